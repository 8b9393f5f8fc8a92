import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../paths.ts';
import { InfoPage } from './info/info-page.tsx';

/** /about — what Sahm is, whom it serves and what it does not do. */
export function AboutRoute() {
  const { t } = useTranslation('landing');
  return (
    <InfoPage titleKey="about.title" intro={intro} sections={sections}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.packages.href()} variant="contained">
          {t('about.packages')}
        </Button>
        <Button component={RouterLink} to={paths.contact.href()} variant="outlined">
          {t('about.contact')}
        </Button>
      </Stack>
    </InfoPage>
  );
}

const intro = {
  ar: 'سهم منصة معلومات عن السوق المالية السعودية، صُممت للمستثمر الفرد بالعربية أولًا وبالإنجليزية أيضًا.',
  en: 'Sahm is an information platform for the Saudi stock market, built for individual investors in Arabic first and in English too.',
};

const sections = {
  ar: [
    {
      title: 'ما نقدمه',
      body: [
        'أسعار الأسهم والمؤشرات في السوق الرئيسية ونمو قريبًا من الوقت الحقيقي، وصفحات للشركات والصناديق فيها ملفاتها والمساهمون الكبار والأرباح الموزعة والقوائم المالية والمؤشرات المالية.',
        'الإعلانات والأحداث وتقويم التوزيعات، وأدوات التحليل: فلترة الأسهم ومقارنة الشركات والقطاعات وتوصيات المحللين.',
        'محافظ افتراضية تتابع فيها صفقاتك وأداءها دون تداول حقيقي.',
      ],
    },
    {
      title: 'ما لا نقدمه',
      body: 'سهم لا ينفذ أوامر بيع أو شراء ولا يدير أموالًا. ما يُعرض للمعلومات فقط وليس توصية بالشراء أو البيع، وقد تتأخر الأسعار حتى 15 دقيقة.',
    },
    {
      title: 'الباقات',
      body: 'الباقة الأساسية مجانية، والباقتان المتقدمة والاحترافية تفتحان القوائم المالية والمؤشرات وأدوات التحليل ومحافظ أكثر. يحصل كل حساب جديد على تجربة مجانية للباقة الاحترافية مدتها ثلاثة أيام.',
    },
    {
      title: 'البيانات التجريبية',
      body: 'في النسخة التجريبية تُعرض أسماء الشركات ورموزها الحقيقية، أما الأسعار والقوائم والإعلانات فمولّدة للعرض ومعلَّمة بذلك.',
    },
  ],
  en: [
    {
      title: 'What we offer',
      body: [
        'Near-real-time prices of shares and indices on the Main Market and Nomu, and pages for companies and funds with their profiles, major shareholders, dividends, financial statements and indicators.',
        'Announcements, events and the dividend calendar, and analysis tools: a stock screener, comparisons of companies and sectors, and analyst recommendations.',
        'Virtual portfolios in which you follow your trades and their performance, with no real trading.',
      ],
    },
    {
      title: 'What we do not do',
      body: 'Sahm places no buy or sell orders and manages no money. What it shows is for information only and is not a recommendation to buy or sell; prices may be delayed by up to 15 minutes.',
    },
    {
      title: 'Packages',
      body: 'The Basic package is free; the Advance and Professional packages open the financial statements, the indicators, the analysis tools and more portfolios. Every new account gets a free three-day trial of the Professional package.',
    },
    {
      title: 'Demo data',
      body: 'In the demo the companies’ real names and symbols are shown; prices, statements and announcements are generated for the demonstration and labelled as such.',
    },
  ],
};
