import type { ShareholderType } from '@sahm/contracts/company';
import { addDays } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';
import type { CompanyKind } from './company-kind.ts';
import { inventFamily, inventOrganisation, inventPerson, type InventedName } from './names.ts';
import { percentOf, sharesFor } from './percent.ts';
import { KNOWN_HOLDERS } from './state-holders.ts';
import type { ShareholderRecordData } from './types.ts';

/**
 * Major shareholders (5% or more, as the market discloses them): today's holders and the history
 * of their changes, plus former holders who fell under the threshold. The state's known stakes
 * anchor the largest companies; elsewhere the holders are invented. Each record has its own date
 * and the stakes held at any time fit inside the shares not in free float, so the percentages of
 * one date never add up to more than 100.
 */

export const DISCLOSURE_THRESHOLD = 5;

type Input = {
  code: string;
  kind: CompanyKind;
  freeFloat: number;
  listingDate: string;
  endDate: string;
  sharesOn: (date: string) => number;
};

type Comment = readonly [ar: string, en: string];
const NEW_HOLDER: Comment = ['مساهم رئيسي جديد', 'New major shareholder'];
const RAISED: Comment = ['رفع حصته', 'Raised its stake'];
const CUT: Comment = ['خفض حصته', 'Reduced its stake'];
const BELOW: Comment = ['انخفضت ملكيته عن حد الإفصاح 5%', 'Fell below the 5% disclosure threshold'];

const TYPES: readonly (readonly [ShareholderType, number])[] = [
  ['FAMILY', 25],
  ['COMPANY', 25],
  ['INDIVIDUAL', 15],
  ['INVESTMENT_FUND', 20],
  ['FOREIGN_INVESTOR', 15],
];

function drawType(rng: Rng, kind: CompanyKind): ShareholderType {
  // Funds hold REIT units; banks and insurers are held by companies, funds and foreign partners.
  if (kind === 'reit') return rng.chance(0.6) ? 'INVESTMENT_FUND' : 'COMPANY';
  const table = kind === 'general' ? TYPES : TYPES.filter(([t]) => t !== 'FAMILY' && t !== 'INDIVIDUAL');
  let u = rng.float() * table.reduce((s, [, w]) => s + w, 0);
  for (const [type, w] of table) if ((u -= w) < 0) return type;
  return table[0]![0];
}

function inventHolder(rng: Rng, type: ShareholderType): InventedName {
  if (type === 'FAMILY') return inventFamily(rng);
  if (type === 'INDIVIDUAL') return inventPerson(rng);
  return inventOrganisation(
    rng,
    type === 'INVESTMENT_FUND' ? 'INVESTMENT_FUND' : type === 'FOREIGN_INVESTOR' ? 'FOREIGN_INVESTOR' : 'COMPANY',
  );
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The profiles' restrictions say a single foreign investor may hold at most 10% of a company, so
 * no invented foreign holder is drawn over it.
 */
export const FOREIGN_INVESTOR_CAP = 9.9;
const stakeCap = (type: string, otherwise: number) => (type === 'FOREIGN_INVESTOR' ? FOREIGN_INVESTOR_CAP : otherwise);

export function generateShareholders(rng: Rng, input: Input): ShareholderRecordData[] {
  const out: ShareholderRecordData[] = [];
  const usedDates = new Set<string>();
  /** A disclosure date no other record of this company has, not before the listing. */
  const dateBack = (from: string, min: number, max: number): string | null => {
    let d = addDays(from, -rng.int(min, max));
    while (usedDates.has(d)) d = addDays(d, -1);
    if (d < input.listingDate) return null;
    usedDates.add(d);
    return d;
  };
  const record = (
    h: InventedName & { type: ShareholderType },
    percent: number,
    date: string,
    prev: string | null,
    comment: Comment | null,
    current: boolean,
  ): ShareholderRecordData => {
    const total = input.sharesOn(date);
    const shares = sharesFor(percent, total);
    return {
      holder_key: h.key,
      name_ar: h.ar,
      name_en: h.en,
      type: h.type,
      shares,
      percentage: percentOf(shares, total, 4),
      prev_percentage: prev,
      comment_ar: comment?.[0] ?? null,
      comment_en: comment?.[1] ?? null,
      is_shareholder: current,
      date,
    };
  };

  const known = KNOWN_HOLDERS[input.code];
  if (known) {
    for (const k of known) {
      const date = dateBack(input.endDate, 5, 200) ?? input.listingDate;
      out.push(record({ ...k, ar: k.name_ar, en: k.name_en }, k.percent, date, null, null, true));
    }
    return out;
  }
  if (input.kind === 'etf') return out;

  // Room for major holders: the shares outside the free float, most of it with the big ones.
  let room = Math.min(85, (1 - input.freeFloat) * 100 * rng.uniform(0.55, 0.95));
  const maxHolders = input.kind === 'reit' ? 2 : 4;
  const names = new Set<string>();
  for (let i = 0; i < maxHolders && room >= DISCLOSURE_THRESHOLD; i++) {
    const type = drawType(rng, input.kind);
    const h = { ...inventHolder(rng, type), type };
    if (names.has(h.key)) continue;
    names.add(h.key);
    const cap = stakeCap(type, 35);
    const percent = round2(rng.uniform(DISCLOSURE_THRESHOLD, Math.min(cap, room)));
    // Earlier stakes stay inside the same room (no more than 10% above today's, never over it or the cap).
    const ceiling = Math.min(room, percent * 1.1, cap);
    room -= ceiling;
    const history: { percent: number; date: string }[] = [];
    let date = dateBack(input.endDate, 5, 400);
    if (!date) continue;
    const currentDate = date;
    for (let k = rng.int(0, 2); k > 0; k--) {
      const earlier = dateBack(date, 90, 500);
      if (!earlier) break;
      history.unshift({
        percent: round2(Math.max(DISCLOSURE_THRESHOLD, Math.min(ceiling, percent * rng.uniform(0.7, 1.1)))),
        date: earlier,
      });
      date = earlier;
    }
    let prev: string | null = null;
    let prevPercent = 0;
    for (const [k, step] of history.entries()) {
      const r = record(h, step.percent, step.date, prev, k === 0 ? NEW_HOLDER : step.percent >= prevPercent ? RAISED : CUT, false);
      out.push(r);
      prev = r.percentage;
      prevPercent = step.percent;
    }
    out.push(record(h, percent, currentDate, prev, prev === null ? null : percent >= prevPercent ? RAISED : CUT, true));
  }

  // Former holders: once above the threshold, now under it.
  const leavers = input.kind === 'reit' ? 0 : rng.int(0, 2);
  for (let i = 0; i < leavers && room >= DISCLOSURE_THRESHOLD; i++) {
    const type = drawType(rng, input.kind);
    const h = { ...inventHolder(rng, type), type };
    if (names.has(h.key)) continue;
    names.add(h.key);
    const percent = round2(rng.uniform(DISCLOSURE_THRESHOLD, Math.min(stakeCap(type, 15), room)));
    room -= percent;
    const left = dateBack(input.endDate, 60, 900);
    const joined = left && dateBack(left, 200, 700);
    if (!left || !joined) continue;
    const first = record(h, percent, joined, null, NEW_HOLDER, false);
    out.push(first);
    out.push(record(h, round2(rng.uniform(1, DISCLOSURE_THRESHOLD - 0.5)), left, first.percentage, BELOW, false));
  }
  return out;
}
