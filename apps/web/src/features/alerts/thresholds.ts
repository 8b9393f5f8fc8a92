import { companyAlertKinds, needsThreshold, stockAlertKinds, thresholdBounds, type AlertKind } from '@sahm/contracts/alerts';
import type { Locale } from '@sahm/contracts/common';
import { formatCurrency, formatNumber, formatPercent } from '../../shared/format/numbers.ts';

export type ThresholdKind = keyof typeof thresholdBounds;
/** What a threshold measures, which decides its field's label, its unit and how it is written. */
export type ThresholdUnit = 'price' | 'percent' | 'times';

export const unitOf = (kind: ThresholdKind): ThresholdUnit =>
  kind === 'price_above' || kind === 'price_below' ? 'price' : kind === 'volume_spike' ? 'times' : 'percent';

export const isThresholdKind = (kind: AlertKind): kind is ThresholdKind => needsThreshold(kind);

/** The kinds offered on a stock's page: its price and trading, then its company's news. */
export const stockPageKinds = [...stockAlertKinds, ...companyAlertKinds] as const;

/** The choices of how often an alert may fire, in minutes (the contract allows any count up to a week). */
export const cooldownChoices = [15, 60, 240, 1440, 10080] as const;
export type CooldownChoice = (typeof cooldownChoices)[number];

/** The nearest offered choice to an alert's cooldown (one set through the API may be any count of minutes). */
export function nearestCooldown(minutes: number): CooldownChoice {
  return cooldownChoices.reduce((best, choice) => (Math.abs(choice - minutes) < Math.abs(best - minutes) ? choice : best));
}

// People type Arabic-Indic digits and the Arabic decimal separator as often as Latin ones.
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
function latinDigits(text: string): string {
  return text
    .replace(arabicDigits, (digit) => String((digit.codePointAt(0)! & 0xf) % 10))
    .replace(/[\u066b,]/g, '.')
    .replace(/[\s\u066c]/g, '');
}

export type ThresholdProblem = { key: 'required' } | { key: 'number' } | { key: 'decimals' } | { key: 'range'; min: number; max: number };

export type ThresholdCheck = { value: number; problem: null } | { value: null; problem: ThresholdProblem };

/** The typed threshold as a number, or why it is not one the server would take (the contract's bounds and two decimals). */
export function checkThreshold(kind: ThresholdKind, text: string): ThresholdCheck {
  const typed = latinDigits(text.trim());
  if (!typed) return { value: null, problem: { key: 'required' } };
  if (!/^\d*\.?\d+$|^\d+\.$/.test(typed)) return { value: null, problem: { key: 'number' } };
  const value = Number(typed);
  if (!Number.isFinite(value)) return { value: null, problem: { key: 'number' } };
  if (/\.\d{3,}$/.test(typed)) return { value: null, problem: { key: 'decimals' } };
  const { min, max } = thresholdBounds[kind];
  if (value < min || value > max) return { value: null, problem: { key: 'range', min, max } };
  return { value, problem: null };
}

/** Decimals as typed, at most two: 2 is "2", 2.5 is "2.5", 1.25 is "1.25". */
const digitsOf = (value: number) =>
  [0, 1, 2].find((digits) => Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6) ?? 2;

/** A threshold as its kind reads: "SAR 31.50", "2.5%", "3×". */
export function formatThreshold(kind: ThresholdKind, value: number, locale: Locale, times: (value: string) => string): string {
  switch (unitOf(kind)) {
    case 'price':
      return formatCurrency(value, locale);
    case 'percent':
      return formatPercent(value, locale, digitsOf(value));
    case 'times':
      return times(formatNumber(value, locale, digitsOf(value)));
  }
}

/** A bound for the field's error message, in the field's own unit. */
export function formatBound(value: number, locale: Locale): string {
  return formatNumber(value, locale, digitsOf(value));
}
