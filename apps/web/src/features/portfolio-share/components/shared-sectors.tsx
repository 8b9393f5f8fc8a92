import type { SharedPortfolio } from '@sahm/contracts/portfolio-share';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WeightBar } from './weight-bar.tsx';

/** The sectors' weights as bars, largest first. */
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
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(96px, 2fr)', gap: 1.5, alignItems: 'center' }}
        >
          <Typography variant="body2">{s.name}</Typography>
          <WeightBar weight={s.weight} />
        </Box>
      ))}
    </Box>
  );
}
