import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { Package } from '@sahm/contracts/plans';
import { bestYearlySavingPercent } from '../../../shared/format/money.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { pricePairs, type SellingPeriod } from '../card-state.ts';

/** The monthly/yearly toggle; the yearly badge says the best saving the prices give (none while they load). */
export function PeriodToggle({
  value,
  onChange,
  packages,
}: {
  value: SellingPeriod;
  onChange: (period: SellingPeriod) => void;
  packages: readonly Package[] | undefined;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const saving = packages ? bestYearlySavingPercent(pricePairs(packages)) : null;
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      aria-label={t('packages.periodLabel')}
      onChange={(_, next: SellingPeriod | null) => next && onChange(next)}
      size="small"
    >
      <ToggleButton value="MONTHLY" sx={{ px: 3 }}>
        {t('packages.monthly')}
      </ToggleButton>
      <ToggleButton value="YEARLY" sx={{ px: 3, gap: 1 }}>
        {t('packages.yearly')}
        {saving !== null && (
          <Box component="span" dir="ltr">
            <Chip
              label={t('packages.yearlyDiscount', { percent: formatPercent(-saving, locale, 0) })}
              size="small"
              color="success"
              sx={{ height: 20, pointerEvents: 'none' }}
            />
          </Box>
        )}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
