import { movements, type Movement } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { oneLineSx, rowLinkSx } from '../../../shared/ui/row-styles.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { useStockMovement, type MovementItem } from '../api/get-stock-movement.ts';
import { quoteOf } from '../quote.ts';
import { QuoteFigure } from './quote-figure.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { useDrawnAfterFirstPaint } from '../../../shared/hooks/use-drawn-after-first-paint.ts';

const SKELETON_ROWS = 9;

type MovementPanelProps = {
  marketGuid: string | undefined;
  movement: Movement;
  onMovementChange: (movement: Movement) => void;
  stockHref: (guid: string) => string;
};

/** The rows' styles, written once on the list: each row is plain elements with these classes (see stock-cards.tsx). */
const moversSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  py: 0.5,
  '& .mover': { display: 'flex', alignItems: 'center', gap: 1.5, py: 1, px: 2 },
  '& .mover-main': { flex: 1, minWidth: 0 },
  '& .mover-name': { ...oneLineSx, ...rowLinkSx, display: 'block', fontWeight: 600, fontSize: '0.875rem' },
  '& .mover-code': { ...oneLineSx, typography: 'caption', color: 'text.secondary' },
  '& .mover-quote': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', flexShrink: 0 },
  '& .mover-price': { typography: 'body2', fontWeight: 600 },
  '& .mover-second': { typography: 'caption', fontWeight: 600 },
} as const;

const MoverRow = memo(function MoverRow({ stock, movement, href }: { stock: MovementItem; movement: Movement; href: string }) {
  const quote = quoteOf(stock);
  const secondary =
    movement === 'MOST_ACTIVE_VOLUME' ? (
      <QuoteFigure value={quote.volume} format="compact" />
    ) : movement === 'MOST_ACTIVE_VALUE' ? (
      <QuoteFigure value={quote.value} format="compact" />
    ) : (
      <QuoteFigure value={quote.changeRatio} format="ratio" />
    );
  return (
    <li className="mover" data-stock={stock.symbol_code}>
      <StockLogo logo={stock.logo} name={stock.short_name} size={32} />
      <div className="mover-main">
        <RouterLink className="mover-name" to={href}>
          {stock.short_name}
        </RouterLink>
        <div className="mover-code">
          <bdi dir="ltr">{stock.symbol_code}</bdi>
        </div>
      </div>
      <div className="mover-quote">
        <div className="mover-price">
          <QuoteFigure value={quote.price} format="price" />
        </div>
        <div className="mover-second">{secondary}</div>
      </div>
    </li>
  );
});

/** Gainers, losers and the most active by volume and by value (home page). */
export function MovementPanel({ marketGuid, movement, onMovementChange, stockHref }: MovementPanelProps) {
  const { t } = useTranslation(['stocks', 'common']);
  const query = useStockMovement(movement, marketGuid);
  // Drawn in a transition, also when the answer is already there: the movers are below a phone's
  // first screen, and their render yields to the browser instead of lengthening the first one.
  const data = useDrawnAfterFirstPaint(query.data);
  const items = data?.movement === movement ? data.items : undefined;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="movement-title" sx={{ overflow: 'hidden', height: '100%' }}>
      <Typography id="movement-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {t('movement.title')}
      </Typography>
      {/* Four equal tabs whose labels may take two lines: all four stay readable in the side column. */}
      <TabStrip
        dense
        fullWidth
        value={movement}
        onChange={onMovementChange}
        label={t('movement.title')}
        tabs={movements.map((value) => ({ value, label: t(`movement.${value}`) }))}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      />
      {!items && query.isError ? (
        <EmptyState title={t('common:errors.loadFailed')} />
      ) : !items ? (
        <Box aria-hidden data-testid="movement-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, px: 2 }}>
              <Skeleton variant="rounded" width={32} height={32} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="30%" />
              </Box>
              <Skeleton width={56} />
            </Box>
          ))}
        </Box>
      ) : items.length === 0 ? (
        <EmptyState title={t('movement.empty')} />
      ) : (
        <Box component="ol" aria-label={t(`movement.${movement}`)} sx={moversSx}>
          {items.map((stock) => (
            <MoverRow key={stock.guid} stock={stock} movement={movement} href={stockHref(stock.guid)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
