import { shariahProviders, type ShariahProvider, type ShariahStatus } from '@sahm/contracts/company';
import { addDays } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';
import type { CompanyKind } from './company-kind.ts';
import type { ShariahRecordData } from './types.ts';

/**
 * Screenings by the five Shariah providers, a few reviews each (the latest within the last year).
 * Conventional banks and insurers mostly fail the screens, Islamic banks pass; other companies
 * mostly pass, with now and then a provider that judges differently. Two providers publish a
 * purification amount per share for the companies they pass.
 */

/** The providers that publish a purification amount. */
export const PURIFYING_PROVIDERS: readonly ShariahProvider[] = ['ALBILAD', 'ALMAQASSED'];
/** Ten-thousandths of a riyal: 0.001–0.2 SAR per share. */
export const CLEANING_RANGE = [10, 2_000] as const;

function baseStatus(rng: Rng, kind: CompanyKind): ShariahStatus {
  const u = rng.float();
  switch (kind) {
    case 'islamic-bank':
      return 'COMPLIANT';
    case 'bank':
      return u < 0.9 ? 'NON_COMPLIANT' : 'NON_COMPLIANT_ACTIVITY';
    case 'insurance':
      return u < 0.7 ? 'NON_COMPLIANT' : u < 0.85 ? 'MIXED' : 'COMPLIANT';
    default:
      return u < 0.75 ? 'COMPLIANT' : u < 0.83 ? 'NON_COMPLIANT_ACTIVITY' : u < 0.93 ? 'NON_COMPLIANT' : 'MIXED';
  }
}

/** A provider that disagrees: one step over on the scale. */
function neighbour(rng: Rng, status: ShariahStatus): ShariahStatus {
  if (status === 'COMPLIANT') return 'MIXED';
  if (status === 'MIXED') return rng.chance(0.5) ? 'COMPLIANT' : 'NON_COMPLIANT';
  return 'MIXED';
}

const purifies = (status: ShariahStatus) => status === 'COMPLIANT' || status === 'MIXED';

export function generateShariah(rng: Rng, kind: CompanyKind, endDate: string): ShariahRecordData[] {
  const base = baseStatus(rng, kind);
  // Islamic banks are passed by every screen; elsewhere a provider disagrees now and then.
  const disagreement = kind === 'islamic-bank' ? 0 : 0.15;
  const cleaningBase = rng.lognormal(200, 0.8);
  const out: ShariahRecordData[] = [];
  for (const provider of shariahProviders) {
    const latestStatus = rng.chance(disagreement) ? neighbour(rng, base) : base;
    const reviews = rng.int(2, 4);
    let date = addDays(endDate, -rng.int(7, 300));
    const records: ShariahRecordData[] = [];
    for (let k = 0; k < reviews; k++) {
      const status = k > 0 && rng.chance(disagreement * 0.7) ? neighbour(rng, latestStatus) : latestStatus;
      const cleaning = Math.round(cleaningBase * rng.uniform(0.8, 1.25));
      records.push({
        provider,
        status,
        date,
        cleaning_amount:
          PURIFYING_PROVIDERS.includes(provider) && purifies(status)
            ? Math.min(CLEANING_RANGE[1], Math.max(CLEANING_RANGE[0], cleaning))
            : null,
      });
      date = addDays(date, -rng.int(150, 220));
    }
    out.push(...records.reverse());
  }
  return out;
}

/** The status most providers give in their latest review (for the profile's restrictions text). */
export function prevailingStatus(records: readonly ShariahRecordData[]): ShariahStatus {
  const latest = new Map<ShariahProvider, ShariahRecordData>();
  for (const r of records) if ((latest.get(r.provider)?.date ?? '') < r.date) latest.set(r.provider, r);
  const counts = new Map<ShariahStatus, number>();
  for (const r of latest.values()) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'COMPLIANT';
}
