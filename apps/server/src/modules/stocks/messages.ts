import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('stocks', {
  stockNotFound: { en: 'Stock not found', ar: 'السهم غير موجود' },
  favoriteStockAdded: { en: 'Stock added to favorites', ar: 'تمت إضافة السهم إلى المفضلة' },
  favoriteStockRemoved: { en: 'Stock removed from favorites', ar: 'تمت إزالة السهم من المفضلة' },
});
