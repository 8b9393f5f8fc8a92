import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('invoices', {
  invoiceNotFound: { en: 'Invoice not found', ar: 'الفاتورة غير موجودة' },
  trialHasNoDocument: {
    en: 'A free trial is not a sale, so it has no invoice document',
    ar: 'التجربة المجانية ليست عملية بيع، فلا مستند فاتورة لها',
  },
});
