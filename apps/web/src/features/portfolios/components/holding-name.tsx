import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PortfolioStock } from '@sahm/contracts/portfolio';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';

/** A holding's company: logo (or its symbol's first digits), short name and symbol. */
export function HoldingName({ stock, strong = false }: { stock: PortfolioStock; strong?: boolean }) {
  return (
    <>
      <StockLogo logo={stock.logo} name="" size={32} fallback={stock.symbol_code.slice(0, 2)} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 600 }} noWrap>
          {stock.short_name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          <Ltr>{stock.symbol_code}</Ltr>
        </Typography>
      </Box>
    </>
  );
}
