import type { Holding, Overview, PortfolioColumn } from '@sahm/contracts/portfolio';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../shared/ui/row-button.tsx';
import { oneLineSx } from '../../../shared/ui/row-styles.ts';
import { columnDefinitions } from '../columns.ts';
import { Figure } from './figure.tsx';
import { HoldingName, holdingNameSx } from './holding-name.tsx';

type HoldingsCardsProps = {
  overview: Overview;
  columns: readonly PortfolioColumn[];
  onBuyMore: (holding: Holding) => void;
  onSell: (holding: Holding) => void;
};

/** Material's "add shopping cart" and "sell" outlined icons' shapes. */
const cartIcon = (
  <path d="M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-8.9-5h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7z" />
);
const sellIcon = (
  <>
    <path d="m21.41 11.41-8.83-8.83c-.37-.37-.88-.58-1.41-.58H4c-1.1 0-2 .9-2 2v7.17c0 .53.21 1.04.59 1.41l8.83 8.83c.78.78 2.05.78 2.83 0l7.17-7.17c.78-.78.78-2.04-.01-2.83M12.83 20 4 11.17V4h7.17L20 12.83z" />
    <circle cx="6.5" cy="6.5" r="1.5" />
  </>
);

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="holding-pair">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The cards' styles, written once on the list: each card and pair is plain elements with these
 * classes (a styled component per part made the first list of holdings the page's longest task).
 */
const cardsSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& .holding': { p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1.25 },
  '& .holding-name': { display: 'flex', alignItems: 'center', gap: 1 },
  ...holdingNameSx,
  '& .holding-actions': { display: 'flex', gap: 1, '& > button': { flex: 1 } },
  '& .holdings-totals': { p: 1.5, bgcolor: 'action.hover', display: 'grid', gap: 1 },
  '& .holdings-total': { typography: 'body2', m: 0, fontWeight: 700 },
  '& dl': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0 },
  '& .holding-pair': { minWidth: 0 },
  '& .holding-pair > dt': { ...oneLineSx, typography: 'caption', color: 'text.secondary' },
  '& .holding-pair > dd': { typography: 'body2', m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
} as const;

/** Phones: one card per holding with the chosen columns, then the totals (the table's rows, stacked). */
export function HoldingsCards({ overview, columns, onBuyMore, onSell }: HoldingsCardsProps) {
  const { t } = useTranslation('portfolios');
  const totals = columns.filter((column) => columnDefinitions[column].total);
  return (
    <Box component="ul" aria-label={t('title')} sx={cardsSx}>
      {overview.stocks.map((holding) => (
        <li key={holding.stock_guid} data-testid="holding-row" className="holding">
          <div className="holding-name">
            <HoldingName stock={holding.stock} strong />
          </div>
          <dl>
            {columns.map((column) => (
              <Pair key={column} label={t(`columns.keys.${column}`)}>
                <Figure kind={columnDefinitions[column].kind} value={columnDefinitions[column].value(holding)} />
              </Pair>
            ))}
          </dl>
          <div className="holding-actions">
            <RowButton icon={cartIcon} onClick={() => onBuyMore(holding)} label={`${t('columns.buyMore')}: ${holding.stock.short_name}`}>
              {t('columns.buyMore')}
            </RowButton>
            <RowButton icon={sellIcon} danger onClick={() => onSell(holding)} label={`${t('columns.sell')}: ${holding.stock.short_name}`}>
              {t('columns.sell')}
            </RowButton>
          </div>
        </li>
      ))}
      {totals.length > 0 && (
        <li data-testid="holdings-totals" className="holdings-totals">
          <p className="holdings-total">{t('columns.total')}</p>
          <dl>
            {totals.map((column) => (
              <Pair key={column} label={t(`columns.keys.${column}`)}>
                <Figure kind={columnDefinitions[column].kind} value={columnDefinitions[column].total!(overview)} />
              </Pair>
            ))}
          </dl>
        </li>
      )}
    </Box>
  );
}
