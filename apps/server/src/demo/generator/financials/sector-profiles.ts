/**
 * Ordinary companies' shape by industry group: margins, capital intensity, working-capital days
 * and leverage typical of Saudi listed companies in that group. Each company draws its own figures
 * around these.
 */
export type SectorProfile = {
  grossMargin: number;
  /** Selling, general and administrative costs at the least, as a share of revenue. */
  opexMin: number;
  /** Net margin of a normal year: sizes revenue from earnings. */
  netMargin: number;
  /** Property, plant and equipment per riyal of annual revenue. */
  ppe: number;
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
  /** Long-term borrowings per riyal of equity. */
  debt: number;
};

type Row = [grossMargin: number, opexMin: number, netMargin: number, ppe: number, dso: number, dio: number, dpo: number, debt: number];

const ROWS: Readonly<Record<string, Row>> = {
  materials: [0.3, 0.08, 0.14, 1.4, 60, 75, 50, 0.4],
  energy: [0.22, 0.05, 0.1, 1.2, 40, 30, 45, 0.5],
  utilities: [0.3, 0.06, 0.12, 3, 70, 15, 60, 1.1],
  'telecommunication-services': [0.5, 0.25, 0.15, 1.3, 70, 10, 90, 0.5],
  'food-beverages': [0.32, 0.2, 0.09, 0.7, 45, 70, 60, 0.5],
  'consumer-staples-distribution-retail': [0.25, 0.17, 0.05, 0.4, 15, 60, 70, 0.3],
  'consumer-discretionary-distribution-retail': [0.3, 0.2, 0.06, 0.35, 20, 90, 70, 0.3],
  'health-care-equipment-svc': [0.38, 0.22, 0.12, 0.9, 120, 30, 60, 0.4],
  'pharma-biotech-life-science': [0.5, 0.3, 0.12, 0.6, 120, 120, 70, 0.2],
  'real-estate-management-development': [0.4, 0.12, 0.2, 0.5, 90, 400, 120, 0.6],
  'capital-goods': [0.2, 0.12, 0.06, 0.4, 110, 60, 80, 0.5],
  transportation: [0.28, 0.12, 0.1, 1.8, 60, 10, 50, 0.6],
  'software-services': [0.35, 0.18, 0.12, 0.15, 110, 5, 60, 0.1],
  'consumer-services': [0.35, 0.2, 0.1, 1.2, 15, 10, 50, 0.5],
  'media-entertainment': [0.35, 0.22, 0.08, 0.5, 100, 5, 70, 0.3],
  'commercial-professional-svc': [0.28, 0.15, 0.1, 0.4, 90, 10, 60, 0.3],
  'consumer-durables-apparel': [0.3, 0.2, 0.06, 0.5, 60, 150, 60, 0.4],
  'household-personal-products': [0.35, 0.22, 0.08, 0.4, 60, 90, 60, 0.3],
  'financial-services': [0.6, 0.3, 0.25, 0.1, 40, 0, 30, 0.5],
};
const DEFAULT: Row = [0.3, 0.15, 0.1, 0.7, 60, 45, 55, 0.4];

export function sectorProfile(industryGroup: string): SectorProfile {
  const [grossMargin, opexMin, netMargin, ppe, receivableDays, inventoryDays, payableDays, debt] = ROWS[industryGroup] ?? DEFAULT;
  return { grossMargin, opexMin, netMargin, ppe, receivableDays, inventoryDays, payableDays, debt };
}
