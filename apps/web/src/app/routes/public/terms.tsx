import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-layout.tsx';

/**
 * /terms-and-conditions — the legal text is in Arabic whatever the interface language
 * (spec §2), followed by the English in-app-purchase policy.
 */
export function TermsRoute() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <PublicPage>
      <title>{`${t('terms.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {t('terms.title')}
      </Typography>
      <Box lang="ar" dir="rtl" sx={{ mb: 5 }}>
        {termsAr.map((section) => (
          <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {section.title}
            </Typography>
            <Typography>{section.body}</Typography>
          </Box>
        ))}
      </Box>
      <Box lang="en" dir="ltr">
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          In-app purchase policy
        </Typography>
        {purchasePolicyEn.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    </PublicPage>
  );
}

// Legal text: Arabic is the binding version, so it is not translated with the interface.
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
