import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('company-admin', {
  stockNotFound: { en: 'Stock not found', ar: 'السهم غير موجود' },
  marketNotFound: { en: 'Market not found', ar: 'السوق غير موجودة' },
  sectorNotFound: { en: 'Sector not found', ar: 'القطاع غير موجود' },
  recordNotFound: { en: 'Record not found for this stock', ar: 'السجل غير موجود لهذا السهم' },
  profileNotFound: { en: 'This stock has no profile yet; create it first', ar: 'لا يوجد ملف تعريفي لهذا السهم بعد؛ أنشئه أولًا' },
  profileExists: { en: 'This stock already has a profile; update it instead', ar: 'لهذا السهم ملف تعريفي بالفعل؛ عدّله بدلًا من ذلك' },
  symbolTaken: { en: 'Another stock already has the symbol code {code}', ar: 'الرمز {code} مستخدم لسهم آخر' },
  stockHeld: {
    en: 'This stock cannot be deleted: {count} portfolio(s) hold it or have traded it',
    ar: 'لا يمكن حذف هذا السهم: {count} محفظة تملكه أو تداولته',
  },
  stockCreated: { en: 'Stock created', ar: 'تم إنشاء السهم' },
  stockDeleted: { en: 'Stock deleted', ar: 'تم حذف السهم' },
  logoRemoved: { en: 'Logo removed; the generated mark is shown again', ar: 'تمت إزالة الشعار؛ تعود العلامة المولّدة للظهور' },
  logoSaved: { en: 'Logo saved', ar: 'تم حفظ الشعار' },
  recordDeleted: { en: 'Record deleted', ar: 'تم حذف السجل' },

  // Rules of a value (422, naming the field).
  mustBePositive: { en: 'Must be more than zero', ar: 'يجب أن تكون القيمة أكبر من صفر' },
  tooManyDecimals: { en: 'At most {decimals} decimals', ar: 'بحد أقصى {decimals} منازل عشرية' },
  ratioOutOfRange: { en: 'Must be a fraction from 0 to 1 (0.75 = 75%)', ar: 'يجب أن تكون نسبة بين 0 و1 (0.75 = 75%)' },
  percentOutOfRange: { en: 'Must be a percentage from 0 to 100', ar: 'يجب أن تكون نسبة مئوية بين 0 و100' },
  amountTooLarge: { en: 'The amount is too large', ar: 'المبلغ أكبر من المسموح' },
  dueBeforeAnnouncement: { en: 'The due date cannot be before the announcement date', ar: 'لا يمكن أن يسبق تاريخ الاستحقاق تاريخ الإعلان' },
  distributionBeforeDue: { en: 'The distribution date cannot be before the due date', ar: 'لا يمكن أن يسبق تاريخ التوزيع تاريخ الاستحقاق' },
  periodTaken: {
    en: 'This stock already has a dividend for {period} {year}',
    ar: 'لهذا السهم توزيع أرباح مسجل عن {period} {year}',
  },
  periodTwiceInFile: { en: 'The file has {period} {year} of this stock twice', ar: 'يتكرر {period} {year} لهذا السهم في الملف' },
  holdersOver100: {
    en: 'The current shareholders of {code} would hold {total}% of the shares; at most 100%',
    ar: 'ستبلغ نسبة كبار الملاك الحاليين في {code} ‏{total}% من الأسهم؛ والحد الأقصى 100%',
  },
  holderIsCurrent: {
    en: 'This shareholder is already a current holder of the stock; update that record',
    ar: 'هذا المساهم من كبار الملاك الحاليين للسهم بالفعل؛ عدّل سجله',
  },
  holderTwiceInFile: { en: 'The file lists this holder of the stock twice', ar: 'يتكرر هذا المالك للسهم نفسه في الملف' },
  memberTwiceInFile: { en: 'The file lists this board member of the stock twice', ar: 'يتكرر عضو المجلس هذا للسهم نفسه في الملف' },
  datesDifferInFile: {
    en: 'All rows of one stock must have the same date ({date})',
    ar: 'يجب أن يكون لكل صفوف السهم الواحد التاريخ نفسه ({date})',
  },
  effectiveBeforeAnnouncement: {
    en: 'The effective date cannot be before the announcement date',
    ar: 'لا يمكن أن يسبق تاريخ السريان تاريخ الإعلان',
  },
  sharesMustIncrease: { en: 'A {type} must increase the number of shares', ar: 'يجب أن يزيد {type} عدد الأسهم' },
  sharesMustDecrease: { en: 'A capital reduction must decrease the number of shares', ar: 'يجب أن يقلل تخفيض رأس المال عدد الأسهم' },
  offerPriceRequired: { en: 'A rights issue needs an offer price', ar: 'تتطلب زيادة رأس المال بطرح أسهم حقوق سعر طرح' },
  offerPriceOnlyForRights: { en: 'Only a rights issue has an offer price', ar: 'سعر الطرح لزيادة رأس المال بطرح أسهم حقوق فقط' },
  typeRightsIssue: { en: 'rights issue', ar: 'طرح أسهم حقوق أولوية' },
  typeBonusShares: { en: 'bonus share issue', ar: 'منح أسهم مجانية' },
  typeStockSplit: { en: 'stock split', ar: 'تجزئة السهم' },

  // Uploads.
  notMultipart: {
    en: 'Send the file as multipart/form-data in the field "file"',
    ar: 'أرسل الملف بصيغة multipart/form-data في الحقل "file"',
  },
  fileRequired: { en: 'The field file is required', ar: 'الحقل file مطلوب' },
  fileTooLarge: { en: 'The file is larger than {limit}', ar: 'حجم الملف أكبر من {limit}' },
  logoType: { en: 'The logo must be a PNG, JPEG or WebP image', ar: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP' },
  tableType: {
    en: 'The file must be a CSV (UTF-8) or an Excel workbook (XLSX)',
    ar: 'يجب أن يكون الملف CSV (بترميز UTF-8) أو مصنف Excel ‏(XLSX)',
  },
  workbookType: { en: 'The file must be an Excel workbook (XLSX)', ar: 'يجب أن يكون الملف مصنف Excel ‏(XLSX)' },
  tableUnreadable: { en: 'The file could not be read: {reason}', ar: 'تعذرت قراءة الملف: {reason}' },
  workbookTooLarge: {
    en: 'The workbook unpacks to more than the allowed size',
    ar: 'يتجاوز حجم المصنف بعد فك ضغطه الحد المسموح',
  },
  tableEmpty: { en: 'The file has no rows under its header', ar: 'لا توجد صفوف تحت العناوين في الملف' },
  tooManyRows: { en: 'The file has more than {max} rows', ar: 'يحتوي الملف على أكثر من {max} صف' },
  missingColumns: { en: 'The file lacks the column(s): {columns}', ar: 'ينقص الملف العمود (الأعمدة): {columns}' },
  unknownColumns: { en: 'The file has unknown column(s): {columns}', ar: 'في الملف عمود (أعمدة) غير معروفة: {columns}' },
  symbolNotInMarket: { en: 'No stock {code} in this market', ar: 'لا يوجد سهم برمز {code} في هذه السوق' },
});

export type MessageName = Parameters<typeof messages.t>[1];
