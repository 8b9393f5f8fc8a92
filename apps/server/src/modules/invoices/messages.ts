import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('invoices', {
  invoiceNotFound: { en: 'Invoice not found', ar: 'الفاتورة غير موجودة' },
});
