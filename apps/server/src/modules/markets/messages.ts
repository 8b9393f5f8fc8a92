import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('markets', {
  marketNotFound: { en: 'Market not found', ar: 'السوق غير موجود' },
});
