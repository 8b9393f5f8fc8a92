import type { ComparisonPeriodType, ComparisonRowType } from '@sahm/contracts/comparisons';
import type { StatementFamily } from '@sahm/contracts/indicators';
import { indicatorByKey } from '../../domain/indicators/catalogue.ts';
import type { CompanyRow, SectorRow, SeriesRow } from './queries.ts';
import { aggregate } from './sector-aggregate.ts';

/** One period of one company or sector: its stored (or aggregated) figures by indicator key. */
export type Point = { type: ComparisonRowType; year: number; date: string; values: Readonly<Record<string, string | null>> };

type Company = { sectorId: string; family: StatementFamily | null; isDemo: boolean; points: Record<ComparisonPeriodType, Point[]> };

const TYPE_OF: Readonly<Record<string, { periodType: ComparisonPeriodType; type: ComparisonRowType }>> = {
  ANNUAL: { periodType: 'yearly', type: 'Annual' },
  H1: { periodType: 'half_year', type: 'H1' },
  H2: { periodType: 'half_year', type: 'H2' },
  Q1: { periodType: 'quarterly', type: 'Q1' },
  Q2: { periodType: 'quarterly', type: 'Q2' },
  Q3: { periodType: 'quarterly', type: 'Q3' },
  Q4: { periodType: 'quarterly', type: 'Q4' },
};

const emptyPoints = (): Record<ComparisonPeriodType, Point[]> => ({ yearly: [], half_year: [], quarterly: [] });

/**
 * Every company's indicator series split by period type, oldest first, and the sector tree, built
 * once per company-data version. Sector series are aggregated on first use and kept with it, so a
 * comparison reads only memory.
 */
export function buildLibrary(companies: readonly CompanyRow[], sectors: readonly SectorRow[], series: readonly SeriesRow[]) {
  const byStock = new Map<string, Company>();
  for (const c of companies) {
    byStock.set(c.id, {
      sectorId: c.sectorId,
      family: (c.family as StatementFamily | null) ?? null,
      isDemo: c.isDemo ?? false,
      points: emptyPoints(),
    });
  }
  for (const r of series) {
    const company = byStock.get(r.stockId);
    const kind = TYPE_OF[r.period];
    if (!company || !kind) continue;
    company.points[kind.periodType].push({ type: kind.type, year: r.year, date: r.endDate, values: r.values });
  }

  const sectorById = new Map(sectors.map((s) => [s.id, s]));
  const children = new Map<string, string[]>();
  for (const s of sectors) if (s.parentId) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s.id]);
  const descendants = (id: string): Set<string> => {
    const all = new Set([id]);
    for (const next of all) for (const c of children.get(next) ?? []) all.add(c);
    return all;
  };
  const membersOf = (sectorId: string): string[] => {
    const within = descendants(sectorId);
    return [...byStock].filter(([, c]) => within.has(c.sectorId)).map(([id]) => id);
  };

  const sectorSeries = new Map<string, Point[]>();
  const sectorPoints = (sectorId: string, periodType: ComparisonPeriodType): Point[] => {
    const key = `${sectorId}|${periodType}`;
    const kept = sectorSeries.get(key);
    if (kept) return kept;
    const built = aggregateSector(membersOf(sectorId).map((id) => byStock.get(id)!.points[periodType]));
    sectorSeries.set(key, built);
    return built;
  };

  return {
    company: (id: string): Company | undefined => byStock.get(id),
    sector: (id: string): SectorRow | undefined => sectorById.get(id),
    sectorPoints,
    sectorIsDemo: (id: string): boolean => membersOf(id).some((m) => byStock.get(m)!.isDemo),
  };
}
export type Library = ReturnType<typeof buildLibrary>;

/** The sector's periods: one per (year, period) any member reported, dated by the latest member's end date. */
function aggregateSector(members: readonly Point[][]): Point[] {
  const groups = new Map<string, Point[]>();
  for (const points of members) {
    for (const p of points) {
      const key = `${p.year}|${p.type}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
  }
  const out: Point[] = [];
  for (const points of groups.values()) {
    const keys = new Set(points.flatMap((p) => Object.keys(p.values)));
    const values: Record<string, string | null> = {};
    for (const k of keys) {
      const unit = indicatorByKey(k)?.unit;
      if (unit)
        values[k] = aggregate(
          unit,
          points.map((p) => p.values[k]),
        );
    }
    const date = points.reduce((d, p) => (p.date > d ? p.date : d), points[0]!.date);
    out.push({ type: points[0]!.type, year: points[0]!.year, date, values });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type));
}
