import { shariahProviders } from '@sahm/contracts/company';
import Decimal from 'decimal.js';
import { addDays, isTradingDay } from '../../../domain/calendar.ts';
import { sharesOn } from './capital-changes.ts';
import { PERIODS } from './dividend-policy.ts';
import { PAYOUT_RANGE } from './dividends.ts';
import { isValidIsin } from './isin.ts';
import { percentOf } from './percent.ts';
import { CLEANING_RANGE, PURIFYING_PROVIDERS } from './shariah.ts';
import type { CompanyData, CompanyInput } from './types.ts';

/**
 * The rules the generated company data must obey, as a list of broken ones (empty when all
 * hold). The property tests run it over many seeds, end dates and companies.
 */
export function companyRuleViolations(input: CompanyInput, data: CompanyData): string[] {
  const errors: string[] = [];
  const fail = (what: string) => errors.push(`${input.stock.symbol_code}: ${what}`);
  const { stock, endDate, holidays } = input;
  const sharesAt = (date: string) => sharesOn(data.capital_changes, stock.shares_outstanding, date);

  // Profile.
  const p = data.profile;
  if (p.contributed_capital !== stock.shares_outstanding * stock.nominal_value) fail('contributed capital ≠ shares × paid value');
  if (p.paid_value !== stock.nominal_value) fail('paid value ≠ nominal value');
  if (!(p.establishment_date < stock.listing_date)) fail(`founded ${p.establishment_date} after listing ${stock.listing_date}`);
  if (!isValidIsin(p.isin) || !p.isin.startsWith('SA')) fail(`bad ISIN ${p.isin}`);
  if (!p.website.endsWith('.example.com') || !p.email.endsWith('.example.com')) fail('contacts off the example domain');
  if (!p.information_ar || !p.information_en || !p.restrictions_ar || !p.restrictions_en) fail('missing texts');

  // Board: the current members, and every record's percentage of the shares on its date.
  const current = data.board.filter((b) => b.is_current);
  if (data.board.length) {
    const count = (pos: string) => current.filter((b) => b.position === pos).length;
    if (current.length < 7 || current.length > 11) fail(`${current.length} current board members`);
    if (count('CHAIRMAN') !== 1 || count('VICE_CHAIRMAN') !== 1 || count('MANAGING_DIRECTOR') > 1) fail('board positions');
    if (count('INDEPENDENT_MEMBER') * 3 < current.length) fail('fewer than a third independent');
  }
  const byMember = new Map<string, typeof data.board>();
  for (const b of data.board) {
    if (b.percentage !== percentOf(b.shares, sharesAt(b.date), 6)) fail(`board ${b.member_key} ${b.date}: ${b.percentage}%`);
    if (b.date > endDate) fail(`board record after today: ${b.date}`);
    byMember.set(b.member_key, [...(byMember.get(b.member_key) ?? []), b]);
  }
  for (const records of byMember.values()) {
    records.forEach((r, i) => {
      const before = records[i - 1];
      if (before && !(before.date < r.date)) fail(`board records of ${r.member_key} out of order`);
      if ((before?.percentage ?? null) !== r.prev_percentage) fail(`board prev of ${r.member_key}`);
      if (r.is_current && i !== records.length - 1) fail(`superseded board record still current`);
    });
  }

  // Shareholders: at most 100% on any date, and today's holders at or above the threshold.
  const perDate = new Map<string, Decimal>();
  for (const s of data.shareholders) {
    perDate.set(s.date, (perDate.get(s.date) ?? new Decimal(0)).plus(s.percentage));
    if (s.date > endDate || s.date < stock.listing_date) fail(`shareholder record on ${s.date}`);
    if (s.is_shareholder && Number(s.percentage) < 5) fail(`current holder under 5%: ${s.percentage}`);
    // The profile's own restriction: a single foreign investor holds at most 10%.
    if (s.type === 'FOREIGN_INVESTOR' && Number(s.percentage) > 10) fail(`foreign investor over 10%: ${s.percentage}`);
  }
  const currentHolders = data.shareholders.filter((s) => s.is_shareholder).reduce((sum, s) => sum.plus(s.percentage), new Decimal(0));
  if (currentHolders.gt(100)) fail(`current holders own ${currentHolders.toString()}%`);
  for (const [date, sum] of perDate) if (sum.gt(100)) fail(`holders own ${sum.toString()}% on ${date}`);

  // Shariah: every provider, the latest review within a year, purification from two providers only.
  for (const provider of shariahProviders) {
    const latest = data.shariah.filter((s) => s.provider === provider).at(-1);
    if (!latest) fail(`no ${provider} record`);
    else if (latest.date > endDate || latest.date < addDays(endDate, -365)) fail(`${provider} latest review ${latest.date}`);
  }
  for (const s of data.shariah) {
    if (s.cleaning_amount === null) continue;
    if (!PURIFYING_PROVIDERS.includes(s.provider)) fail(`${s.provider} publishes a purification amount`);
    if (s.cleaning_amount < CLEANING_RANGE[0] || s.cleaning_amount > CLEANING_RANGE[1]) fail(`cleaning ${s.cleaning_amount}`);
    if (s.status !== 'COMPLIANT' && s.status !== 'MIXED') fail(`cleaning on a ${s.status} record`);
  }

  // Dividends: dates in order, on sessions, unique periods, a payout of the year's earnings.
  const eps = new Map(data.earnings.map((e) => [e.year, e.eps]));
  const keys = new Set<string>();
  const byYear = new Map<number, number[]>();
  const sessions = new Set(input.bars.map((b) => b.trade_date));
  for (const d of data.dividends) {
    if (!(d.announcement_date < d.due_date && d.due_date < d.distribution_date)) fail(`dividend dates ${JSON.stringify(d)}`);
    if (!isTradingDay(d.due_date, holidays) || !isTradingDay(d.distribution_date, holidays)) fail(`dividend off a session ${d.due_date}`);
    if (d.announcement_date > endDate || d.announcement_date < stock.listing_date) fail(`dividend announced ${d.announcement_date}`);
    // Yields need the close on the eligibility day.
    if (d.due_date >= stock.first_trade_date && d.due_date <= endDate && !sessions.has(d.due_date)) fail(`no price on ${d.due_date}`);
    if (d.amount < 1) fail('dividend under a halala');
    const key = `${d.year}/${d.period}`;
    if (keys.has(key)) fail(`two dividends for ${key}`);
    keys.add(key);
    byYear.set(d.year, [...(byYear.get(d.year) ?? []), d.amount]);
  }
  const periods = new Set(data.dividends.map((d) => d.period));
  const perYear = Object.values(PERIODS).find((ps) => [...periods].every((x) => ps.includes(x)));
  if (!perYear) fail(`mixed periods ${[...periods]}`);
  for (const [year, amounts] of byYear) {
    const e = eps.get(year);
    if (e === undefined) continue;
    if (e <= 0) fail(`dividend in loss year ${year}`);
    const total = amounts.reduce((a, b) => a + b, 0);
    if (total > PAYOUT_RANGE[1] * e) fail(`${year} payout ${total}/${e}`);
    // A full year (all its periods announced since the listing) pays at least the lowest payout, less rounding.
    if (amounts.length === perYear?.length && total < PAYOUT_RANGE[0] * e - amounts.length) fail(`${year} payout ${total}/${e} too low`);
  }

  // Earnings: every year to the last completed one, the latest near today's trailing EPS.
  const years = data.earnings.map((e) => e.year);
  const lastYear = Number(endDate.slice(0, 4)) - 1;
  if (years.at(-1) !== lastYear || years.some((y, i) => i > 0 && y !== years[i - 1]! + 1)) fail(`earnings years ${years}`);
  if (data.earnings.some((e) => e.eps === 0 || !Number.isInteger(e.eps))) fail('an earnings figure of zero or a fraction of a halala');
  const latest = data.earnings.at(-1)?.eps;
  if (latest !== undefined && input.epsTtm > 20 && (latest < input.epsTtm * 0.7 || latest > input.epsTtm * 1.4))
    fail(`latest EPS ${latest} vs ${input.epsTtm}`);

  // Capital changes: chained, ending on today's shares, effective on sessions.
  data.capital_changes.forEach((c, i) => {
    const next = data.capital_changes[i + 1];
    if (next && (next.shares_before !== c.shares_after || !(c.effective_date < next.effective_date))) fail('capital changes do not chain');
    if (!next && c.shares_after !== stock.shares_outstanding) fail(`last capital change ends on ${c.shares_after}`);
    if (!isTradingDay(c.effective_date, holidays) || !(c.announcement_date < c.effective_date))
      fail(`capital change dates ${c.effective_date}`);
    if (c.effective_date > endDate) fail(`capital change after today ${c.effective_date}`);
    const grows = c.type === 'BONUS_SHARES' || c.type === 'RIGHTS_ISSUE';
    if (grows !== c.shares_after > c.shares_before) fail(`${c.type} from ${c.shares_before} to ${c.shares_after}`);
    if ((c.type === 'RIGHTS_ISSUE') !== (c.offer_price !== null)) fail('offer price on a non-rights event');
    if (c.offer_price !== null && c.offer_price < stock.nominal_value) fail('offer under par');
  });
  return errors;
}
