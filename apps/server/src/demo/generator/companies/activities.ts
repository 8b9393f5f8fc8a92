/**
 * What a company of each industry group does, one sentence in each language, for the "about"
 * text of the profile. Keyed by the reference data's industry-group codes.
 */
export type Sentence = { ar: string; en: string };

const GENERAL: Sentence = {
  ar: 'تعمل في مجال نشاطها داخل المملكة وتسعى إلى توسيع أعمالها في المنطقة',
  en: 'It runs its business in the Kingdom and seeks to grow it across the region',
};

const ACTIVITIES: Readonly<Record<string, Sentence>> = {
  energy: {
    ar: 'تعمل في قطاع الطاقة في استكشاف النفط والغاز وإنتاجهما وتكريرهما وتسويق منتجاتهما',
    en: 'It works in energy: exploring for, producing, refining and marketing oil, gas and their products',
  },
  materials: {
    ar: 'تنتج المواد الأساسية من بتروكيماويات ومعادن وإسمنت ومواد بناء وتبيعها في المملكة وخارجها',
    en: 'It produces basic materials such as petrochemicals, metals, cement and building materials for the Kingdom and export',
  },
  'capital-goods': {
    ar: 'تصنّع المعدات والمنتجات الصناعية وتنفذ أعمال المقاولات والإنشاءات',
    en: 'It manufactures industrial equipment and products and carries out contracting and construction work',
  },
  'commercial-professional-svc': {
    ar: 'تقدم الخدمات التجارية والمهنية للشركات والجهات الحكومية',
    en: 'It provides commercial and professional services to businesses and government bodies',
  },
  transportation: {
    ar: 'تقدم خدمات النقل البري والبحري والجوي والخدمات اللوجستية',
    en: 'It provides land, sea and air transport and logistics services',
  },
  'consumer-durables-apparel': {
    ar: 'تصنّع السلع المعمرة والملابس والمنتجات المنزلية وتوزعها',
    en: 'It makes and distributes durable goods, apparel and household products',
  },
  'consumer-services': {
    ar: 'تقدم خدمات استهلاكية في الضيافة والمطاعم والتعليم والترفيه',
    en: 'It offers consumer services in hospitality, restaurants, education and leisure',
  },
  'consumer-discretionary-distribution-retail': {
    ar: 'تدير متاجر ومعارض لتجزئة السلع الكمالية وتوزيعها',
    en: 'It runs stores and showrooms that sell and distribute discretionary goods',
  },
  'consumer-staples-distribution-retail': {
    ar: 'تدير متاجر لتجزئة المواد الغذائية والسلع الاستهلاكية الأساسية وتوزيعها',
    en: 'It runs stores that sell and distribute food and everyday consumer goods',
  },
  'food-beverages': {
    ar: 'تنتج الأغذية والمشروبات وتوزعها في أسواق المملكة والخليج',
    en: 'It produces and distributes food and beverages for the Saudi and Gulf markets',
  },
  'household-personal-products': {
    ar: 'تصنّع منتجات العناية الشخصية والمنتجات المنزلية وتسوقها',
    en: 'It makes and markets personal-care and household products',
  },
  'health-care-equipment-svc': {
    ar: 'تقدم خدمات الرعاية الصحية من خلال المستشفيات والعيادات وتوفر المستلزمات الطبية',
    en: 'It provides health care through hospitals and clinics and supplies medical equipment',
  },
  'pharma-biotech-life-science': {
    ar: 'تصنّع الأدوية والمستحضرات الطبية وتسوقها',
    en: 'It manufactures and markets medicines and pharmaceutical products',
  },
  banks: {
    ar: 'تقدم الخدمات المصرفية للأفراد والشركات من حسابات وتمويل واستثمار وخزينة',
    en: 'It offers retail and corporate banking: accounts, financing, investment and treasury services',
  },
  'financial-services': {
    ar: 'تقدم خدمات مالية تشمل التمويل وإدارة الأصول والوساطة والاستثمار',
    en: 'It provides financial services including financing, asset management, brokerage and investment',
  },
  insurance: {
    ar: 'تقدم خدمات التأمين التعاوني في التأمين الصحي وتأمين المركبات والممتلكات',
    en: 'It provides cooperative insurance: health, motor and property cover',
  },
  'software-services': {
    ar: 'تقدم حلول تقنية المعلومات والبرمجيات والخدمات الرقمية',
    en: 'It provides information-technology solutions, software and digital services',
  },
  'media-entertainment': {
    ar: 'تعمل في الإعلام والنشر والإعلان والترفيه',
    en: 'It works in media, publishing, advertising and entertainment',
  },
  'telecommunication-services': {
    ar: 'تقدم خدمات الاتصالات المتنقلة والثابتة والإنترنت والحلول الرقمية',
    en: 'It provides mobile, fixed-line, internet and digital services',
  },
  utilities: {
    ar: 'تعمل في توليد الكهرباء ونقلها وتحلية المياه ومعالجتها',
    en: 'It generates and transmits electricity and desalinates and treats water',
  },
  reits: {
    ar: 'يستثمر في عقارات مدرة للدخل ويوزع معظم صافي دخله على مالكي الوحدات',
    en: 'It invests in income-producing real estate and distributes most of its net income to unitholders',
  },
  'closed-end-funds': {
    ar: 'يستثمر رأس ماله الثابت وفق استراتيجية الصندوق المعلنة',
    en: 'It invests its fixed capital according to its stated strategy',
  },
  etfs: {
    ar: 'يتتبع أداء مؤشره ويتداول كالسهم طوال جلسة السوق',
    en: 'It tracks its index and trades like a share throughout the session',
  },
  'real-estate-management-development': {
    ar: 'تطور المشاريع العقارية السكنية والتجارية وتديرها',
    en: 'It develops and manages residential and commercial real estate',
  },
};

export function activityOf(industryGroup: string): Sentence {
  return ACTIVITIES[industryGroup] ?? GENERAL;
}
