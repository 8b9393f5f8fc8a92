import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { SellingPeriod } from '../card-state.ts';

export function PeriodToggle({ value, onChange }: { value: SellingPeriod; onChange: (period: SellingPeriod) => void }) {
  const { t } = useTranslation('plans');
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
        <Box component="span" dir="ltr">
          <Chip label={t('packages.yearlyDiscount')} size="small" color="success" sx={{ height: 20, pointerEvents: 'none' }} />
        </Box>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
