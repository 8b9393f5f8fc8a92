import { stableId } from '../../../db/stable-id.ts';

/**
 * The demo's research firms: invented names that belong to no real firm, so no invented opinion is
 * ever attributed to one. Each is labelled as demo data wherever it is shown.
 */
export type DemoFirm = {
  code: string;
  name_ar: string;
  name_en: string;
  /** How many of the covered stocks it follows (0..1) and how often it rates them. */
  coverage: number;
  /** Sessions between two ratings of a stock, at least and at most. */
  every: [number, number];
  /** How far its targets lean above the price, in basis points (optimists and sceptics). */
  bias: number;
};

export const demoFirms: readonly DemoFirm[] = [
  { code: 'dune-lantern', name_ar: 'فانوس الكثبان للأبحاث', name_en: 'Dune Lantern Research', coverage: 0.7, every: [60, 130], bias: 300 },
  { code: 'palm-compass', name_ar: 'بوصلة النخيل للتحليل', name_en: 'Palm Compass Analytics', coverage: 0.6, every: [45, 110], bias: 600 },
  {
    code: 'oasis-abacus',
    name_ar: 'عدّاد الواحة للأبحاث المالية',
    name_en: 'Oasis Abacus Equity Research',
    coverage: 0.5,
    every: [70, 150],
    bias: -100,
  },
  {
    code: 'crescent-quill',
    name_ar: 'ريشة الهلال للدراسات',
    name_en: 'Crescent Quill Studies',
    coverage: 0.55,
    every: [55, 120],
    bias: 150,
  },
  { code: 'falcon-ledger', name_ar: 'دفتر الصقر للاستشارات', name_en: 'Falcon Ledger Advisory', coverage: 0.45, every: [80, 160], bias: 0 },
  { code: 'coral-tide', name_ar: 'مدّ المرجان للأبحاث', name_en: 'Coral Tide Research', coverage: 0.5, every: [50, 125], bias: 400 },
];

export const researchFirmId = (code: string) => stableId('research-firm', code);
