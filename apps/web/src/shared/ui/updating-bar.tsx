import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

// Opacity only: the compositor animates it without the main thread. MUI's indeterminate
// LinearProgress moves its bars by left and right, a layout on every frame while a list loads.
const breathe = keyframes`
  0%, 100% { opacity: 0.25; }
  50% { opacity: 1; }
`;

/** A thin line over a list while it fetches; its 4 px are always kept, so nothing moves when it shows. */
export function UpdatingBar({ active, label }: { active: boolean; label: string }) {
  return (
    <Box sx={{ height: 4 }}>
      {active && (
        <Box
          role="progressbar"
          aria-label={label}
          sx={{
            height: 4,
            bgcolor: 'primary.main',
            animation: `${breathe} 1.2s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      )}
    </Box>
  );
}
