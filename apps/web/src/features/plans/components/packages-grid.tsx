import type { Package, Subscription } from '@sahm/contracts/plans';
import Box from '@mui/material/Box';
import type { SellingPeriod } from '../card-state.ts';
import { PackageCard } from './package-card.tsx';

/**
 * One column on phones, two on tablets, four on desktops. Two columns start at md, not sm: the
 * spec's sm begins at 409 px, where two cards of a package's feature list overflowed a 412 px
 * phone sideways. minmax(0, …) keeps a long word from widening a column past the screen.
 */
export const packagesGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The packages side by side (packagesGridSx). */
export function PackagesGrid(props: {
  packages: Package[];
  period: SellingPeriod;
  subscription: Subscription | null | undefined;
  onSubscribe: (priceGuid: string) => void;
}) {
  return (
    <Box sx={packagesGridSx}>
      {props.packages.map((pkg) => (
        <PackageCard
          key={pkg.guid}
          pkg={pkg}
          period={props.period}
          subscription={props.subscription}
          onSubscribe={props.onSubscribe}
          highlight={pkg.slug === 'PROFESSIONAL'}
        />
      ))}
    </Box>
  );
}
