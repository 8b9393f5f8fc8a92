import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; opacity: 1; }
  70% { box-shadow: 0 0 0 6px transparent; opacity: 0.85; }
  100% { box-shadow: 0 0 0 0 transparent; opacity: 1; }
`;

/** A pulsing dot: green while the market trades, red when it is closed. */
export function MarketStatusDot({ open }: { open: boolean | undefined }) {
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
          color: open ? 'success.main' : 'error.main',
          bgcolor: 'currentColor',
          animation: `${pulse} 1.6s ease-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t(open ? 'status.open' : 'status.closed')}
      </Box>
    </Box>
  );
}
