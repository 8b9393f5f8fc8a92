import type { Market } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readableColor } from '../../../shared/ui/readable-color.ts';

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
    <Tabs
      value={selected ? selected.guid : selectedGuid === FUNDS_TAB ? FUNDS_TAB : false}
      aria-label={t('tabsLabel')}
      variant="scrollable"
      slotProps={{ indicator: { sx: { bgcolor: selected ? readableColor(selected.color, theme) : undefined, height: 3 } } }}
    >
      {markets.map((market) => (
        <Tab
          key={market.guid}
          value={market.guid}
          component={RouterLink}
          to={hrefFor(market)}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: readableColor(market.color, theme), flexShrink: 0 }}
              />
              {market.name}
            </Box>
          }
          sx={{
            fontWeight: 600,
            fontSize: { xs: '0.9375rem', sm: '1rem' },
            minHeight: 48,
            px: { xs: 1.5, sm: 2 },
            '&.Mui-selected': { color: readableColor(market.color, theme, 'text') },
          }}
        />
      ))}
      <Tab
        value={FUNDS_TAB}
        component={RouterLink}
        to={fundsHref}
        label={t('fundsTab')}
        sx={{ fontWeight: 600, fontSize: { xs: '0.9375rem', sm: '1rem' }, minHeight: 48, px: { xs: 1.5, sm: 2 } }}
      />
    </Tabs>
  );
}
