import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PortfolioStock } from '@sahm/contracts/portfolio';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** Without a logo, the symbol's digits on the brand's dark mark (MUI's grey fails contrast in both themes). */
export const noLogoSx = { '&.MuiAvatar-colorDefault': { bgcolor: '#14143A', color: '#FFFFFF' } } as const;

/** A holding's company: logo (or its symbol's first digits), short name and symbol. */
export function HoldingName({ stock, strong = false }: { stock: PortfolioStock; strong?: boolean }) {
  return (
    <>
      <Avatar src={stock.logo ?? undefined} alt="" variant="rounded" sx={{ width: 32, height: 32, fontSize: 12, ...noLogoSx }}>
        {stock.symbol_code.slice(0, 2)}
      </Avatar>
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
