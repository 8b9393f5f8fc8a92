import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import { Ltr } from './ltr.tsx';

type OptionStock = { short_name: string; symbol_code: string; market?: { name: string } | null };

/** One suggestion of a company search: short name over its market, the symbol at the line's end. */
export function StockOption({ optionProps, stock }: { optionProps: HTMLAttributes<HTMLLIElement>; stock: OptionStock }) {
  return (
    <Box component="li" {...optionProps} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {stock.short_name}
        </Typography>
        {stock.market && (
          <Typography variant="caption" color="textSecondary" component="div" noWrap>
            {stock.market.name}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
        <Ltr>{stock.symbol_code}</Ltr>
      </Typography>
    </Box>
  );
}
