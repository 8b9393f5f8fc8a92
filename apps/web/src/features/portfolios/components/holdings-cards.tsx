import type { Holding, Overview, PortfolioColumn } from '@sahm/contracts/portfolio';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  '& .holding-actions': { display: 'flex', gap: 1 },
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
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddShoppingCartIcon />}
              onClick={() => onBuyMore(holding)}
              aria-label={`${t('columns.buyMore')}: ${holding.stock.short_name}`}
              sx={{ flex: 1 }}
            >
              {t('columns.buyMore')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<SellOutlinedIcon />}
              onClick={() => onSell(holding)}
              aria-label={`${t('columns.sell')}: ${holding.stock.short_name}`}
              sx={{ flex: 1 }}
            >
              {t('columns.sell')}
            </Button>
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
