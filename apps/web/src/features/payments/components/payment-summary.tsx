import type { Quote } from '@sahm/contracts/payments';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { sarToHalalas } from '@sahm/contracts/money';
import { formatSar, negateSar } from '../../../shared/format/money.ts';

/** One line of the quote; a deduction is written as a negative amount, the minus where the locale puts it. */
function Row({ label, value, negative = false, strong = false }: { label: string; value: string; negative?: boolean; strong?: boolean }) {
  const locale = useLocale();
  const shown = negative && sarToHalalas(value) > 0 ? negateSar(value) : value;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>
        <bdi>{formatSar(shown, locale)}</bdi>
      </Typography>
    </Box>
  );
}

/** The server's quote: price, discount, remaining credit, VAT included, total. */
export function PaymentSummary({ quote }: { quote: Quote }) {
  const { t } = useTranslation('plans');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="payment-summary">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('checkout.summary.title')}
      </Typography>
      <Stack spacing={1}>
        <Row label={t('checkout.summary.price')} value={quote.price} />
        <Row label={t('checkout.summary.discount')} value={quote.discount} negative />
        <Row label={t('checkout.summary.credit')} value={quote.remaining_credit} negative />
        <Row label={t('checkout.summary.vat')} value={quote.vat} />
        <Divider />
        <Row label={t('checkout.summary.total')} value={quote.total} strong />
      </Stack>
    </Paper>
  );
}
