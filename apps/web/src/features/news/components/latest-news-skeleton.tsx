import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Kept apart from the cards: a page shows this shape before first paint without downloading the news code.

/** Spec §9: the landing shows the three latest. */
export const LATEST_COUNT = 3;

export const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } } as const;
export const imageSx = { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' } as const;
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

/** The three cards' shape, the same size as the cards, while they load. */
export function LatestNewsCardsSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-busy="true">
      {Array.from({ length: LATEST_COUNT }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Skeleton variant="rectangular" sx={{ ...imageSx, height: 'auto' }} />
          <Box sx={{ p: 2 }}>
            <Typography sx={titleSx}>
              <Skeleton width="90%" />
              <Skeleton width="60%" />
            </Typography>
            <Typography variant="caption" component="div" sx={{ mt: 1 }}>
              <Skeleton width="40%" />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
