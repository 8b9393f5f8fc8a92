import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../paths.ts';
import { InfoPage } from './info/info-page.tsx';

/** /help — the help centre: the questions readers ask most, answered, and the way to ask another. */
export function HelpRoute() {
  const { t } = useTranslation('landing');
  return (
    <InfoPage titleKey="help.title" intro={intro} sections={sections}>
      <Button component={RouterLink} to={paths.contact.href()} variant="contained">
        {t('help.ask')}
      </Button>
    </InfoPage>
  );
}

const intro = {
  ar: 'إجابات عن أكثر الأسئلة شيوعًا. إن لم تجد ما تبحث عنه فراسلنا.',
  en: 'Answers to the questions we are asked most. If yours is not here, write to us.',
};

const sections = {
  ar: [
    {
      title: 'هل الأسعار مباشرة؟',
      body: 'تتحدث الأسعار أثناء الجلسة دون تحديث الصفحة، وقد تتأخر حتى 15 دقيقة عن السوق.',
    },
    {
      title: 'هل أستطيع الشراء والبيع من خلال سهم؟',
      body: 'لا. المحافظ في سهم افتراضية: تسجل فيها صفقات بأسعار السوق لتتابع أداءها، دون أموال حقيقية ودون أوامر في السوق.',
    },
    {
      title: 'ما الفرق بين الباقات؟',
      body: 'الأساسية مجانية وفيها الأسعار والأخبار وملفات الشركات ومحفظة بسهمين. المتقدمة تضيف القوائم المالية والمؤشرات وفلترة الأسهم وتوصيات المحللين ومقارنة شركة واحدة، ومحفظة حتى 15 سهمًا. الاحترافية تضيف مقارنة عدة شركات وعدة محافظ بلا حد للأسهم. التفاصيل في صفحة الباقات.',
    },
    {
      title: 'كيف أُلغي اشتراكي؟',
      body: 'يتجدد الاشتراك تلقائيًا في نهاية كل فترة. لإيقاف التجديد راسلنا من صفحة تواصل معنا قبل نهاية الفترة. لا يُسترد مبلغ الفترة الحالية بعد بدئها.',
    },
    {
      title: 'لم يصلني رمز التحقق',
      body: 'انتظر انتهاء العداد ثم اطلب رمزًا جديدًا، وتأكد من رقم الجوال أو البريد الإلكتروني المسجل.',
    },
    {
      title: 'كيف أحذف حسابي؟',
      body: 'من صفحة حذف الحساب. يستغرق الطلب نحو أسبوعين، وتُحذف بعدها بياناتك.',
    },
  ],
  en: [
    {
      title: 'Are the prices live?',
      body: 'Prices update during the session without reloading the page, and may be up to 15 minutes behind the market.',
    },
    {
      title: 'Can I buy and sell through Sahm?',
      body: 'No. Portfolios in Sahm are virtual: you record trades at market prices to follow how they perform, with no real money and no orders in the market.',
    },
    {
      title: 'What is the difference between the packages?',
      body: 'Basic is free, with prices, news, company profiles and a portfolio of two stocks. Advance adds the financial statements, the indicators, the screener, analyst recommendations, comparisons of one company, and a portfolio of up to 15 stocks. Professional adds comparisons of several companies and several portfolios with no limit on stocks. The packages page has the details.',
    },
    {
      title: 'How do I cancel my subscription?',
      body: 'A subscription renews automatically at the end of each period. To stop the renewal, write to us from the contact page before the period ends. The amount of the current period is not refunded once it has started.',
    },
    {
      title: 'My verification code did not arrive',
      body: 'Wait for the countdown to end, then ask for a new code, and check the mobile number or email address you registered.',
    },
    {
      title: 'How do I delete my account?',
      body: 'From the delete-account page. The request takes about two weeks, after which your data is deleted.',
    },
  ],
};
