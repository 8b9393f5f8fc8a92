import type { StockListItem } from '@sahm/contracts/stocks';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlash } from '../../../shared/hooks/use-flash.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { flashClassOf } from '../../../shared/ui/figure-styles.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { StockColumn } from '../columns.ts';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { quoteOf } from '../quote.ts';
import { QuoteFigure } from './quote-figure.tsx';

// Figures sit at the cell's end (left in Arabic, right in English) so digits line up;
// `align="right"` is flipped to left by the RTL style plugin.
export const numericAlign = 'right';

export type StockRowProps = {
  stock: StockListItem;
  href: string;
  /** Undefined: the list has no favourites column. Flags, not an object, so the memo holds. */
  favoriteActive?: boolean;
  favoriteBusy?: boolean;
  onToggleFavorite: (guid: string, isFavorite: boolean) => void;
  columns: readonly StockColumn[];
};

/** What a list gives each of its stocks' rows (the table) or cards (phones). */
export function stockItemProps(
  stock: StockListItem,
  stockHref: (guid: string) => string,
  favorites: FavoriteStockToggle | undefined,
  onToggleFavorite: StockRowProps['onToggleFavorite'],
): Omit<StockRowProps, 'columns'> {
  return {
    stock,
    href: stockHref(stock.guid),
    favoriteActive: favorites?.isFavorite(stock.guid, stock.is_favorite),
    favoriteBusy: favorites?.busy(stock.guid),
    onToggleFavorite,
  };
}

/**
 * One stock. It listens to its own stock's live ticks, so a tick re-renders this row only;
 * the price cell flashes green or red when it moves.
 */
export const StockRow = memo(function StockRow({ stock, href, favoriteActive, favoriteBusy, onToggleFavorite, columns }: StockRowProps) {
  const { t } = useTranslation('stocks');
  const tick = useStockTick(stock.guid);
  const quote = quoteOf(stock, tick);
  const flash = useFlash(quote.price);

  return (
    <TableRow hover data-stock={stock.symbol_code}>
      {favoriteActive !== undefined && (
        <TableCell padding="checkbox" sx={{ width: 40 }}>
          <FavoriteStar
            active={favoriteActive}
            disabled={favoriteBusy}
            label={t(favoriteActive ? 'favorites.remove' : 'favorites.add', { name: stock.short_name })}
            onToggle={() => onToggleFavorite(stock.guid, favoriteActive)}
          />
        </TableCell>
      )}
      <TableCell sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        <Ltr>{stock.symbol_code}</Ltr>
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Link component={RouterLink} to={href} underline="hover" color="inherit" sx={{ display: 'block', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {stock.short_name}
          </Typography>
        </Link>
        <Typography variant="caption" color="textSecondary" component="div" noWrap title={stock.company_name}>
          {stock.company_name}
        </Typography>
      </TableCell>
      {columns.map((column) =>
        column.quoteKey && column.format ? (
          <TableCell
            key={column.id}
            align={numericAlign}
            data-column={column.id}
            className={column.id === 'price' ? flashClassOf(flash) : undefined}
            sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: column.id === 'price' ? 600 : undefined }}
          >
            <QuoteFigure value={quote[column.quoteKey]} format={column.format} />
          </TableCell>
        ) : null,
      )}
    </TableRow>
  );
});
