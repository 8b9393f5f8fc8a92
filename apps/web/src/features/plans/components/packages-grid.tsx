import type { Package, Subscription } from '@sahm/contracts/plans';
import Box from '@mui/material/Box';
import type { SellingPeriod } from '../card-state.ts';
import { PackageCard } from './package-card.tsx';

/** The packages side by side: one column on phones, two on tablets, four on desktops. */
export function PackagesGrid(props: {
  packages: Package[];
  period: SellingPeriod;
  subscription: Subscription | null | undefined;
  onSubscribe: (priceGuid: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
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
