import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// Kept apart from the cards, and drawn without MUI's Skeleton: a page shows this shape before first
// paint without downloading the news code.

/** Spec §9: the landing shows the three latest. */
export const LATEST_COUNT = 3;

export const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } } as const;
export const imageSx = { display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', bgcolor: 'action.hover' } as const;
// Two lines of title are always reserved, so a short title does not make its card (and the page) shorter than its skeleton.
export const titleSx = {
  fontWeight: 700,
  lineHeight: 1.5,
  minHeight: '3em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** A line of text to come. */
const Bar = ({ width }: { width: string }) => (
  <Box component="span" sx={{ display: 'block', width, height: '1em', my: '0.25em', borderRadius: 0.5, bgcolor: 'action.hover' }} />
);

/** The three cards' shape, the same size as the cards, while they load. */
export function LatestNewsCardsSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-busy="true">
      {Array.from({ length: LATEST_COUNT }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={imageSx} />
          <Box sx={{ p: 2 }}>
            <Typography sx={titleSx}>
              <Bar width="90%" />
              <Bar width="60%" />
            </Typography>
            <Typography variant="caption" component="div" sx={{ mt: 1 }}>
              <Bar width="40%" />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
