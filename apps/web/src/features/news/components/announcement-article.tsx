import type { Announcement } from '@sahm/contracts/news';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { useNewsLinks } from '../links.tsx';
import { EventItems } from './event-items.tsx';
import { ShareMenu } from './share-menu.tsx';

/** The header image; one that fails to load is hidden, so the title moves up rather than a broken picture showing. */
function HeaderImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}

/** One announcement in full: image, market badge, title, date, its companies, text, dated events and sharing. */
export function AnnouncementArticle({ announcement, shareUrl }: { announcement: Announcement; shareUrl: string }) {
  const { t } = useTranslation('news');
  const links = useNewsLinks();
  const paragraphs = announcement.content.split(/\n\s*\n/).filter((text) => text.trim());
  return (
    <Paper component="article" variant="outlined" sx={{ overflow: 'hidden' }} data-testid="announcement-article">
      <HeaderImage src={announcement.header} />
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" color="primary" label={announcement.market?.name ?? t('detail.wholeMarket')} data-testid="market-badge" />
          <Chip size="small" variant="outlined" label={t(`types.${announcement.announcement_type}`)} />
          {announcement.category !== 'COMPANY' && <Chip size="small" variant="outlined" label={t(`categories.${announcement.category}`)} />}
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.45 }}>
          {announcement.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            <DateText value={announcement.published_at} format="dateTime" />
          </Typography>
          <ShareMenu url={shareUrl} title={announcement.title} />
        </Box>
        {announcement.stocks.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {announcement.stocks.map((stock) => (
              <Chip
                key={stock.guid}
                component={RouterLink}
                to={links.stockNews(stock.guid)}
                clickable
                avatar={<StockLogo logo={stock.logo} name={stock.short_name} size={24} />}
                label={`${stock.short_name} (${stock.symbol_code})`}
                data-testid="stock-chip"
              />
            ))}
          </Box>
        )}
        <Box sx={{ '& p': { m: 0, mb: 1.5, lineHeight: 1.9 }, whiteSpace: 'pre-line' }}>
          {paragraphs.map((text, index) => (
            <Typography key={index} component="p" variant="body1">
              {text}
            </Typography>
          ))}
        </Box>
        {announcement.is_demo && (
          <Typography variant="caption" color="textSecondary">
            {t('detail.demo')}
          </Typography>
        )}
        {announcement.events.length > 0 && (
          <Box component="section" aria-labelledby="announcement-events">
            <Typography id="announcement-events" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('detail.events')}
            </Typography>
            <EventItems
              events={announcement.events.map((event) => ({ ...event, stock: announcement.stocks[0] ?? null, announcement: null }))}
              loading={false}
              empty=""
            />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
