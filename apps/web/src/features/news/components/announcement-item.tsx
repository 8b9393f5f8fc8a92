import type { AnnouncementListItem } from '@sahm/contracts/news';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { useNewsLinks, useNewsOrigin } from '../links.tsx';

const THUMB = { xs: 88, sm: 128 };

/** The header image beside a list item; one that fails to load is hidden (spec §2), its space kept. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={{
        width: THUMB,
        aspectRatio: '1200 / 630',
        flexShrink: 0,
        alignSelf: 'flex-start',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {!failed && (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}

/** One announcement of a list: image, title (a link to it), opening, date and what it is about. */
export function AnnouncementItem({ item, compact = false }: { item: AnnouncementListItem; compact?: boolean }) {
  const { t } = useTranslation('news');
  const links = useNewsLinks();
  const origin = useNewsOrigin();
  return (
    <Box component="article" sx={{ display: 'flex', gap: { xs: 1.5, md: 2 }, py: 1.5 }} data-testid="announcement-item">
      {!compact && <Thumbnail src={item.header} />}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.4, fontSize: compact ? '0.9375rem' : undefined }}
        >
          <Link component={RouterLink} to={links.announcement(item.guid)} state={origin} color="inherit" underline="hover">
            {item.title}
          </Link>
        </Typography>
        {!compact && (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {item.summary}
          </Typography>
        )}
        <Box
          sx={{ mt: 0.75, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', typography: 'caption', color: 'text.secondary' }}
        >
          <DateText value={item.published_at} format="dateTime" />
          <Chip size="small" variant="outlined" label={t(`types.${item.announcement_type}`)} />
          {item.category !== 'COMPANY' && <Chip size="small" variant="outlined" label={t(`categories.${item.category}`)} />}
          {item.stocks.slice(0, 3).map((stock) => (
            <Chip key={stock.guid} size="small" label={stock.short_name} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** The shape of a list item while the list loads. */
export function AnnouncementItemSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1.5, md: 2 }, py: 1.5 }}>
      {!compact && <Skeleton variant="rounded" sx={{ width: THUMB, height: 'auto', aspectRatio: '1200 / 630', flexShrink: 0 }} />}
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" sx={{ fontSize: '1rem', width: '85%' }} />
        {!compact && <Skeleton variant="text" sx={{ width: '100%' }} />}
        <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '40%' }} />
      </Box>
    </Box>
  );
}
