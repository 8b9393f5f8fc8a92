import { boolean, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

export const mutualFunds = pgTable(
  'mutual_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    managerAr: text('manager_ar').notNull(),
    managerEn: text('manager_en').notNull(),
    searchText: text('search_text').notNull(),
    shariahCompliant: boolean('shariah_compliant').notNull(),
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    objectiveAr: text('objective_ar').notNull(),
    objectiveEn: text('objective_en').notNull(),
    managementFees: numeric('management_fees', { precision: 6, scale: 2 }).notNull(),
    subscriptionFees: numeric('subscription_fees', { precision: 6, scale: 2 }).notNull(),
    minSubscription: numeric('min_subscription', { precision: 14, scale: 2 }).notNull(),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] }).notNull(),
    valuationDays: text('valuation_days').notNull(),
    inceptionDate: date('inception_date').notNull(),
  },
  (t) => [index('mutual_funds_manager_idx').on(t.managerEn)],
);

export const fundNavPoints = pgTable(
  'fund_nav_points',
  {
    fundId: uuid('fund_id')
      .notNull()
      .references(() => mutualFunds.id, { onDelete: 'cascade' }),
    valuationDate: date('valuation_date').notNull(),
    navPerUnit: numeric('nav_per_unit', { precision: 14, scale: 4 }).notNull(),
    assetsUnderManagement: numeric('assets_under_management', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundId, t.valuationDate] })],
);
