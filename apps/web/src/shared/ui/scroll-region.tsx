import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table's container that may scroll sideways (a phone is narrower than the table): it takes the
 * keyboard focus and is a named region, so someone without a pointer can reach and scroll it
 * with the arrow keys and a screen reader says what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </TableContainer>
  );
}
