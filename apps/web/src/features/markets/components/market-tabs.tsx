import type { Market } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { readableColor } from '../../../shared/ui/readable-color.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';

type MarketTabsProps = {
  markets: readonly Market[] | undefined;
  selectedGuid: string;
  hrefFor: (market: Market) => string;
  /** The last tab: the investment funds (selected when `selectedGuid` is 'funds'). */
  fundsHref: string;
};

export const FUNDS_TAB = 'funds';

export function MarketTabs({ markets, selectedGuid, hrefFor, fundsHref }: MarketTabsProps) {
  const { t } = useTranslation('markets');
  const theme = useTheme();
  if (!markets) {
    return (
      <Box sx={{ display: 'flex', gap: 3, height: 48, alignItems: 'center' }}>
        <Skeleton width={120} />
        <Skeleton width={120} />
      </Box>
    );
  }
  const selected = markets.find((market) => market.guid === selectedGuid);
  return (
    <TabStrip
      strong
      value={selected ? selected.guid : selectedGuid === FUNDS_TAB ? FUNDS_TAB : false}
      label={t('tabsLabel')}
      accent={selected && { line: readableColor(selected.color, theme), text: readableColor(selected.color, theme, 'text') }}
      tabs={[
        ...markets.map((market) => ({
          value: market.guid,
          href: hrefFor(market),
          label: (
            <>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: readableColor(market.color, theme), flexShrink: 0 }}
              />
              {market.name}
            </>
          ),
        })),
        { value: FUNDS_TAB, href: fundsHref, label: t('fundsTab') },
      ]}
    />
  );
}
