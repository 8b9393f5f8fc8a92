import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useNewsLinks } from '../links.tsx';
import { gridSx, imageSx, LATEST_COUNT, LatestNewsCardsSkeleton, titleSx } from './latest-news-skeleton.tsx';

/** A card's picture; one that fails to load leaves its tinted space (spec §2: hidden in the landing's list). */
function CardImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <Box sx={imageSx} />
  ) : (
    <Box component="img" src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} sx={imageSx} />
  );
}

/** The latest announcements as cards: picture, title (a link to it) and date. */
export function LatestNewsCards() {
  const { t } = useTranslation('news');
  const links = useNewsLinks();
  const query = useAnnouncements({ page: 1, size: LATEST_COUNT });
  if (!query.data) return query.isError ? null : <LatestNewsCardsSkeleton />;
  if (query.data.items.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <Box sx={gridSx} data-testid="latest-news">
      {query.data.items.map((item) => (
        <Paper key={item.guid} component="article" variant="outlined" sx={{ overflow: 'hidden' }}>
          <CardImage src={item.header} />
          <Box sx={{ p: 2 }}>
            <Typography component="h3" sx={titleSx}>
              <Link component={RouterLink} to={links.announcement(item.guid)} color="inherit" underline="hover">
                {item.title}
              </Link>
            </Typography>
            <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 1 }}>
              <DateText value={item.published_at} />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
