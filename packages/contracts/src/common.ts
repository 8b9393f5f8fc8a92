import { z } from 'zod';
import { parseSar, SAR_TEXT } from './money.ts';

/** Locales the product speaks; Arabic is the default. */
export const locales = ['ar', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

export const guidSchema = z.uuid();

/**
 * The last page a list may be asked for: far past any list the product holds, and small enough
 * that (page − 1) × size stays an exact integer offset for the database.
 */
export const MAX_PAGE = 1_000_000;
/** A page number of a list query: from 1 to MAX_PAGE. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** Days a request may name: well around the market's history, and always a date the database can store (it has no year 0). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';
/** A calendar day on the way in, YYYY-MM-DD, from FIRST_DAY to LAST_DAY. */
export const dayInputSchema = z.iso.date().refine((d) => d >= FIRST_DAY && d <= LAST_DAY, { message: 'vDateOutOfRange' });

/** Paging as the spec gives it: page starts at 1. */
export const pageQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/**
 * An error answer. `code` tells 401s apart for clients (auth_required, token_expired,
 * token_invalid, mobile_unverified) and some errors carry more fields (attempts_left, resend_in,
 * is_mobile_verified, field), hence loose.
 */
export const errorSchema = z.object({ detail: z.string(), code: z.string().optional() }).loose();
export const validationErrorSchema = z.object({
  detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
});
export type ValidationIssue = z.infer<typeof validationErrorSchema>['detail'][number];

/** A reference to another entity, named in the requested language. */
export const namedRefSchema = z.object({ guid: guidSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/**
 * An amount of money as the API writes it (README "Money in JSON"): SAR as a decimal string with
 * exactly two decimals and a leading minus when negative ("1234.50", "-0.50"). Card amounts the
 * spec fixes in integer halalas and market data (prices per share, ratios, volumes) are numbers.
 */
export const sarSchema = z.string().regex(SAR_TEXT);
/** An amount that is never negative (prices, totals, VAT). */
export const unsignedSarSchema = z.string().regex(/^\d+\.\d{2}$/);

/** An amount on the way in: a SAR string with at most two decimals ("250", "250.5", "-12.25"). */
const sarInputPattern = /^(-?)0*(\d*?)(?:\.\d{1,2})?$/;

/**
 * An amount of money on the way in, from `min` to `max` SAR: a decimal string (never a float),
 * at most two decimals. Out-of-range amounts get the usual too_small / too_big answers naming the
 * bound, however many digits were sent.
 */
export const sarInputSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(?:\.\d{1,2})?$/, { message: 'vSarAmount' })
    .superRefine((text, ctx) => {
      const match = sarInputPattern.exec(text);
      if (!match) return;
      // More whole digits than a safe number of halalas holds is out of range, without parsing it.
      const halalas = (match[2] ?? '').length > 13 ? null : parseSar(text);
      const negative = match[1] === '-';
      if (halalas === null ? negative : halalas < min * 100)
        ctx.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, input: text });
      else if (halalas === null ? !negative : halalas > max * 100)
        ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, input: text });
    });
