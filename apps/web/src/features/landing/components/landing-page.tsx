import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import PieChartOutlineIcon from '@mui/icons-material/PieChartOutlineOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LANDING_READY_EVENT } from '../landing-ready.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { TrialRequestForm } from './trial-request-form.tsx';

export type LandingLinks = { register: string; login: string; dashboard: string };

const features = [
  { id: 'statements', Icon: ReceiptLongOutlinedIcon },
  { id: 'indicators', Icon: QueryStatsIcon },
  { id: 'dividends', Icon: TimelineIcon },
  { id: 'compare', Icon: CompareArrowsIcon },
  { id: 'filter', Icon: FilterAltOutlinedIcon },
  { id: 'portfolio', Icon: PieChartOutlineIcon },
] as const;

const faqs = ['what', 'trial', 'delay', 'cancel', 'payment', 'corporate'] as const;

function Section({ id, title, children, tinted = false }: { id: string; title: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'action.hover' : undefined }}>
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

export type LandingPageProps = {
  links: LandingLinks;
  licenceBadge: ReactNode;
  /** The visitor's session, read by the route; the build-time render is a visitor's. */
  signedIn: boolean;
  /** The packages on offer: the plans area's, composed by the route. */
  packages: ReactNode;
  /** The three latest news (the news area's, composed by the route), and where "all news" leads. */
  latestNews: { cards: ReactNode; moreHref: string };
};

/** The landing page (spec §2): hero, licence badge, features, packages, FAQ, newsletter, book a trial. */
export function LandingPage({ links, licenceBadge, signedIn, packages, latestNews }: LandingPageProps) {
  const { t } = useTranslation(['landing', 'plans', 'common']);
  useEffect(() => {
    document.dispatchEvent(new Event(LANDING_READY_EVENT));
  }, []);

  return (
    <>
      <title>{`${t('common:appName')} | ${t('hero.title')}`}</title>
      <Box
        component="section"
        sx={{ py: { xs: 6, md: 10 }, background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.main}14, transparent 60%)` }}
      >
        <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.25 }}>
              {t('hero.title')}
            </Typography>
            <Typography variant="h6" component="p" color="textSecondary" sx={{ fontWeight: 400 }}>
              {t('hero.subtitle')}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
              <Button component={RouterLink} to={signedIn ? links.dashboard : links.register} variant="contained" size="large">
                {signedIn ? t('nav.dashboard') : t('hero.tryNow')}
              </Button>
              {!signedIn && (
                <Button component={RouterLink} to={links.login} variant="outlined" size="large">
                  {t('nav.login')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="textSecondary">
              {t('hero.trialNote')}
            </Typography>
          </Stack>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Paper
              variant="outlined"
              sx={{ p: 3, width: '100%', maxWidth: 360, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
            >
              {licenceBadge}
            </Paper>
          </Stack>
        </Container>
      </Box>

      <Section id="features" title={t('features.title')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {features.map(({ id, Icon }) => (
            <Paper key={id} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Icon color="primary" aria-hidden />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t(`features.items.${id}.title`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`features.items.${id}.body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section id="latest-news" title={t('news.title')}>
        {latestNews.cards}
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to={latestNews.moreHref} variant="outlined">
            {t('news.more')}
          </Button>
        </Box>
      </Section>

      <Section id="packages" title={t('plans:packages.title')} tinted>
        {packages}
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <Box sx={{ maxWidth: 820, mx: 'auto' }}>
          {faqs.map((id) => (
            <Accordion key={id} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${id}-content`} id={`faq-${id}-header`}>
                <Typography sx={{ fontWeight: 600 }}>{t(`faq.items.${id}.q`)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="textSecondary">{t(`faq.items.${id}.a`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Section>

      <Section id="contact" title={t('contact.title')} tinted>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: 3 }} id="book-trial">
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('trial.title')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('trial.subtitle')}
            </Typography>
            <TrialRequestForm />
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('newsletter.title')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('newsletter.subtitle')}
            </Typography>
            <NewsletterForm />
          </Paper>
        </Box>
      </Section>
    </>
  );
}
