import { defineMessages } from '../../platform/messages.ts';

/** Reasons a row of an imported file is refused, and what the import and its undo answer. */
export const messages = defineMessages('portfolio-import', {
  dateInvalid: {
    en: 'The date must be a day written YYYY-MM-DD or DD-MM-YYYY',
    ar: 'يجب أن يكون التاريخ يومًا بالصيغة YYYY-MM-DD أو DD-MM-YYYY',
  },
  dateInFuture: { en: 'The date cannot be in the future', ar: 'لا يمكن أن يكون التاريخ في المستقبل' },
  // A date after Arabic words reads as Arabic digits and its dashes flip it (13-06-2025): isolated left to right.
  dateBeforeListing: { en: 'The stock was listed on {listing}', ar: 'أُدرج السهم في \u2066{listing}\u2069' },
  notTradingDay: { en: 'The market did not trade on {date}', ar: 'لم يكن السوق يتداول في \u2066{date}\u2069' },
  symbolUnknown: { en: 'No listed stock has the symbol “{symbol}”', ar: 'لا يوجد سهم مدرج بالرمز «{symbol}»' },
  sideInvalid: { en: 'The side must be BUY or SELL (شراء or بيع)', ar: 'يجب أن تكون العملية شراء أو بيع (BUY أو SELL)' },
  sharesInvalid: {
    en: 'The shares must be a whole number from 1 to {max}',
    ar: 'يجب أن يكون عدد الأسهم عددًا صحيحًا من 1 إلى {max}',
  },
  priceInvalid: {
    en: 'The price must be an amount in SAR above zero, with at most two decimals, up to {max}',
    ar: 'يجب أن يكون السعر مبلغًا بالريال أكبر من الصفر، بمنزلتين عشريتين على الأكثر، حتى {max}',
  },
  rowsRefused: {
    en: '{refused} of {rows} rows refused; nothing was imported',
    ar: 'الصفوف المرفوضة: {refused} من {rows}؛ لم يُستورد شيء',
  },
  rowsChecked: { en: 'All {rows} rows can be imported', ar: 'يمكن استيراد جميع الصفوف ({rows})' },
  imported: { en: 'Trades imported: {rows}', ar: 'تم استيراد العمليات: {rows}' },
  importNotFound: { en: 'Import not found', ar: 'عملية الاستيراد غير موجودة' },
  importAlreadyUndone: { en: 'This import has already been undone', ar: 'سبق التراجع عن عملية الاستيراد هذه' },
  undoBlockedSale: {
    en: 'A later sale of {symbol} needs the imported shares; it cannot be undone',
    ar: 'بيعٌ لاحق لسهم {symbol} يعتمد على الأسهم المستوردة؛ لا يمكن التراجع',
  },
  undoBlockedLater: {
    en: 'Dividends, corporate actions or cash changes recorded since rest on this import; it cannot be undone',
    ar: 'توزيعات أو إجراءات على رأس المال أو تغييرات في النقد سُجلت بعده تعتمد على هذا الاستيراد؛ لا يمكن التراجع',
  },
  undone: { en: 'Import undone; trades removed: {rows}', ar: 'تم التراجع عن الاستيراد؛ العمليات المحذوفة: {rows}' },
  templateSheet: { en: 'Trades', ar: 'العمليات' },
});
