import type { SxProps, Theme } from '@mui/material/styles';

/** A table's first column, kept in view while a phone scrolls the figures sideways. */
export const stickyCell: SxProps<Theme> = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 140, md: 260 },
  maxWidth: { xs: 170, md: 360 },
};
