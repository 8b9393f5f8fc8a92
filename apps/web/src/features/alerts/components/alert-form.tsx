import type { AlertChannels, AlertKind } from '@sahm/contracts/alerts';
import { shariahProviders, type ShariahProvider } from '@sahm/contracts/company';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySign, formatCurrency } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import {
  checkThreshold,
  cooldownChoices,
  formatBound,
  isThresholdKind,
  nearestCooldown,
  unitOf,
  type CooldownChoice,
  type ThresholdProblem,
} from '../thresholds.ts';

export type AlertFormValues = {
  kind: AlertKind;
  threshold: number | null;
  provider: ShariahProvider | null;
  channels: AlertChannels;
  cooldown_minutes: number;
};

type AlertFormProps = {
  /** The kinds to choose from; one kind (a portfolio's, or an alert being edited) is shown, not chosen. */
  kinds: readonly AlertKind[];
  initial?: Partial<AlertFormValues>;
  /** The stock's last price, shown beside a price threshold. */
  price?: number | null;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal, already in the reader's language. */
  error?: ReactNode;
  onSubmit: (values: AlertFormValues) => void;
  onCancel: () => void;
};

const companyKinds: readonly AlertKind[] = ['announcement', 'dividend', 'shariah_change'];

/** What an alert watches, its threshold, how it is sent and how often: checked as the server checks it. */
export function AlertForm({ kinds, initial = {}, price, submitLabel, submitting, error, onSubmit, onCancel }: AlertFormProps) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const [kind, setKind] = useState<AlertKind>(initial.kind ?? kinds[0]!);
  const [threshold, setThreshold] = useState(initial.threshold == null ? '' : String(initial.threshold));
  const [provider, setProvider] = useState<ShariahProvider>(initial.provider ?? shariahProviders[0]);
  const [email, setEmail] = useState(initial.channels?.email ?? false);
  const [push, setPush] = useState(initial.channels?.push ?? false);
  const [cooldown, setCooldown] = useState<CooldownChoice>(nearestCooldown(initial.cooldown_minutes ?? 60));
  // Checked once submitted, then as it is typed: an empty field does not shout before anyone has tried.
  const [tried, setTried] = useState(false);

  const check = isThresholdKind(kind) ? checkThreshold(kind, threshold) : null;
  const problem = tried && check?.problem ? problemText(check.problem) : null;

  function problemText(issue: ThresholdProblem): string {
    if (issue.key !== 'range') return t(`form.errors.${issue.key}`);
    return t('form.errors.range', { min: formatBound(issue.min, locale), max: formatBound(issue.max, locale) });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check?.problem) return;
    onSubmit({
      kind,
      threshold: check ? check.value : null,
      provider: kind === 'shariah_change' ? provider : null,
      channels: { email, push },
      cooldown_minutes: cooldown,
    });
  };

  const kindOption = (option: AlertKind) => (
    <MenuItem key={option} value={option}>
      {t(`kinds.${option}.label`)}
    </MenuItem>
  );
  const grouped = kinds.some((option) => companyKinds.includes(option)) && kinds.some((option) => !companyKinds.includes(option));
  const unit = isThresholdKind(kind) ? unitOf(kind) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {kinds.length > 1 ? (
        <TextField
          select
          label={t('form.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as AlertKind)}
          helperText={t(`kinds.${kind}.hint`)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
        >
          {grouped
            ? [
                <ListSubheader key="stock">{t('groups.stock')}</ListSubheader>,
                ...kinds.filter((option) => !companyKinds.includes(option)).map(kindOption),
                <ListSubheader key="company">{t('groups.company')}</ListSubheader>,
                ...kinds.filter((option) => companyKinds.includes(option)).map(kindOption),
              ]
            : kinds.map(kindOption)}
        </TextField>
      ) : (
        <Box>
          <Typography variant="subtitle2">{t(`kinds.${kind}.label`)}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`kinds.${kind}.hint`)}
          </Typography>
        </Box>
      )}

      {unit && (
        <TextField
          label={t(`form.threshold.${unit}`)}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          error={Boolean(problem)}
          helperText={
            problem ??
            (unit === 'price' && price != null ? <bdi>{t('form.currentPrice', { price: formatCurrency(price, locale) })}</bdi> : ' ')
          }
          required
          autoFocus
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'alert-threshold', autoComplete: 'off' },
            input: {
              endAdornment: (
                <InputAdornment position="end">{unit === 'price' ? currencySign(locale) : unit === 'percent' ? '%' : '×'}</InputAdornment>
              ),
            },
          }}
        />
      )}

      {kind === 'shariah_change' && (
        <TextField
          select
          label={t('form.provider')}
          value={provider}
          onChange={(event) => setProvider(event.target.value as ShariahProvider)}
        >
          {shariahProviders.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`providers.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {t('form.channels')}
        </FormLabel>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked disabled />}
            label={
              <>
                {t('channels.in_app')}{' '}
                <Typography component="span" variant="caption" color="textSecondary">
                  ({t('form.inAppAlways')})
                </Typography>
              </>
            }
          />
          <FormControlLabel
            control={<Checkbox checked={email} onChange={(event) => setEmail(event.target.checked)} />}
            label={t('channels.email')}
          />
          <FormControlLabel
            control={<Checkbox checked={push} onChange={(event) => setPush(event.target.checked)} />}
            label={t('channels.push')}
          />
        </FormGroup>
        {push && !initial.channels?.push && (
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {t('form.pushNote')}
          </Typography>
        )}
      </Box>

      <TextField
        select
        label={t('form.cooldown')}
        value={cooldown}
        onChange={(event) => setCooldown(Number(event.target.value) as CooldownChoice)}
        helperText={t('form.cooldownHint')}
      >
        {cooldownChoices.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t(`cooldowns.${minutes}`)}
          </MenuItem>
        ))}
      </TextField>

      {error && (
        <Alert severity="error" data-testid="alert-form-error">
          {error}
        </Alert>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
