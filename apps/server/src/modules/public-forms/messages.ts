import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('public-forms', {
  newsletterThanks: { en: 'Thank you for subscribing to our newsletter', ar: 'شكرًا لاشتراكك في نشرتنا البريدية' },
  trialRequestThanks: { en: 'Thank you! Our team will contact you to arrange your trial', ar: 'شكرًا لك! سيتواصل معك فريقنا لترتيب تجربتك' },
  deactivationReceived: {
    en: 'We received your request; closing an account takes about two weeks',
    ar: 'تلقينا طلبك؛ يستغرق إغلاق الحساب نحو أسبوعين',
  },
});
