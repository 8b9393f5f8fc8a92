import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('sectors', {
  sectorNotFound: { en: 'Sector not found', ar: 'القطاع غير موجود' },
});
