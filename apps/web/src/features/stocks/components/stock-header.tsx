import type { StockDetail } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { useFlash } from '../../../shared/hooks/use-flash.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { flashSx } from '../../../shared/ui/flash-sx.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { quoteOf } from '../quote.ts';
import { ytdAt } from '../ytd.ts';
import { QuoteFigure } from './quote-figure.tsx';
import { StockLogo } from './stock-logo.tsx';

type StockHeaderProps = { stock: StockDetail; favorites: FavoriteStockToggle; tabs: ReactNode };

/** The stock page's header: who it is, its live price and changes, the star, and the tab links. */
export function StockHeader({ stock, favorites, tabs }: StockHeaderProps) {
  const { t } = useTranslation('stocks');
  const locale = useLocale();
  const tick = useStockTick(stock.guid);
  const quote = quoteOf(stock, tick);
  const flash = useFlash(quote.price);
  const ytd = ytdAt(stock, quoteOf(stock).price, quote.price);
  const active = favorites.isFavorite(stock.guid, stock.is_favorite);
  const asOf = tick?.datetime ?? stock.today_live_points?.datetime;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, md: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, flex: { xs: '1 1 100%', md: '1 1 auto' } }}>
          <StockLogo logo={stock.logo} name={stock.short_name} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {stock.short_name}
              </Typography>
              <Chip size="small" label={<Ltr>{stock.symbol_code}</Ltr>} sx={{ fontWeight: 700 }} />
              <FavoriteStar
                size="medium"
                active={active}
                disabled={favorites.busy(stock.guid)}
                label={t(active ? 'favorites.remove' : 'favorites.add', { name: stock.short_name })}
                onToggle={() => favorites.toggle(stock.guid, active)}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {stock.company_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[stock.market.name, stock.sector.parent?.name, stock.sector.name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: { xs: 2, md: 4 }, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('detail.price')}
            </Typography>
            <Typography
              data-testid="stock-price"
              component="div"
              sx={[{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', px: 0.5, mx: -0.5, borderRadius: 1 }, flashSx(flash)]}
            >
              <QuoteFigure value={quote.price} format="price" />
            </Typography>
            {asOf && (
              <Typography variant="caption" color="text.secondary">
                <bdi>{formatDateTime(asOf, locale)}</bdi>
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('detail.change')}
            </Typography>
            <Typography component="div" sx={{ fontWeight: 600, display: 'flex', gap: 1 }}>
              <ChangeText value={quote.change} kind="value" arrow />
              <ChangeText value={quote.changeRatio} kind="ratio" />
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('detail.ytd')}
            </Typography>
            <Typography component="div" sx={{ fontWeight: 600, display: 'flex', gap: 1 }}>
              <ChangeText value={ytd.value} kind="value" />
              <ChangeText value={ytd.ratio} kind="ratio" />
            </Typography>
          </Box>
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 0.5, md: 1.5 } }}>{tabs}</Box>
    </Paper>
  );
}
