import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('financial-reports', {
  attachmentNotFound: { en: 'Report file not found for this stock', ar: 'ملف التقرير غير موجود لهذا السهم' },
  generatedNotDeletable: {
    en: 'This file is drawn from the stored statements and cannot be deleted',
    ar: 'هذا الملف مولّد من القوائم المالية المخزنة ولا يمكن حذفه',
  },
  attachmentSaved: { en: 'Report file saved', ar: 'تم حفظ ملف التقرير' },
  attachmentDeleted: { en: 'Report file deleted', ar: 'تم حذف ملف التقرير' },

  // Refusals of an upload (422, naming the field).
  notPdf: { en: 'The file must be a PDF document', ar: 'يجب أن يكون الملف مستند PDF' },
  periodNotEnded: {
    en: 'The period {period} {year} has not ended yet (it ends on {date})',
    ar: 'لم تنتهِ الفترة {period} {year} بعد (تنتهي في {date})',
  },
  yearBeforeCompany: {
    en: 'The company has no financial year {year} (its first is {first})',
    ar: 'لا توجد للشركة سنة مالية {year} (أولى سنواتها {first})',
  },

  // The generated statements PDF.
  reportTitle: { en: 'Financial statements', ar: 'القوائم المالية' },
  periodOfYear: { en: '{period} — financial year {year}', ar: '{period} — السنة المالية {year}' },
  periodEnded: { en: 'Period ended {date}', ar: 'الفترة المنتهية في {date}' },
  units: {
    en: 'Figures in millions of Saudi riyals; per-share figures in riyals; share counts in millions of shares. Losses and outflows in parentheses.',
    ar: 'الأرقام بملايين الريالات السعودية؛ ونصيب السهم بالريال؛ وعدد الأسهم بملايين الأسهم. الخسائر والتدفقات الخارجة بين قوسين.',
  },
  demoFooter: {
    en: 'These figures are generated demo data, not the company’s published statements.',
    ar: 'هذه الأرقام بيانات تجريبية مولّدة، وليست القوائم المنشورة للشركة.',
  },
  lineItem: { en: 'Line item', ar: 'البند' },
  income_statement: { en: 'Income statement', ar: 'قائمة الدخل' },
  balance_sheet: { en: 'Balance sheet', ar: 'قائمة المركز المالي' },
  cash_flow: { en: 'Cash flow statement', ar: 'قائمة التدفقات النقدية' },
  noFigures: { en: 'No figures stored for this period.', ar: 'لا توجد أرقام مخزنة لهذه الفترة.' },
  ANNUAL: { en: 'Annual', ar: 'سنوي' },
  H1: { en: 'First half', ar: 'النصف الأول' },
  H2: { en: 'Second half', ar: 'النصف الثاني' },
  Q1: { en: 'First quarter', ar: 'الربع الأول' },
  Q2: { en: 'Second quarter', ar: 'الربع الثاني' },
  Q3: { en: 'Third quarter', ar: 'الربع الثالث' },
  Q4: { en: 'Fourth quarter', ar: 'الربع الرابع' },
});
