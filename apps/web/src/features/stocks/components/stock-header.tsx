import type { MarketStatus } from '@sahm/contracts/markets';
import type { StockDetail } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { directionOf } from '../../../shared/i18n/locale.ts';
import { useFlash } from '../../../shared/hooks/use-flash.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { DetailHeader, HeaderFigure } from '../../../shared/ui/detail-header.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { flashClassOf } from '../../../shared/ui/figure-styles.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { quoteOf } from '../quote.ts';
import { ytdAt } from '../ytd.ts';
import { QuoteFigure } from './quote-figure.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';

type StockHeaderProps = {
  stock: StockDetail;
  favorites: FavoriteStockToggle;
  tabs: ReactNode;
  status: MarketStatus | undefined;
  /** The market's session in words, under the company's name. */
  sessionNote: ReactNode;
  /** Beside the star: what else can be done with the stock (an alert). */
  actions?: ReactNode;
};

/** The stock page's header: who it is, its live price and changes, the star, and the tab links. */
export function StockHeader({ stock, favorites, tabs, status, sessionNote, actions }: StockHeaderProps) {
  const { t } = useTranslation(['stocks', 'markets']);
  const locale = useLocale();
  const tick = useStockTick(stock.guid);
  const quote = quoteOf(stock, tick);
  const flash = useFlash(quote.price);
  const ytd = ytdAt(stock, quoteOf(stock).price, quote.price);
  const active = favorites.isFavorite(stock.guid, stock.is_favorite);
  const asOf = tick?.datetime ?? stock.today_live_points?.datetime;
  // The time of the last trade: "at close" once the session has ended.
  const asOfNote =
    asOf &&
    status &&
    (!status.is_market_open
      ? t('markets:status.atClose', { date: formatDate(asOf, locale, 'dateTime') })
      : t('markets:status.lastTrade', { date: formatDate(asOf, locale, 'time') }));
  // A sector under a parent of the same name ("Energy · Energy") is said once.
  const where = [stock.market.name, stock.sector.parent?.name, stock.sector.name].filter(
    (name, index, names): name is string => Boolean(name) && names.indexOf(name) === index,
  );

  return (
    <DetailHeader
      avatar={<StockLogo logo={stock.logo} name={stock.short_name} size={56} />}
      title={stock.short_name}
      titleExtras={
        <>
          <Chip size="small" label={<Ltr>{stock.symbol_code}</Ltr>} sx={{ fontWeight: 700 }} />
          <FavoriteStar
            size="medium"
            active={active}
            disabled={favorites.busy(stock.guid)}
            label={t(active ? 'favorites.remove' : 'favorites.add', { name: stock.short_name })}
            onToggle={() => favorites.toggle(stock.guid, active)}
          />
          {actions}
        </>
      }
      subtitle={
        <>
          <Typography variant="body2" color="textSecondary">
            {stock.company_name}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {where.join(' · ')}
          </Typography>
          {sessionNote}
        </>
      }
      figures={
        <>
          <HeaderFigure
            label={t('detail.price')}
            large
            testId="stock-price"
            noteLines={2}
            note={asOfNote && <bdi dir={directionOf(locale)}>{asOfNote}</bdi>}
          >
            <Box component="span" className={flashClassOf(flash)} sx={{ px: 0.5, mx: -0.5, borderRadius: 1 }}>
              <QuoteFigure value={quote.price} format="price" />
            </Box>
          </HeaderFigure>
          <HeaderFigure label={t('detail.change')}>
            <ChangeText value={quote.change} kind="value" arrow />
            <ChangeText value={quote.changeRatio} kind="ratio" />
          </HeaderFigure>
          <HeaderFigure label={t('detail.ytd')}>
            <ChangeText value={ytd.value} kind="value" />
            <ChangeText value={ytd.ratio} kind="ratio" />
          </HeaderFigure>
        </>
      }
      tabs={tabs}
    />
  );
}
