import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type KeyValue = { id: string; label: string; value: ReactNode };

/** Label and figure pairs in two to four columns (a stock's or a fund's basic values). */
export function KeyValueGrid({ items, columns = { xs: 2, md: 3 } }: { items: readonly KeyValue[]; columns?: { xs: number; md: number } }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, md: `repeat(${columns.md}, minmax(0, 1fr))` },
        columnGap: { xs: 2, md: 3 },
        rowGap: 2,
      }}
    >
      {items.map((item) => (
        <Box key={item.id} data-key={item.id} sx={{ minWidth: 0, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
