import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('portfolio-share', {
  // The same answer for an unknown and a revoked link, so tokens cannot be probed.
  sharedPortfolioNotFound: {
    en: 'This shared portfolio link does not exist or was turned off',
    ar: 'رابط المحفظة المشتركة غير موجود أو أُوقف',
  },
  pageTitle: { en: '{name}: a shared portfolio | Sahm', ar: '{name}: محفظة مشتركة | سهم' },
  pageDescription: {
    en: '{count} holdings with their weights, sectors and returns against TASI; no amounts are shown.{since}',
    ar: '{count} من الأسهم بأوزانها وقطاعاتها وعوائدها مقابل تاسي، دون أي مبالغ.{since}',
  },
  pageSince: { en: ' Return since start: {percent}%.', ar: ' العائد منذ البداية: {percent}٪.' },
});
