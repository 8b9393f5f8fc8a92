import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('funds', {
  fundNotFound: { en: 'Fund not found', ar: 'الصندوق غير موجود' },
  // The English of both is the spec's.
  favoriteFundAdded: { en: 'Fund successfully added to favorites', ar: 'تمت إضافة الصندوق إلى المفضلة بنجاح' },
  favoriteFundRemoved: { en: 'Fund successfully removed from favorites', ar: 'تمت إزالة الصندوق من المفضلة بنجاح' },
});
