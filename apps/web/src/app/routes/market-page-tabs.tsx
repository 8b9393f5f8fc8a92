import type { Market } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import { MarketTabs } from '../../features/markets/components/market-tabs.tsx';
import { paths } from '../paths.ts';

/** One tab per market and a last one for the funds, above the market and funds lists. */
export function MarketPageTabs({
  markets,
  selected,
  search,
}: {
  markets: readonly Market[] | undefined;
  selected: string;
  search?: string;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <MarketTabs
        markets={markets}
        selectedGuid={selected}
        // A search follows the reader to the other market; the sector tree is per market, so it does not.
        hrefFor={(target) => paths.market.href(target.guid, { search })}
        fundsHref={paths.funds.href()}
      />
    </Box>
  );
}
