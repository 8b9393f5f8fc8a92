import type { Subscription } from '@sahm/contracts/plans';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredValue, useState } from 'react';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { usePackages } from '../api/plans-api.ts';
import type { SellingPeriod } from '../card-state.ts';
import { PackagesGrid } from './packages-grid.tsx';
import { PeriodToggle } from './period-toggle.tsx';

/** The packages with their period toggle (yearly first), as a page that sells them shows them. */
export function PackagesOffer({
  subscription,
  onSubscribe,
}: {
  subscription: Subscription | null | undefined;
  onSubscribe: (priceGuid: string) => void;
}) {
  const [period, setPeriod] = useState<SellingPeriod>('YEARLY');
  const packages = usePackages();
  // The cards arrive as a low-priority render, in slices, not as one long task.
  const packageList = useDeferredValue(packages.data);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <PeriodToggle value={period} onChange={setPeriod} packages={packages.data} />
      </Box>
      {packages.isError ? (
        <LoadFailed onRetry={() => void packages.refetch()} />
      ) : !packageList ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <PackagesGrid packages={packageList} period={period} subscription={subscription} onSubscribe={onSubscribe} />
      )}
    </Stack>
  );
}
