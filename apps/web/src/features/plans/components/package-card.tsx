import type { Package } from '@sahm/contracts/plans';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { cardStateOf, priceFor, type SellingPeriod } from '../card-state.ts';
import { sarToHalalas } from '@sahm/contracts/money';
import { annualSaving, formatSar } from '../../../shared/format/money.ts';
import type { Subscription } from '@sahm/contracts/plans';

type PackageCardProps = {
  pkg: Package;
  period: SellingPeriod;
  subscription: Subscription | null | undefined;
  onSubscribe: (priceGuid: string) => void;
  /** The landing table shows the cards without subscription state. */
  highlight?: boolean;
};

export function PackageCard({ pkg, period, subscription, onSubscribe, highlight = false }: PackageCardProps) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const state = cardStateOf(pkg, period, subscription);
  const price = priceFor(pkg, period);
  const monthly = priceFor(pkg, 'MONTHLY');
  const yearly = priceFor(pkg, 'YEARLY');
  const saving = period === 'YEARLY' && monthly && yearly ? annualSaving(monthly.price, yearly.price) : null;
  const features = [...pkg.feature_mapping].sort((a, b) => a.order - b.order);
  const isFree = pkg.slug === 'BASIC';

  return (
    <Paper
      variant="outlined"
      data-testid={`package-${pkg.slug}`}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
        borderColor: highlight ? 'primary.main' : undefined,
        borderWidth: highlight ? 2 : 1,
      }}
    >
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {pkg.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {pkg.description}
        </Typography>
      </Box>
      <Box sx={{ minHeight: 64 }}>
        {isFree ? (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {t('packages.free')}
          </Typography>
        ) : price ? (
          <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Box component="bdi" sx={{ typography: 'h4', fontWeight: 700 }}>
              {formatSar(price.price, locale, { wholeAsInteger: true })}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t(period === 'YEARLY' ? 'packages.perYear' : 'packages.perMonth')}
            </Box>
          </Typography>
        ) : (
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t('packages.contactPrice')}
          </Typography>
        )}
        {saving && sarToHalalas(saving) > 0 && (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
            <bdi>{t('packages.saving', { amount: formatSar(saving, locale, { wholeAsInteger: true }) })}</bdi>
          </Typography>
        )}
      </Box>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flex: 1 }}>
        {features.map((feature) => (
          <Box component="li" key={feature.name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {feature.is_included ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess={t('packages.included')} />
            ) : (
              <RemoveCircleOutlineIcon fontSize="small" color="action" titleAccess={t('packages.excluded')} />
            )}
            {/* An excluded feature is still text to read: the secondary colour keeps 4.5:1 in both themes (the disabled one gave 2.67:1 in light); the icon says it is not included. */}
            <Typography variant="body2" color={feature.is_included ? 'textPrimary' : 'textSecondary'}>
              {feature.name}
            </Typography>
          </Box>
        ))}
      </Stack>
      {state.kind === 'subscribe' && (
        <Button variant="contained" onClick={() => onSubscribe(state.price.guid)}>
          {t('packages.subscribe')}
        </Button>
      )}
      {state.kind === 'current' && (
        <Button variant="outlined" disabled>
          {t('packages.current')}
        </Button>
      )}
      {state.kind === 'default' && (
        <Button variant="outlined" disabled>
          {t('packages.default')}
        </Button>
      )}
      {state.kind === 'contact' && (
        <Button variant="outlined" href={`mailto:${state.email}`}>
          {t('packages.contact')}
        </Button>
      )}
      {state.kind === 'unavailable' && (
        <Button variant="outlined" disabled>
          {t('packages.unavailable')}
        </Button>
      )}
    </Paper>
  );
}
