import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('payments', {
  promoNotFound: { en: 'This discount code does not exist', ar: 'رمز الخصم غير موجود' },
  promoExpired: { en: 'The discount code {code} is not valid now', ar: 'رمز الخصم {code} غير صالح حاليًا' },
  promoUsedUp: { en: 'The discount code {code} has already been used', ar: 'تم استخدام رمز الخصم {code} من قبل' },
  promoPeriodMismatch: { en: 'The discount code {code} does not match the payment plan', ar: 'رمز الخصم {code} لا يتوافق مع خطة الدفع' },
  packagePriceNotFound: { en: 'Package price not found', ar: 'سعر الباقة غير موجود' },
  cannotBuyPackage: { en: 'This package cannot be bought', ar: 'لا يمكن شراء هذه الباقة' },
  alreadyHeld: { en: 'You already hold this package for this period', ar: 'أنت مشترك بالفعل في هذه الباقة لهذه المدة' },
  paymentUnknown: { en: 'The payment provider does not know this payment', ar: 'مزود الدفع لا يعرف هذه العملية' },
  paymentMismatch: { en: 'This payment was not made for this purchase', ar: 'هذه العملية لم تتم لهذا الشراء' },
  paymentProviderUnavailable: {
    en: 'The payment provider cannot be reached right now; your payment is safe, try again shortly',
    ar: 'تعذر الوصول إلى مزود الدفع حاليًا؛ دفعتك محفوظة، حاول مرة أخرى بعد قليل',
  },
  paymentNotPaid: { en: 'The payment was not completed', ar: 'لم تكتمل عملية الدفع' },
  paymentAmountMismatch: { en: 'The amount paid does not match the amount due', ar: 'المبلغ المدفوع لا يطابق المبلغ المستحق' },
  webhookSecretWrong: { en: 'Unknown webhook sender', ar: 'مرسل غير معروف' },
  quoteExpired: {
    en: 'The price offer for this payment has expired; the amount due has changed, so please review it and pay again',
    ar: 'انتهت صلاحية عرض السعر لهذه العملية وتغيّر المبلغ المستحق؛ يرجى مراجعته والدفع مرة أخرى',
  },
  quoteUnknown: {
    en: 'This payment does not match a price offer made to you; please review the amount and pay again',
    ar: 'هذه العملية لا تطابق عرض سعر قُدّم لك؛ يرجى مراجعة المبلغ والدفع مرة أخرى',
  },
  sandboxKeyWrong: { en: 'Unknown publishable key', ar: 'مفتاح النشر غير معروف' },
  callbackOffSite: { en: 'The return address must be a page on this site', ar: 'يجب أن يكون عنوان العودة صفحة على هذا الموقع' },
});
