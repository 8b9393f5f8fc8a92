import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SectionPanelProps = {
  id: string;
  title: string;
  /** Beside the title: a toggle, a switch. */
  actions?: ReactNode;
  /** Tables run to the section's edges; text and figures sit inside a padding. */
  flush?: boolean;
  children: ReactNode;
};

/** One titled panel of a page (a company or financial tab), named by its heading for screen readers. */
export function SectionPanel({ id, title, actions, flush = false, children }: SectionPanelProps) {
  const titleId = `${id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-section={id} sx={{ overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', p: { xs: 1.5, md: 2 }, pb: flush ? 1.5 : 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, minWidth: 'max-content' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={flush ? undefined : { px: { xs: 1.5, md: 2 }, pb: { xs: 1.5, md: 2 } }}>{children}</Box>
    </Paper>
  );
}
