import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { paths } from '../../paths.ts';
import { NewsFeed } from './news-feed.tsx';
import { WithNewsLinks } from './news-links.tsx';

/** The news area's parts (spec §2 sub-areas), each its own address. */
const areas = [
  { value: 'all', href: paths.news.href() },
  { value: 'market', href: paths.newsMarket.href() },
  { value: 'advisors', href: paths.newsAdvisors.href() },
  { value: 'calendar', href: paths.newsCalendar.href() },
  { value: 'dividends', href: paths.newsDividends.href() },
] as const;

/** A news page: its title, the sub-areas' tabs, live refreshing and the news links. */
export function NewsFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['news', 'common']);
  const { pathname } = useLocation();
  const current = areas.find((area) => area.href === pathname)?.value ?? false;
  return (
    <WithNewsLinks>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
        <title>{`${title} | ${t('common:appName')}`}</title>
        <NewsFeed />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <TabStrip
          label={t('areas.label')}
          value={current}
          tabs={areas.map((area) => ({ value: area.value, href: area.href, label: t(`areas.${area.value}`) }))}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        />
        {children}
      </Box>
    </WithNewsLinks>
  );
}
