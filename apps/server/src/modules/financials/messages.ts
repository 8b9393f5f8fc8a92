import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('financials', {
  noStatements: {
    en: 'This company has no published financial statements yet',
    ar: 'لم تُنشر القوائم المالية لهذه الشركة بعد',
  },
});
