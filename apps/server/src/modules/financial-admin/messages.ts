import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('financial-admin', {
  stockNotFound: { en: 'Stock not found', ar: 'السهم غير موجود' },
  noFamily: {
    en: 'This stock reports no financial statements (an exchange-traded fund)',
    ar: 'لا يصدر هذا السهم قوائم مالية (صندوق مؤشرات متداول)',
  },
  periodNotFound: { en: 'This stock has no statements for {period} {year}', ar: 'لا توجد قوائم مالية لهذا السهم عن {period} {year}' },
  periodDeleted: { en: 'The statements of {period} {year} were deleted', ar: 'تم حذف القوائم المالية عن {period} {year}' },
  sheetRefused: {
    en: 'The sheet was not stored: {count} problem(s) found',
    ar: 'لم تُحفظ الورقة: وُجدت {count} مشكلة',
  },
  sheetStored: { en: 'Statements stored for {count} period(s)', ar: 'تم حفظ القوائم المالية لعدد {count} فترة' },
  yearEndSaved: {
    en: 'Financial-year end saved; {count} stored period(s) moved to it',
    ar: 'تم حفظ نهاية السنة المالية؛ ونُقلت إليها {count} فترة مخزنة',
  },
  profileNotFound: { en: 'This stock has no profile yet', ar: 'لا يوجد ملف تعريفي لهذا السهم بعد' },
  badYearGuid: { en: 'Unknown financial year', ar: 'السنة المالية غير معروفة' },
  invalidDay: { en: 'Day {day} does not exist in month {month}', ar: 'اليوم {day} غير موجود في الشهر {month}' },

  // The heading of the column a marked-up sheet adds.
  problemColumn: { en: 'problem', ar: 'المشكلة' },

  // Refusals of a sheet (spec §7 upload_sheet), one per row and period.
  missingSheet: {
    en: 'The workbook has no worksheet named {statement}',
    ar: 'لا توجد في المصنف ورقة عمل باسم {statement}',
  },
  noPeriods: { en: 'The sheet has no period columns (e.g. 2025-ANNUAL)', ar: 'لا توجد في الورقة أعمدة فترات (مثل 2025-ANNUAL)' },
  badPeriodHeader: {
    en: '"{header}" is not a period header; write the financial year and period, e.g. 2025-ANNUAL, 2025-H1 or 2025-Q3',
    ar: '"{header}" ليس عنوان فترة؛ اكتب السنة المالية والفترة، مثل 2025-ANNUAL أو 2025-H1 أو 2025-Q3',
  },
  periodNotInFilter: {
    en: 'The period {header} does not belong to an upload of {filter}',
    ar: 'الفترة {header} لا تنتمي إلى رفع من نوع {filter}',
  },
  periodTwice: { en: 'The period {header} has two columns', ar: 'للفترة {header} عمودان' },
  periodMissing: {
    en: 'This worksheet lacks the period {header} the others have',
    ar: 'تنقص ورقة العمل هذه الفترة {header} الموجودة في الأوراق الأخرى',
  },
  wrongFamily: {
    en: 'This sheet is for a {family} company; the stock reports on another template',
    ar: 'هذه الورقة لشركة من فئة {family}؛ والسهم يتبع نموذجًا آخر',
  },
  unknownKey: { en: 'Unknown line item key "{key}"', ar: 'مفتاح البند "{key}" غير معروف' },
  keyTwice: { en: 'The line item {key} appears twice', ar: 'البند {key} مكرر' },
  missingItem: { en: 'The line item {key} has no figure for {header}', ar: 'لا يوجد رقم للبند {key} في {header}' },
  notANumber: { en: '"{value}" is not a number', ar: '"{value}" ليس رقمًا' },
  notWholeThousands: {
    en: '{value} ({unit}) is not a whole number of thousands of riyals',
    ar: '{value} ({unit}) ليس عددًا صحيحًا من آلاف الريالات',
  },
  perShareDecimals: {
    en: '{value}: per-share figures are in riyals with at most 2 decimals',
    ar: '{value}: أرقام السهم الواحد بالريال وبحد أقصى منزلتين عشريتين',
  },
  sharesNotWhole: { en: '{value}: a number of shares must be whole', ar: '{value}: يجب أن يكون عدد الأسهم عددًا صحيحًا' },
  tooLarge: { en: '{value} is too large', ar: '{value} أكبر من المسموح' },
  sumMismatch: {
    en: '{key} is {value} but {parts} make {expected}',
    ar: 'قيمة {key} هي {value} بينما مجموع {parts} يساوي {expected}',
  },
  cashChange: {
    en: 'Closing cash {value} is not opening cash plus the net change in cash ({expected})',
    ar: 'النقد في نهاية الفترة {value} لا يساوي النقد في بدايتها مضافًا إليه صافي التغير ({expected})',
  },
  unbalanced: {
    en: 'Total assets {value} differ from total liabilities and equity {expected}',
    ar: 'إجمالي الموجودات {value} يختلف عن إجمالي المطلوبات وحقوق الملكية {expected}',
  },
  cashMismatch: {
    en: 'Closing cash {value} differs from the balance sheet’s cash and cash equivalents {expected}',
    ar: 'النقد في نهاية الفترة {value} يختلف عن النقد وما في حكمه في قائمة المركز المالي {expected}',
  },
});
