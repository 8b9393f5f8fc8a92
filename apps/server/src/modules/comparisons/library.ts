import type { ComparisonPeriodType, ComparisonRowType } from '@sahm/contracts/comparisons';
import type { StatementFamily } from '@sahm/contracts/indicators';
import { indicatorByKey } from '../../domain/indicators/catalogue.ts';
import type { CompanyRow, SectorRow, SeriesRow } from './queries.ts';
import { aggregate } from './sector-aggregate.ts';

/** One period of one company or sector: its stored (or aggregated) figures by indicator key. */
export type Point = { type: ComparisonRowType; year: number; date: string; values: Readonly<Record<string, string | null>> };
export type Series = Record<ComparisonPeriodType, Point[]>;
export type Company = { sectorId: string; family: StatementFamily | null; isDemo: boolean };

const TYPE_OF: Readonly<Record<string, { periodType: ComparisonPeriodType; type: ComparisonRowType }>> = {
  ANNUAL: { periodType: 'yearly', type: 'Annual' },
  H1: { periodType: 'half_year', type: 'H1' },
  H2: { periodType: 'half_year', type: 'H2' },
  Q1: { periodType: 'quarterly', type: 'Q1' },
  Q2: { periodType: 'quarterly', type: 'Q2' },
  Q3: { periodType: 'quarterly', type: 'Q3' },
  Q4: { periodType: 'quarterly', type: 'Q4' },
};

/** A company's stored rows split by period type, oldest first (the rows come ordered by end date). */
export function seriesOf(rows: readonly SeriesRow[]): Series {
  const series: Series = { yearly: [], half_year: [], quarterly: [] };
  for (const r of rows) {
    const kind = TYPE_OF[r.period];
    if (kind) series[kind.periodType].push({ type: kind.type, year: r.year, date: r.endDate, values: r.values });
  }
  return series;
}

/** Which companies exist, their sector and template, and the sector tree: small, read once per company-data version. */
export function buildDirectory(companies: readonly CompanyRow[], sectors: readonly SectorRow[]) {
  const byStock = new Map<string, Company>(
    companies.map((c) => [c.id, { sectorId: c.sectorId, family: (c.family as StatementFamily | null) ?? null, isDemo: c.isDemo ?? false }]),
  );
  const sectorById = new Map(sectors.map((s) => [s.id, s]));
  const children = new Map<string, string[]>();
  for (const s of sectors) if (s.parentId) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s.id]);
  return {
    company: (id: string): Company | undefined => byStock.get(id),
    sector: (id: string): SectorRow | undefined => sectorById.get(id),
    /** The companies of a sector and of all its sub-sectors. */
    membersOf(sectorId: string): string[] {
      const within = new Set([sectorId]);
      for (const next of within) for (const c of children.get(next) ?? []) within.add(c);
      return [...byStock].filter(([, c]) => within.has(c.sectorId)).map(([id]) => id);
    },
  };
}
export type Directory = ReturnType<typeof buildDirectory>;

/** The sector's periods: one per (year, period) any member reported, dated by the latest member's end date. */
export function aggregateSector(members: readonly (readonly Point[])[]): Point[] {
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
