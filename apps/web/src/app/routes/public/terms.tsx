import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { InfoSections } from './info/info-sections.tsx';
import { PublicPage } from './public-layout.tsx';

/**
 * /terms-and-conditions — the terms and the in-app purchase policy, wholly in the reader's
 * language. The Arabic terms are the binding version (spec §2): the English page says so and can
 * show the Arabic text beside it, marked as Arabic, so nothing on the page mixes languages unasked.
 */
export function TermsRoute() {
  const { t } = useTranslation(['landing', 'common']);
  const locale = useLocale();
  const [showArabic, setShowArabic] = useState(false);
  const terms = locale === 'ar' ? termsAr : termsEn;
  return (
    <PublicPage>
      <title>{`${t('terms.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {t('terms.title')}
      </Typography>
      {locale === 'en' && (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('terms.bindingNote')}{' '}
          <Link component="button" type="button" onClick={() => setShowArabic((shown) => !shown)} sx={{ verticalAlign: 'baseline' }}>
            {t(showArabic ? 'terms.hideArabic' : 'terms.showArabic')}
          </Link>
        </Typography>
      )}
      <InfoSections sections={terms} />
      {showArabic && locale === 'en' && (
        <Box lang="ar" dir="rtl" data-testid="terms-arabic" sx={{ mb: 5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <InfoSections sections={termsAr} />
        </Box>
      )}
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('terms.purchasePolicy')}
      </Typography>
      {(locale === 'ar' ? purchasePolicyAr : purchasePolicyEn).map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </PublicPage>
  );
}

// Legal text: the Arabic is the binding version; the English is its translation.
const termsAr = [
  { title: 'التعريف', body: 'تنظّم هذه الشروط استخدامك لمنصة سهم وخدماتها. باستخدامك المنصة فإنك توافق على هذه الشروط.' },
  {
    title: 'الاشتراكات الشخصية',
    body: 'الاشتراكات في المنصة اشتراكات شخصية للأفراد، ولا يجوز استخدامها لأغراض الشركات أو المنشآت. تتوفر باقة الشركات بالتواصل معنا عبر البريد الإلكتروني.',
  },
  { title: 'عدم مشاركة الحساب', body: 'لا يجوز مشاركة الحساب أو بيانات الدخول مع أي شخص آخر، ويحق للمنصة إيقاف الحساب عند ثبوت المشاركة.' },
  {
    title: 'التجديد التلقائي والاسترداد',
    body: 'تتجدد الاشتراكات المدفوعة تلقائيًا في نهاية كل فترة اشتراك ما لم تُلغَ قبل ذلك. لا يُسترد مبلغ الفترة الحالية بعد بدئها.',
  },
  {
    title: 'الفترة التجريبية',
    body: 'يحصل كل حساب جديد على تجربة مجانية للباقة الاحترافية مدتها ثلاثة أيام، ثم ينتقل إلى الباقة الأساسية المجانية ما لم يشترك.',
  },
  { title: 'إغلاق الحساب', body: 'يمكنك طلب إغلاق حسابك من صفحة حذف الحساب، وتستغرق معالجة الطلب نحو أسبوعين.' },
  {
    title: 'المعلومات المعروضة',
    body: 'البيانات المعروضة لأغراض المعلومات فقط ولا تُعد توصية بالشراء أو البيع، وقد تتأخر الأسعار حتى 15 دقيقة.',
  },
];

const purchasePolicyEn = [
  'Subscriptions bought in the app are personal and billed monthly or yearly in Saudi riyals, VAT included.',
  'A subscription renews automatically at the end of each period unless it is cancelled before then. The amount of the current period is not refunded once the period has started.',
  'When you upgrade, the unused value of your current paid period is credited against the new package.',
  'Accounts may not be shared. A request to close an account takes about two weeks to complete.',
];

const termsEn = [
  {
    title: 'Definition',
    body: 'These terms govern your use of the Sahm platform and its services. By using the platform you accept these terms.',
  },
  {
    title: 'Personal subscriptions',
    body: 'Subscriptions to the platform are personal subscriptions for individuals and may not be used for companies or organisations. A corporate package is available by contacting us by email.',
  },
  {
    title: 'No account sharing',
    body: 'An account and its sign-in details may not be shared with anyone else; the platform may suspend an account found to be shared.',
  },
  {
    title: 'Automatic renewal and refunds',
    body: 'Paid subscriptions renew automatically at the end of each subscription period unless cancelled before then. The amount of the current period is not refunded once it has started.',
  },
  {
    title: 'Trial period',
    body: 'Every new account gets a free three-day trial of the Professional package, then moves to the free Basic package unless it subscribes.',
  },
  {
    title: 'Closing an account',
    body: 'You can ask to close your account from the delete-account page; the request takes about two weeks to process.',
  },
  {
    title: 'Information shown',
    body: 'The data shown is for information only and is not a recommendation to buy or sell; prices may be delayed by up to 15 minutes.',
  },
];

const purchasePolicyAr = [
  'الاشتراكات المشتراة في التطبيق اشتراكات شخصية، تُدفع شهريًا أو سنويًا بالريال السعودي شاملةً ضريبة القيمة المضافة.',
  'يتجدد الاشتراك تلقائيًا في نهاية كل فترة ما لم يُلغَ قبل ذلك، ولا يُسترد مبلغ الفترة الحالية بعد بدئها.',
  'عند الترقية تُحتسب القيمة غير المستخدمة من فترتك المدفوعة الحالية رصيدًا للباقة الجديدة.',
  'لا يجوز مشاركة الحسابات، ويستغرق طلب إغلاق الحساب نحو أسبوعين.',
];
