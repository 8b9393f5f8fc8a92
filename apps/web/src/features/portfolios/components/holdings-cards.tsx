import type { Holding, Overview, PortfolioColumn } from '@sahm/contracts/portfolio';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { columnDefinitions } from '../columns.ts';
import { Figure } from './figure.tsx';
import { HoldingName } from './holding-name.tsx';

type HoldingsCardsProps = {
  overview: Overview;
  columns: readonly PortfolioColumn[];
  onBuyMore: (holding: Holding) => void;
  onSell: (holding: Holding) => void;
};

function Pair({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="dt" noWrap>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0 } as const;

/** Phones: one card per holding with the chosen columns, then the totals (the table's rows, stacked). */
export function HoldingsCards({ overview, columns, onBuyMore, onSell }: HoldingsCardsProps) {
  const { t } = useTranslation('portfolios');
  const totals = columns.filter((column) => columnDefinitions[column].total);
  return (
    <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {overview.stocks.map((holding) => (
        <Box
          component="li"
          key={holding.stock_guid}
          data-testid="holding-row"
          sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1.25 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <HoldingName stock={holding.stock} strong />
          </Box>
          <Box component="dl" sx={grid}>
            {columns.map((column) => (
              <Pair key={column} label={t(`columns.keys.${column}`)}>
                <Figure kind={columnDefinitions[column].kind} value={columnDefinitions[column].value(holding)} />
              </Pair>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
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
          </Box>
        </Box>
      ))}
      {totals.length > 0 && (
        <Box component="li" data-testid="holdings-totals" sx={{ p: 1.5, bgcolor: 'action.hover', display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('columns.total')}
          </Typography>
          <Box component="dl" sx={grid}>
            {totals.map((column) => (
              <Pair key={column} label={t(`columns.keys.${column}`)}>
                <Figure kind={columnDefinitions[column].kind} value={columnDefinitions[column].total!(overview)} />
              </Pair>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
