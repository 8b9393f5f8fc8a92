import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('alerts', {
  alertNotFound: { en: 'Alert not found', ar: 'التنبيه غير موجود' },
  stockNotFound: { en: 'Stock not found', ar: 'السهم غير موجود' },
  portfolioNotFound: { en: 'Portfolio not found', ar: 'المحفظة غير موجودة' },
  alertLimit: {
    en: 'Your plan allows {limit} alerts at a time; delete one or upgrade to {plan} for more',
    ar: 'تسمح خطتك بـ {limit} تنبيهات في وقت واحد؛ احذف تنبيهًا أو رقِّ اشتراكك إلى {plan} لمزيد منها',
  },
  alertLimitTop: {
    en: 'You have reached the {limit} alerts your plan allows at a time; delete one to add another',
    ar: 'بلغت الحد الأقصى المسموح به في خطتك وهو {limit} تنبيهًا في وقت واحد؛ احذف تنبيهًا لإضافة آخر',
  },
  stockRequired: { en: 'Choose the stock this alert watches', ar: 'اختر السهم الذي يراقبه التنبيه' },
  portfolioRequired: { en: 'Choose the portfolio this alert watches', ar: 'اختر المحفظة التي يراقبها التنبيه' },
  notForThisKind: { en: 'Not used by this kind of alert', ar: 'لا يُستخدم في هذا النوع من التنبيهات' },
  thresholdRequired: { en: 'Enter the level at which the alert fires', ar: 'أدخل المستوى الذي ينطلق عنده التنبيه' },
  thresholdRange: { en: 'Must be from {min} to {max}', ar: 'يجب أن يكون من {min} إلى {max}' },
  providerRequired: { en: 'Choose the Shariah provider to watch', ar: 'اختر الجهة الشرعية التي تراقبها' },
  pushSaved: { en: 'This browser will receive your alerts', ar: 'سيستقبل هذا المتصفح تنبيهاتك' },
});
