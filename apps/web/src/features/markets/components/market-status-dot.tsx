import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; opacity: 1; }
  70% { box-shadow: 0 0 0 6px transparent; opacity: 0.85; }
  100% { box-shadow: 0 0 0 0 transparent; opacity: 1; }
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
          animation: open ? `${pulse} 1.6s ease-out infinite` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
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
