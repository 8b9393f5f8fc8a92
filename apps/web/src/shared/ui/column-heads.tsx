import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type ColumnHead = { label: ReactNode; /** Figures: aligned to the end, as their cells are. */ numeric?: boolean };

/** A table's header row: each column a header cell (`th`, scope col), figures aligned with their column. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c, i) => (
          <TableCell key={i} component="th" scope="col" align={c.numeric ? 'right' : undefined}>
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
