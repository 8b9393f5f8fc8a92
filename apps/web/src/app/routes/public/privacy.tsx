import { InfoPage } from './info/info-page.tsx';

/** /privacy — what personal data Sahm keeps, why, for how long, and the reader's rights over it. */
export function PrivacyRoute() {
  return <InfoPage titleKey="privacy.title" intro={intro} sections={sections} />;
}

const intro = {
  ar: 'توضح هذه السياسة البيانات الشخصية التي نجمعها وكيف نستخدمها ونحميها، وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
  en: 'This policy explains which personal data we collect and how we use and protect it, under the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
};

const sections = {
  ar: [
    {
      title: 'ما نجمعه',
      body: [
        'بيانات الحساب: الاسم والبريد الإلكتروني ورقم الجوال وكلمة المرور محفوظة مشفرة بطريقة لا تسمح باسترجاعها.',
        'بيانات الاستخدام: محافظك الافتراضية وقوائم المتابعة وتفضيلاتك مثل اللغة والمظهر.',
        'بيانات الدفع: يُدخل رقم البطاقة في صفحة مزود الدفع مباشرة، ولا نحتفظ إلا بنتيجة العملية والفاتورة.',
      ],
    },
    {
      title: 'لماذا نستخدمها',
      body: 'لتشغيل حسابك واشتراكك، وإرسال رموز التحقق والفواتير، والرد على رسائلك، وقياس أداء المنصة لتحسينها. لا نبيع بياناتك ولا نشاركها لأغراض إعلانية.',
    },
    {
      title: 'من يعالجها معنا',
      body: 'مزودو الرسائل النصية والبريد الإلكتروني والدفع والتحليلات، كلٌّ في حدود ما يلزم لخدمته.',
    },
    {
      title: 'مدة الاحتفاظ',
      body: 'نحتفظ ببيانات الحساب ما دام الحساب قائمًا. عند طلب إغلاق الحساب تُحذف بياناته خلال نحو أسبوعين، عدا ما يلزم النظام الاحتفاظ به كالفواتير.',
    },
    {
      title: 'حقوقك',
      body: 'لك أن تطلع على بياناتك وتصححها من صفحة الملف الشخصي، وأن تطلب إغلاق حسابك وحذف بياناته، وأن تسحب موافقتك على الرسائل التسويقية في أي وقت. للاستفسار راسلنا من صفحة تواصل معنا.',
    },
  ],
  en: [
    {
      title: 'What we collect',
      body: [
        'Account data: your name, email address, mobile number, and your password, stored hashed so that it cannot be recovered.',
        'Usage data: your virtual portfolios, watch lists and preferences such as language and theme.',
        'Payment data: the card number is entered on the payment provider’s own page; we keep only the outcome of the payment and the invoice.',
      ],
    },
    {
      title: 'Why we use it',
      body: 'To run your account and subscription, send verification codes and invoices, answer your messages, and measure how the platform performs so we can improve it. We do not sell your data or share it for advertising.',
    },
    {
      title: 'Who processes it with us',
      body: 'Our text-message, email, payment and analytics providers, each only as far as its service needs.',
    },
    {
      title: 'How long we keep it',
      body: 'We keep account data while the account exists. When you ask for your account to be closed its data is deleted within about two weeks, except what the law requires us to keep, such as invoices.',
    },
    {
      title: 'Your rights',
      body: 'You can see and correct your data on your profile page, ask for your account to be closed and its data deleted, and withdraw your consent to marketing messages at any time. For questions, write to us from the contact page.',
    },
  ],
};
