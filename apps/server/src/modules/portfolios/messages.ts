import { defineMessages } from '../../platform/messages.ts';

/** J000 is the spec's trading-hours code: the client looks for it in the detail. */
export const messages = defineMessages('portfolios', {
  portfolioNotFound: { en: 'Portfolio not found', ar: 'المحفظة غير موجودة' },
  rightsNotFound: { en: 'Rights issue not found', ar: 'لم يُعثر على الاكتتاب في حقوق الأولوية' },
  rightsNotOpen: {
    en: 'The rights can be taken up from {from} through {to}',
    ar: 'يمكن الاكتتاب في حقوق الأولوية من {from} حتى {to}',
  },
  rightsNotEntitled: {
    en: 'This portfolio held no shares entitling it to this rights issue',
    ar: 'لم تكن المحفظة تملك أسهمًا تخولها الاكتتاب في حقوق الأولوية هذه',
  },
  rightsExceedEntitlement: {
    en: 'The portfolio is entitled to {entitled} new shares at most',
    ar: 'يحق للمحفظة {entitled} سهمًا جديدًا على الأكثر',
  },
  rightsAlreadySubscribed: {
    en: 'These rights have already been taken up',
    ar: 'سبق الاكتتاب في حقوق الأولوية هذه',
  },
  rightsSubscribed: { en: 'New shares bought at the offer price', ar: 'تم شراء الأسهم الجديدة بسعر الطرح' },
  portfolioLimitReached: { en: 'You can have at most {max} portfolios', ar: 'لا يمكن أن يزيد عدد المحافظ على {max}' },
  multiplePortfoliosNotAllowed: {
    en: 'Your plan allows one portfolio; upgrade to Professional to use several',
    ar: 'باقتك تتيح محفظة واحدة؛ رقِّ اشتراكك إلى الاحترافية لاستخدام عدة محافظ',
  },
  cannotDeleteDefaultPortfolio: { en: 'The default portfolio cannot be deleted', ar: 'لا يمكن حذف المحفظة الافتراضية' },
  cannotUntickDefaultPortfolio: { en: 'Make another portfolio the default instead', ar: 'اجعل محفظة أخرى هي الافتراضية بدلًا من ذلك' },
  insufficientCash: {
    en: 'Not enough cash in the portfolio: {required} SAR needed, {cash} SAR available',
    ar: 'النقد في المحفظة غير كافٍ: المطلوب {required} ريال والمتاح {cash} ريال',
  },
  cashBelowZero: { en: 'Cash cannot go below zero: {cash} SAR available', ar: 'لا يمكن أن يقل النقد عن الصفر: المتاح {cash} ريال' },
  cashEditLocked: { en: 'Cash cannot be changed in this portfolio', ar: 'لا يمكن تعديل النقد في هذه المحفظة' },
  stockLimitBasic: {
    en: 'Your plan allows {limit} stocks per portfolio; upgrade to Advanced to add more',
    ar: 'باقتك تتيح {limit} أسهم في المحفظة؛ رقِّ اشتراكك إلى المتقدمة لإضافة المزيد',
  },
  stockLimitAdvanced: {
    en: 'Your plan allows {limit} stocks per portfolio; upgrade to Professional to add more',
    ar: 'باقتك تتيح {limit} سهمًا في المحفظة؛ رقِّ اشتراكك إلى الاحترافية لإضافة المزيد',
  },
  stockNotHeld: { en: 'This portfolio does not hold this stock', ar: 'هذه المحفظة لا تملك هذا السهم' },
  sharesExceedHolding: { en: 'You hold only {held} shares of this stock', ar: 'تملك {held} سهمًا فقط من هذا السهم' },
  priceOffTick: {
    en: 'The price must be a multiple of {tick} SAR at this level',
    ar: 'يجب أن يكون السعر من مضاعفات {tick} ريال عند هذا المستوى',
  },
  buyingDateRequired: { en: 'The buying date is required', ar: 'تاريخ الشراء مطلوب' },
  buyingDateInFuture: { en: 'The buying date cannot be in the future', ar: 'لا يمكن أن يكون تاريخ الشراء في المستقبل' },
  buyingDateBeforeListing: {
    en: 'The stock was listed on {listing}; pick a later buying date',
    ar: 'أُدرج السهم في {listing}؛ اختر تاريخ شراء لاحقًا',
  },
  buyingDateNotTradingDay: { en: 'The market did not trade on {date}', ar: 'لم يكن السوق يتداول في {date}' },
  holdingTooLarge: {
    en: 'A portfolio can hold at most {max} shares of one stock; it holds {held}',
    ar: 'لا يمكن أن تزيد أسهم الشركة الواحدة في المحفظة على {max} سهم؛ وفيها الآن {held}',
  },
  cashAboveMax: { en: 'Cash in a portfolio cannot exceed {max} SAR', ar: 'لا يمكن أن يزيد النقد في المحفظة على {max} ريال' },
  tradingClosedBuy: {
    en: 'J000: Buying is available Sunday to Thursday, from 10:15 AM to 3:30 PM',
    ar: 'J000: الشراء متاح من الأحد إلى الخميس، من 10:15 صباحًا حتى 3:30 مساءً',
  },
  tradingClosedSell: {
    en: 'J000: Selling is available Sunday to Thursday, from 10:00 AM to 3:30 PM',
    ar: 'J000: البيع متاح من الأحد إلى الخميس، من 10:00 صباحًا حتى 3:30 مساءً',
  },
  portfolioAdded: { en: 'Portfolio added', ar: 'تمت إضافة المحفظة' },
  portfolioRenamed: { en: 'Portfolio updated', ar: 'تم تحديث المحفظة' },
  portfolioDeleted: { en: 'Portfolio {name} deleted', ar: 'تم حذف المحفظة {name}' },
  cashAdded: { en: 'Cash value updated', ar: 'تم تحديث قيمة النقد' },
  buySuccess: { en: 'Purchase recorded', ar: 'تم تسجيل عملية الشراء' },
  sellSuccess: { en: 'Sale recorded', ar: 'تم تسجيل عملية البيع' },
  holdingRemoved: { en: 'Stock removed from the portfolio', ar: 'تمت إزالة السهم من المحفظة' },
  portfolioCash: { en: 'Cash', ar: 'النقد' },
  portfolioStocks: { en: 'Stocks', ar: 'الأسهم' },
});
