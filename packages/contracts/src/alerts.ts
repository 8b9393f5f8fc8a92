import { z } from 'zod';
import { guidSchema, pageNumberSchema, pageOf } from './common.ts';
import { shariahProviderSchema } from './company.ts';
import type { Plan } from './identity.ts';

/**
 * Alerts (beyond the spec) under /api/v1/alerts/: on a stock's price, daily change and volume, on a
 * company's announcements, dividends and Shariah status, and on a portfolio's daily move. An alert
 * fires once per crossing and is re-armed when its condition clears; it never fires again within
 * its cooldown. What fired is kept as a notification (read in the app at once, and sent by email
 * and web push as the alert asks).
 */

export const stockAlertKinds = ['price_above', 'price_below', 'change_up', 'change_down', 'volume_spike'] as const;
export const companyAlertKinds = ['announcement', 'dividend', 'shariah_change'] as const;
export const portfolioAlertKinds = ['portfolio_move'] as const;
export const alertKinds = [...stockAlertKinds, ...companyAlertKinds, ...portfolioAlertKinds] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;
export type StockAlertKind = (typeof stockAlertKinds)[number];

/** How many alerts a plan may hold at once (data, as the other limits): the server refuses the next with 403 `alert_limit`. */
export const alertLimits: Record<Plan, number> = { BASIC: 5, ADVANCE: 30, PROFESSIONAL: 200 };
/** The plan's allowance for a token's roles (the plan is a role); a token with no plan role gets the basic one. */
export function alertLimitOf(roles: readonly string[]): number {
  if (roles.includes('PROFESSIONAL')) return alertLimits.PROFESSIONAL;
  if (roles.includes('ADVANCE')) return alertLimits.ADVANCE;
  return alertLimits.BASIC;
}

/** Bounds of what a threshold means per kind: a price in SAR, a percent, or a multiple of the 20-day average volume. */
export const thresholdBounds: Record<Exclude<AlertKind, (typeof companyAlertKinds)[number]>, { min: number; max: number }> = {
  price_above: { min: 0.01, max: 100_000 },
  price_below: { min: 0.01, max: 100_000 },
  change_up: { min: 0.1, max: 30 },
  change_down: { min: 0.1, max: 30 },
  volume_spike: { min: 1.1, max: 100 },
  portfolio_move: { min: 0.1, max: 50 },
};
export const needsThreshold = (kind: AlertKind): boolean => kind in thresholdBounds;

/** At most two decimals: prices are on the exchange's grid, percents and multiples are read as typed. */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const COOLDOWN_DEFAULT_MINUTES = 60;
export const COOLDOWN_MAX_MINUTES = 7 * 24 * 60;

export const alertChannelsSchema = z.object({
  /** In the app (the bell and the notifications list) is always on; these two are the user's choice. */
  email: z.boolean().default(false),
  push: z.boolean().default(false),
});
export type AlertChannels = z.infer<typeof alertChannelsSchema>;

const thresholdSchema = z.number().finite().refine(twoDecimals, { message: 'vAlertThresholdDecimals' }).nullish();

export const alertCreateSchema = z
  .object({
    kind: alertKindSchema,
    /** The stock (or the company, by its stock) of a stock or company alert. */
    stock_guid: guidSchema.nullish(),
    /** The portfolio of a portfolio alert. */
    portfolio_guid: guidSchema.nullish(),
    /** price_*: SAR; change_* and portfolio_move: percent; volume_spike: times the 20-day average volume. */
    threshold: thresholdSchema,
    /** shariah_change: the provider whose classification is watched. */
    provider: shariahProviderSchema.nullish(),
    channels: alertChannelsSchema.default({ email: false, push: false }),
    /** The shortest time between two firings of this alert, in minutes (the user's rate). */
    cooldown_minutes: z.number().int().min(1).max(COOLDOWN_MAX_MINUTES).default(COOLDOWN_DEFAULT_MINUTES),
  })
  .strict();
export type AlertCreate = z.infer<typeof alertCreateSchema>;

export const alertUpdateSchema = z
  .object({
    threshold: thresholdSchema,
    channels: alertChannelsSchema.partial().optional(),
    cooldown_minutes: z.number().int().min(1).max(COOLDOWN_MAX_MINUTES).optional(),
    /** Paused alerts are kept but never fire. */
    active: z.boolean().optional(),
  })
  .strict();
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

export const alertParamsSchema = z.object({ alert_guid: guidSchema });

const stockRefSchema = z.object({ guid: guidSchema, symbol_code: z.string(), short_name: z.string() });
const portfolioRefSchema = z.object({ guid: guidSchema, name: z.string() });

export const alertSchema = z.object({
  guid: guidSchema,
  kind: alertKindSchema,
  stock: stockRefSchema.nullable(),
  portfolio: portfolioRefSchema.nullable(),
  threshold: z.number().nullable(),
  provider: shariahProviderSchema.nullable(),
  channels: z.object({ email: z.boolean(), push: z.boolean() }),
  cooldown_minutes: z.number().int(),
  active: z.boolean(),
  /** False from a firing until the condition clears (then it may fire again). */
  armed: z.boolean(),
  last_fired_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({
  items: z.array(alertSchema),
  /** The plan's allowance and how much of it is used. */
  limit: z.number().int(),
  used: z.number().int(),
});
export type AlertList = z.infer<typeof alertListSchema>;

export const notificationSchema = z.object({
  guid: guidSchema,
  /** Null once the alert was deleted; the notification stays. */
  alert_guid: guidSchema.nullable(),
  kind: alertKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (a path). */
  link: z.string(),
  fired_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AlertNotification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationListSchema = pageOf(notificationSchema).extend({ unread_count: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z
  .object({
    /** The notifications to mark read; omitted marks them all. */
    guids: z.array(guidSchema).min(1).max(100).optional(),
  })
  .strict();
export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** A browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2000),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  })
  .loose();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushKeySchema = z.object({ public_key: z.string() });

/** What the live socket's `alertNotifications` subscription carries to the owner the moment an alert fires (JSON). */
export type AlertNotice = { notification: AlertNotification; unread_count: number };
