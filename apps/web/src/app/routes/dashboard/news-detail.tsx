import i18next from 'i18next';
import { guidSchema } from '@sahm/contracts/common';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useAnnouncement } from '../../../features/news/api/get-announcements.ts';
import { AnnouncementArticle } from '../../../features/news/components/announcement-article.tsx';
import { LatestAnnouncements } from '../../../features/news/components/latest-announcements.tsx';
import type { NewsOrigin } from '../../../features/news/links.tsx';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { paths } from '../../paths.ts';
import { DetailState } from './detail-state.tsx';
import { NewsFeed } from './news-feed.tsx';
import { WithNewsLinks } from './news-links.tsx';

await i18next.loadNamespaces(['news']);

/** Spec §9: the side list holds five of the company's announcements. */
const SIDE_LIST = 5;

/** Where the back link leads: the page the reader came from (same site only), else the news list. */
function backTarget(state: unknown): string {
  const from = (state as Partial<NewsOrigin> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.news.href();
}

/** /dashboard/news/:announcementGuid — one announcement, shareable, with more of its company's. */
export function NewsDetailRoute() {
  const { t } = useTranslation(['news', 'common']);
  const { announcementGuid = '' } = useParams();
  const { state } = useLocation();
  const rtl = useTheme().direction === 'rtl';
  const locale = useLocale();
  const validGuid = guidSchema.safeParse(announcementGuid).success;
  const query = useAnnouncement(announcementGuid, { enabled: validGuid });
  const announcement = validGuid ? query.data : undefined;
  const stock = announcement?.stocks[0];
  const back = (
    <Button
      component={RouterLink}
      to={backTarget(state)}
      startIcon={rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="news-back"
    >
      {t('detail.back')}
    </Button>
  );

  return (
    <WithNewsLinks>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
        <NewsFeed />
        {back}
        {announcement ? (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1.5, md: 2 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <title>{`${announcement.title} | ${t('common:appName')}`}</title>
            <AnnouncementArticle
              announcement={announcement}
              shareUrl={`${window.location.origin}${paths.newsDetail.href(announcement.guid, locale)}`}
            />
            <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
              <LatestAnnouncements
                title={stock ? t('detail.more', { name: stock.short_name }) : t('detail.moreMarket')}
                count={SIDE_LIST}
                scope={stock ? { stock: stock.guid } : { category: announcement.category }}
                except={announcement.guid}
                compact
                moreHref={stock ? paths.stock.href(stock.guid, 'news') : paths.news.href()}
              />
            </Paper>
          </Box>
        ) : (
          <DetailState
            validGuid={validGuid}
            error={query.error}
            onRetry={() => void query.refetch()}
            notFound={{ title: t('detail.notFound'), description: t('detail.notFoundHint') }}
          />
        )}
      </Box>
    </WithNewsLinks>
  );
}
