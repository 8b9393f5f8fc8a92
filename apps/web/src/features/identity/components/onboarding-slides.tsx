import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';

export type OnboardingSlide = { id: 'statistics' | 'dividends' | 'compare' | 'filter' | 'portfolio'; Icon: SvgIconComponent };

/** The five things the tour shows, in the spec's order. */
export const onboardingSlides: readonly OnboardingSlide[] = [
  { id: 'statistics', Icon: QueryStatsIcon },
  { id: 'dividends', Icon: PaymentsOutlinedIcon },
  { id: 'compare', Icon: CompareArrowsIcon },
  { id: 'filter', Icon: FilterAltOutlinedIcon },
  { id: 'portfolio', Icon: AccountBalanceWalletOutlinedIcon },
];

/** A soft disc with rising bars behind the slide's icon: drawn here, no image to download. */
function Disc({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        position: 'relative',
        width: 148,
        height: 148,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        background: `radial-gradient(circle at 30% 30%, ${alpha(theme.palette.primary.main, 0.22)}, ${alpha(theme.palette.primary.main, 0.06)} 70%)`,
        '& > svg': { fontSize: 68, position: 'relative' },
      })}
    >
      <Box component="svg" viewBox="0 0 148 148" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.35 }}>
        {[34, 54, 74, 94, 114].map((x, bar) => (
          <rect key={x} x={x - 6} y={118 - (bar + 1) * 12} width={12} height={(bar + 1) * 12} rx={3} fill="currentColor" />
        ))}
      </Box>
      {children}
    </Box>
  );
}

export function OnboardingIllustration({ slide }: { slide: OnboardingSlide }) {
  const { Icon } = slide;
  return (
    <Disc>
      <Icon />
    </Disc>
  );
}

export function TrialIllustration() {
  return (
    <Disc>
      <WorkspacePremiumOutlinedIcon />
    </Disc>
  );
}
