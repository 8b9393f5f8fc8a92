import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('plans', {
  subscriptionNotFound: { en: 'No subscription is in force', ar: 'لا يوجد اشتراك ساري' },
  accountNotFound: { en: 'User not found', ar: 'المستخدم غير موجود' },
});
