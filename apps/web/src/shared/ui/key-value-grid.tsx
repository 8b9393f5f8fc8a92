import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type KeyValue = { id: string; label: string; value: ReactNode };

/** The pairs' styles, written once on the list: each pair is plain elements (see figure-styles.tsx for why). */
const pairSx = {
  '& .kv-pair': { minWidth: 0, borderBottom: 1, borderColor: 'divider', pb: 1 },
  '& .kv-pair > dt': { typography: 'caption', display: 'block', color: 'text.secondary' },
  '& .kv-pair > dd': { typography: 'body2', m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
} as const;

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
        ...pairSx,
      }}
    >
      {items.map((item) => (
        <div key={item.id} data-key={item.id} className="kv-pair">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Box>
  );
}
