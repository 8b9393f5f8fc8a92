import type { Locale } from '@sahm/contracts/common';
import type { ScreenerField } from '@sahm/contracts/screener';

/** A field's label in the page's language (the field list carries both). */
export const fieldLabel = (field: Pick<ScreenerField, 'label_ar' | 'label_en'>, locale: Locale): string =>
  locale === 'ar' ? field.label_ar : field.label_en;
