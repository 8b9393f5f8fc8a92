import type { SectorPoint } from '@sahm/contracts/sectors';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../../../shared/format/numbers.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSectorPoints } from '../api/get-sector-points.ts';
import { useDeferredValue } from 'react';

const SKELETON_ROWS = 9;

/**
 * The rows' styles, written once on the list: each row is plain elements with these classes, and
 * a bar's length its only style of its own (see stock-cards.tsx).
 */
const sectorsSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& .sector': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 11rem) minmax(3rem, 1fr) 4.5rem',
    alignItems: 'center',
    gap: 1.5,
    py: 0.75,
  },
  '& .sector-name': {
    typography: 'body2',
    m: 0,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    lineHeight: 1.3,
  },
  '& .sector-track': { position: 'relative', height: 8, borderRadius: 4, bgcolor: 'action.hover' },
  '& .sector-middle': { position: 'absolute', insetBlock: 0, insetInlineStart: '50%', width: '1px', bgcolor: 'divider' },
  '& .sector-bar': { position: 'absolute', insetBlock: 0, borderRadius: 4, insetInlineStart: '50%' },
  '& .sector-up': { bgcolor: 'success.main' },
  '& .sector-down': { bgcolor: 'error.main', insetInlineStart: 'auto', insetInlineEnd: '50%' },
  '& .sector-flat': { bgcolor: 'text.disabled' },
  '& .sector-change': { typography: 'body2', m: 0, textAlign: 'end', fontWeight: 600 },
} as const;

/** The main sectors, best first; parents only (their industry groups are on the market page's filter). */
export function topSectors(items: readonly SectorPoint[]): SectorPoint[] {
  return items.filter((sector) => sector.parent === null).sort((a, b) => b.change_ratio - a.change_ratio);
}

/** The sectors' change of the session, as bars growing from the middle: gains one way, losses the other. */
export function SectorsPanel({ marketGuid }: { marketGuid: string | undefined }) {
  const { t } = useTranslation(['markets', 'common']);
  const query = useSectorPoints(marketGuid);
  // Drawn in a transition when the answer arrives: the render yields to the browser instead of
  // blocking it for the whole panel, which a phone feels as a frozen page.
  const data = useDeferredValue(query.data);
  const sectors = data ? topSectors(data.items) : undefined;
  const widest = Math.max(0.01, ...(sectors ?? []).map((sector) => Math.abs(sector.change_ratio)));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sectors-title" sx={{ p: { xs: 1.5, md: 2 }, height: '100%' }}>
      <Typography id="sectors-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('sectors.title')}
      </Typography>
      {!sectors && query.isError ? (
        <EmptyState title={t('common:errors.loadFailed')} />
      ) : !sectors ? (
        <Box aria-hidden data-testid="sectors-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Box key={row} sx={{ display: 'flex', gap: 2, py: 0.75 }}>
              <Skeleton width="40%" />
              <Skeleton sx={{ flex: 1 }} />
            </Box>
          ))}
        </Box>
      ) : sectors.length === 0 ? (
        <EmptyState title={t('sectors.empty')} />
      ) : (
        <Box component="ul" aria-label={t('sectors.title')} sx={sectorsSx}>
          {sectors.map((sector) => {
            const trend = trendOf(sector.change_ratio);
            const share = (Math.abs(sector.change_ratio) / widest) * 50;
            return (
              <li key={sector.guid} data-sector={sector.guid} className="sector">
                {/* Long English names ("Consumer Discretionary Distribution & Retail") wrap to a second line rather than lose their end. */}
                <p className="sector-name" title={sector.name}>
                  {sector.name}
                </p>
                {/* Gains grow from the middle in the reading direction, losses against it. */}
                <div aria-hidden className="sector-track">
                  <div className="sector-middle" />
                  <div className={`sector-bar sector-${trend}`} style={{ width: `${share}%` }} />
                </div>
                <p className="sector-change">
                  <ChangeText value={sector.change_ratio} kind="ratio" />
                </p>
              </li>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
