import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { RightsEntitlement } from '@sahm/contracts/portfolio-income';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useSubscribeRights } from '../api/subscribe-rights.ts';

const statusColor = { OPEN: 'primary', SUBSCRIBED: 'success', LAPSED: 'default' } as const;

function RightsOffer({ portfolioGuid, offer }: { portfolioGuid: string; offer: RightsEntitlement }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const [fromCash, setFromCash] = useState(true);
  const subscribe = useSubscribeRights(portfolioGuid);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="rights-offer">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{offer.stock.short_name}</Typography>
        <Chip size="small" color={statusColor[offer.status]} label={t(`dividends.rights.status.${offer.status}`)} />
      </Box>
      <Typography variant="body2">
        {t('dividends.rights.terms', {
          entitled: formatNumber(offer.entitled_shares, locale),
          held: formatNumber(offer.shares_held, locale),
          price: formatSarPlain(offer.offer_price, locale),
        })}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t('dividends.rights.window')} <DateText value={offer.effective_date} /> – <DateText value={offer.subscription_ends} />
      </Typography>
      {offer.status === 'OPEN' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            disabled={subscribe.isPending}
            onClick={() =>
              subscribe.mutate({ rightsGuid: offer.capital_change_guid, shares: offer.entitled_shares, deduct_from_cash_flow: fromCash })
            }
          >
            {t('dividends.rights.take', { shares: formatNumber(offer.entitled_shares, locale) })}
          </Button>
          <FormControlLabel
            control={<Switch size="small" checked={fromCash} onChange={(_, checked) => setFromCash(checked)} />}
            label={t('dividends.rights.fromCash')}
          />
        </Box>
      )}
      {offer.status === 'SUBSCRIBED' && (
        <Typography variant="body2" color="success">
          <Ltr>{t('dividends.rights.taken', { shares: formatNumber(offer.subscribed_shares, locale) })}</Ltr>
        </Typography>
      )}
    </Paper>
  );
}

/** Rights issues the portfolio is entitled to: the new shares can be bought at the offer price once, within the window. */
export function RightsOffers({ portfolioGuid, offers }: { portfolioGuid: string; offers: readonly RightsEntitlement[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {offers.map((offer) => (
        <RightsOffer key={offer.capital_change_guid} portfolioGuid={portfolioGuid} offer={offer} />
      ))}
    </Box>
  );
}
