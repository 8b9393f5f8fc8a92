import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

// A ring that grows and fades: transform and opacity only, which the compositor animates without
// the page's main thread (an animated box-shadow is repainted by it on every frame, for as long
// as the market is open).
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(2.5); opacity: 0; }
  100% { transform: scale(2.5); opacity: 0; }
`;

/** A dot: green and pulsing while the market trades; grey and still when it is closed (red would read as a live alarm). */
export function MarketStatusDot({
  open,
  silent = false,
}: {
  open: boolean | undefined;
  /** Beside words that already say it. */ silent?: boolean;
}) {
  const { t } = useTranslation('markets');
  if (open === undefined) return null;
  return (
    <Box component="span" data-testid="market-status-dot" data-open={open} sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          color: open ? 'success.main' : 'text.disabled',
          bgcolor: 'currentColor',
          position: 'relative',
          '&::after': open
            ? {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: '50%',
                bgcolor: 'currentColor',
                animation: `${pulse} 1.6s ease-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 },
              }
            : {},
        }}
      />
      {!silent && (
        <Box component="span" sx={visuallyHidden}>
          {t(open ? 'status.open' : 'status.closed')}
        </Box>
      )}
    </Box>
  );
}
