import type { SharedPortfolio } from '@sahm/contracts/portfolio-share';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WeightBar } from './weight-bar.tsx';

/** The sectors' weights as bars, largest first; on a phone the name sits above its bar (long names do not fit beside it). */
export function SharedSectors({ sectors }: { sectors: SharedPortfolio['sectors'] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="shared-sectors"
    >
      {sectors.map((s) => (
        <Box
          component="li"
          key={s.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(96px, 2fr)' },
            gap: { xs: 0.5, sm: 1.5 },
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">{s.name}</Typography>
          <WeightBar weight={s.weight} />
        </Box>
      ))}
    </Box>
  );
}
