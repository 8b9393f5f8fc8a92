import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlash } from '../../../shared/hooks/use-flash.ts';
import { useLatestCallback } from '../../../shared/hooks/use-latest-callback.ts';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { flashSx } from '../../../shared/ui/flash-sx.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { quoteOf } from '../quote.ts';
import { QuoteFigure } from './quote-figure.tsx';
import type { StockRowProps } from './stock-row.tsx';

type StockCardsProps = {
  label: string;
  stocks: readonly StockListItem[] | undefined;
  skeletonRows: number;
  stockHref: (guid: string) => string;
  favorites?: FavoriteStockToggle;
};

const StockCard = memo(function StockCard({ stock, href, favoriteActive, favoriteBusy, onToggleFavorite }: Omit<StockRowProps, 'columns'>) {
  const { t } = useTranslation('stocks');
  const quote = quoteOf(stock, useStockTick(stock.guid));
  const flash = useFlash(quote.price);
  return (
    <Box component="li" data-stock={stock.symbol_code} sx={{ px: 2, py: 1.25, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {favoriteActive !== undefined && (
        <Box sx={{ mt: -0.5, marginInlineStart: -1 }}>
          <FavoriteStar
            active={favoriteActive}
            disabled={favoriteBusy}
            label={t(favoriteActive ? 'favorites.remove' : 'favorites.add', { name: stock.short_name })}
            onToggle={() => onToggleFavorite(stock.guid, favoriteActive)}
          />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={href} underline="hover" color="inherit" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {stock.short_name}
          </Link>
          <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
            <Ltr>{stock.symbol_code}</Ltr>
          </Typography>
        </Box>
        <Typography variant="caption" color="textSecondary" component="div" noWrap>
          {stock.company_name}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 0.25 }}>
          {t('columns.volume')} <QuoteFigure value={quote.volume} format="compact" />
          {' · '}
          {t('columns.value')} <QuoteFigure value={quote.value} format="compact" />
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
        <Typography
          data-column="price"
          sx={[{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', px: 0.5, borderRadius: 1 }, flashSx(flash)]}
        >
          <QuoteFigure value={quote.price} format="price" />
        </Typography>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
          <QuoteFigure value={quote.changeRatio} format="ratio" />
        </Typography>
      </Box>
    </Box>
  );
});

/** Phones: one compact row per stock instead of an eight-column table. */
export function StockCards({ label, stocks, skeletonRows, stockHref, favorites }: StockCardsProps) {
  const onToggleFavorite = useLatestCallback((guid: string, isFavorite: boolean) => favorites?.toggle(guid, isFavorite));
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useProgressiveCount(stocks?.length ?? 0, listRef, ':scope > li[data-stock]');
  if (!stocks) {
    return (
      <Box aria-hidden>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <Box key={row} sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between' }}>
            <Box sx={{ width: '55%' }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </Box>
            <Box sx={{ width: 72 }}>
              <Skeleton />
              <Skeleton />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" ref={listRef} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {stocks.slice(0, shown).map((stock, index) => (
        <Fragment key={stock.guid}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <StockCard
            stock={stock}
            href={stockHref(stock.guid)}
            favoriteActive={favorites?.isFavorite(stock.guid, stock.is_favorite)}
            favoriteBusy={favorites?.busy(stock.guid)}
            onToggleFavorite={onToggleFavorite}
          />
        </Fragment>
      ))}
    </Box>
  );
}
