import { defineMessages } from '../../platform/messages.ts';

/** Live data (GraphQL at /graphql): the limits of one operation, and of one socket. */
export const messages = defineMessages('live', {
  queryTooDeep: {
    en: 'The query nests fields {depth} levels deep; at most {max} are allowed',
    ar: 'يتداخل الاستعلام بعمق {depth} مستويات؛ الحد الأقصى {max}',
  },
  queryTooManyAliases: {
    en: 'The query uses {count} aliases; at most {max} are allowed',
    ar: 'يستخدم الاستعلام {count} من الأسماء المستعارة؛ الحد الأقصى {max}',
  },
  queryTooCostly: {
    en: 'The query asks for too much at once (estimated cost {cost}, at most {max}); ask for fewer items or fields',
    ar: 'يطلب الاستعلام الكثير دفعة واحدة (التكلفة المقدرة {cost} والحد الأقصى {max})؛ اطلب عناصر أو حقولًا أقل',
  },
  queryTooLong: { en: 'The query is too long: at most {max} tokens', ar: 'الاستعلام طويل جدًا: الحد الأقصى {max} رمزًا' },
  subscriptionOverHttp: {
    en: 'Subscriptions are served over a WebSocket at /graphql',
    ar: 'الاشتراكات متاحة عبر اتصال WebSocket على /graphql',
  },
  tooManySubscriptions: {
    en: 'At most {max} subscriptions can run on one connection',
    ar: 'لا يمكن تشغيل أكثر من {max} اشتراكًا على اتصال واحد',
  },
});
