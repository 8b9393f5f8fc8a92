import type { AlertKind } from '@sahm/contracts/alerts';
import type { ShariahProvider } from '@sahm/contracts/company';

/**
 * What the process that evaluates alerts must hear from the others: an alert was created, changed
 * or deleted (read it again), or a company's dividends or Shariah status were written (told only in
 * the process that made them).
 */
export type AlertControl =
  | { type: 'alert'; id: string }
  | { type: 'dividend'; stockId: string; dividendId: string }
  | { type: 'shariah'; stockId: string; provider: ShariahProvider; status: string };

/**
 * A notification as the socket relays it to its owner, in both languages (each socket picks its
 * own); one message per evaluated step carries every notification it made.
 */
export type FiredNotice = {
  user_id: string;
  guid: string;
  alert_guid: string | null;
  kind: AlertKind;
  title: { ar: string; en: string };
  body: { ar: string; en: string };
  link: string;
  fired_at: string;
};
export type NoticeBatch = { items: FiredNotice[] };
