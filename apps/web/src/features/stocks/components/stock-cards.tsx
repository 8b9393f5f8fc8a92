import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlash } from '../../../shared/hooks/use-flash.ts';
import { useLatestCallback } from '../../../shared/hooks/use-latest-callback.ts';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { flashClassOf } from '../../../shared/ui/figure-styles.tsx';
import { oneLineSx, rowLinkSx } from '../../../shared/ui/row-styles.ts';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { quoteOf } from '../quote.ts';
import { QuoteFigure } from './quote-figure.tsx';
import { stockItemProps, type StockRowProps } from './stock-row.tsx';

type StockCardsProps = {
  label: string;
  stocks: readonly StockListItem[] | undefined;
  skeletonRows: number;
  stockHref: (guid: string) => string;
  favorites?: FavoriteStockToggle;
};

/**
 * The cards' styles, written once on the list: each card is plain elements with these classes. A
 * styled component per part made a card some fifty components, and a phone's first list of them
 * the longest task of the page.
 */
const cardsSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li + li': { borderTop: 1, borderColor: 'divider' },
  '& .card': { px: 2, py: 1.25, display: 'flex', gap: 1, alignItems: 'flex-start' },
  '& .card-star': { mt: -0.5, marginInlineStart: -1 },
  '& .card-main': { flex: 1, minWidth: 0 },
  '& .card-title': { display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 },
  '& .card-name': { ...oneLineSx, ...rowLinkSx, fontWeight: 600, minWidth: 0 },
  '& .card-caption': { typography: 'caption', display: 'block', color: 'text.secondary' },
  '& .card-code': { fontWeight: 600, flexShrink: 0, display: 'inline' },
  '& .card-company': oneLineSx,
  '& .card-traded': { mt: 0.25 },
  '& .card-quote': { textAlign: 'end', flexShrink: 0 },
  '& .card-price': { typography: 'body1', m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', px: 0.5, borderRadius: 1 },
  '& .card-change': { typography: 'body2', fontWeight: 600 },
} as const;

const StockCard = memo(function StockCard({ stock, href, favoriteActive, favoriteBusy, onToggleFavorite }: Omit<StockRowProps, 'columns'>) {
  const { t } = useTranslation('stocks');
  const quote = quoteOf(stock, useStockTick(stock.guid));
  const flash = useFlash(quote.price);
  return (
    <li className="card" data-stock={stock.symbol_code}>
      {favoriteActive !== undefined && (
        <div className="card-star">
          <FavoriteStar
            active={favoriteActive}
            disabled={favoriteBusy}
            label={t(favoriteActive ? 'favorites.remove' : 'favorites.add', { name: stock.short_name })}
            onToggle={() => onToggleFavorite(stock.guid, favoriteActive)}
          />
        </div>
      )}
      <div className="card-main">
        <div className="card-title">
          <RouterLink className="card-name" to={href}>
            {stock.short_name}
          </RouterLink>
          <span className="card-caption card-code">
            <bdi dir="ltr">{stock.symbol_code}</bdi>
          </span>
        </div>
        <div className="card-caption card-company">{stock.company_name}</div>
        <div className="card-caption card-traded">
          {t('columns.volume')} <QuoteFigure value={quote.volume} format="compact" />
          {' · '}
          {t('columns.value')} <QuoteFigure value={quote.value} format="compact" />
        </div>
      </div>
      <div className="card-quote">
        <p data-column="price" className={`card-price ${flashClassOf(flash)}`}>
          <QuoteFigure value={quote.price} format="price" />
        </p>
        <div className="card-change">
          <QuoteFigure value={quote.changeRatio} format="ratio" />
        </div>
      </div>
    </li>
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
    <Box component="ul" ref={listRef} aria-label={label} sx={cardsSx}>
      {stocks.slice(0, shown).map((stock) => (
        <StockCard key={stock.guid} {...stockItemProps(stock, stockHref, favorites, onToggleFavorite)} />
      ))}
    </Box>
  );
}
