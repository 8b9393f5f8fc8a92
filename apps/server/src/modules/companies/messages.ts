import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('companies', {
  profileNotFound: { en: 'This company has no published profile yet', ar: 'لم يُنشر ملف هذه الشركة بعد' },
});
