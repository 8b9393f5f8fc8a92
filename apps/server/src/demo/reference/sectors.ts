/**
 * The Saudi Exchange (Tadawul) sector tree as the exchange uses it today: the GICS-based
 * classification, 11 sectors and under them the 22 Tadawul industry groups (the level the
 * exchange publishes sector indices for and assigns every listed company to).
 *
 * Reviewed reference data, not generated at run time (see README.md beside this file).
 * Codes are stable kebab-case identifiers: companies.csv refers to the industry-group codes.
 * Arabic names are the ones the exchange shows for its sector indices.
 */
export type SectorNode = { code: string; name_ar: string; name_en: string; children: SectorNode[] };

const group = (code: string, name_ar: string, name_en: string): SectorNode => ({ code, name_ar, name_en, children: [] });

export const sectorTree: SectorNode[] = [
  {
    code: 'sector-energy',
    name_ar: 'الطاقة',
    name_en: 'Energy',
    children: [group('energy', 'الطاقة', 'Energy')],
  },
  {
    code: 'sector-materials',
    name_ar: 'المواد الأساسية',
    name_en: 'Materials',
    children: [group('materials', 'المواد الأساسية', 'Materials')],
  },
  {
    code: 'sector-industrials',
    name_ar: 'الصناعات',
    name_en: 'Industrials',
    children: [
      group('capital-goods', 'السلع الرأسمالية', 'Capital Goods'),
      group('commercial-professional-svc', 'الخدمات التجارية والمهنية', 'Commercial & Professional Svc'),
      group('transportation', 'النقل', 'Transportation'),
    ],
  },
  {
    code: 'sector-consumer-discretionary',
    name_ar: 'السلع الاستهلاكية الكمالية',
    name_en: 'Consumer Discretionary',
    children: [
      group('consumer-durables-apparel', 'السلع طويلة الأجل', 'Consumer Durables & Apparel'),
      group('consumer-services', 'الخدمات الاستهلاكية', 'Consumer Services'),
      group('consumer-discretionary-distribution-retail', 'تجزئة وتوزيع السلع الكمالية', 'Consumer Discretionary Distribution & Retail'),
    ],
  },
  {
    code: 'sector-consumer-staples',
    name_ar: 'السلع الاستهلاكية الأساسية',
    name_en: 'Consumer Staples',
    children: [
      group('consumer-staples-distribution-retail', 'تجزئة وتوزيع السلع الاستهلاكية', 'Consumer Staples Distribution & Retail'),
      group('food-beverages', 'إنتاج الأغذية', 'Food & Beverages'),
      group('household-personal-products', 'المنتجات المنزلية والشخصية', 'Household & Personal Products'),
    ],
  },
  {
    code: 'sector-health-care',
    name_ar: 'الرعاية الصحية',
    name_en: 'Health Care',
    children: [
      group('health-care-equipment-svc', 'الرعاية الصحية', 'Health Care Equipment & Svc'),
      group('pharma-biotech-life-science', 'الأدوية', 'Pharma, Biotech & Life Science'),
    ],
  },
  {
    code: 'sector-financials',
    name_ar: 'القطاع المالي',
    name_en: 'Financials',
    children: [
      group('banks', 'البنوك', 'Banks'),
      group('financial-services', 'الخدمات المالية', 'Financial Services'),
      group('insurance', 'التأمين', 'Insurance'),
    ],
  },
  {
    code: 'sector-information-technology',
    name_ar: 'تقنية المعلومات',
    name_en: 'Information Technology',
    children: [group('software-services', 'التطبيقات وخدمات التقنية', 'Software & Services')],
  },
  {
    code: 'sector-communication-services',
    name_ar: 'خدمات الاتصالات',
    name_en: 'Communication Services',
    children: [
      group('media-entertainment', 'الإعلام والترفيه', 'Media and Entertainment'),
      group('telecommunication-services', 'الاتصالات', 'Telecommunication Services'),
    ],
  },
  {
    code: 'sector-utilities',
    name_ar: 'المرافق العامة',
    name_en: 'Utilities',
    children: [group('utilities', 'المرافق العامة', 'Utilities')],
  },
  {
    code: 'sector-real-estate',
    name_ar: 'العقارات',
    name_en: 'Real Estate',
    children: [
      group('reits', 'الصناديق العقارية المتداولة', 'REITs'),
      group('real-estate-management-development', 'إدارة وتطوير العقارات', 'Real Estate Management & Development'),
    ],
  },
];

/**
 * Traded funds other than REITs (ETFs and closed-ended traded funds). The exchange lists them
 * apart from the sector tree above and assigns them no industry group; these nodes exist only so
 * that every row of companies.csv has a group code. Not part of the exchange's GICS tree: keep it
 * out of sector lists, indices and sector screens.
 */
export const fundCategoryTree: SectorNode[] = [
  {
    code: 'traded-funds',
    name_ar: 'الصناديق المتداولة',
    name_en: 'Traded Funds',
    children: [
      group('etfs', 'صناديق المؤشرات المتداولة', 'Exchange Traded Funds'),
      group('closed-end-funds', 'الصناديق المغلقة المتداولة', 'Closed-Ended Traded Funds'),
    ],
  },
];
