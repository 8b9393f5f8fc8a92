import CloseIcon from '@mui/icons-material/Close';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { MARKET_PRICE_KEY, type Comparison, type ComparisonPeriodType } from '@sahm/contracts/comparisons';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useComparison, useComparisonParameters, useUpdateFavoriteIndicators, type ComparisonRequest } from '../api/comparisons.ts';
import { formatIndicator } from '../format.ts';
import { colorAt } from '../palette.ts';
import { clampStart, itemsOf, lastStart, periodLabel, periodsOf, QUARTER_WINDOW, seriesOf, visiblePeriods } from '../periods.ts';
import { shareComparisonImage } from '../share-image.ts';
import { IndicatorCard } from './indicator-card.tsx';

export type ComparedEntry = { guid: string; name: string; kind: 'stock' | 'sector' };
type Pick = (entry: { guid: string; name: string }) => void;

type ComparisonToolProps = {
  /** The stock page's tab: this stock stays first and cannot be removed; the comparison runs at once. */
  fixedStock?: { guid: string; name: string };
  /** With CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS: one company or sector at most. */
  limited: boolean;
  /** Called instead of adding a second item when limited (the upgrade dialog). */
  onLimit: () => void;
  renderStockPicker: (onSelect: Pick) => ReactNode;
  renderSectorPicker: (onSelect: Pick) => ReactNode;
};

const periodTypes: readonly ComparisonPeriodType[] = ['yearly', 'half_year', 'quarterly'];

/**
 * The comparison tool (spec §2 "Comparisons page", §4, §5): companies or sectors, indicators by
 * group, compare, compare all, reset, the market-price toggle, one card per indicator pinnable to
 * the top, yearly, half-year or quarterly figures with a three-year window for quarters, and a
 * shared image.
 */
export function ComparisonTool({ fixedStock, limited, onLimit, renderStockPicker, renderSectorPicker }: ComparisonToolProps) {
  const { t } = useTranslation('comparisons');
  const locale = useLocale();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const fixed: ComparedEntry[] = fixedStock ? [{ ...fixedStock, kind: 'stock' }] : [];
  const [entries, setEntries] = useState<ComparedEntry[]>(fixed);
  const [kind, setKind] = useState<'stock' | 'sector'>('stock');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [marketPrice, setMarketPrice] = useState(false);
  const [periodType, setPeriodType] = useState<ComparisonPeriodType>('yearly');
  const [errors, setErrors] = useState({ entries: false, indicators: false });
  const [pinned, setPinned] = useState<string[]>([]);
  const [quarterStart, setQuarterStart] = useState<number | null>(null);
  const [sharing, setSharing] = useState(false);

  const parameters = useComparisonParameters(fixedStock ? [fixedStock.guid] : []);
  const favorites = useUpdateFavoriteIndicators();
  const options = useMemo(
    () => (parameters.data?.keys ?? []).flatMap((g) => g.indicators.map((i) => ({ ...i, group: g.label }))),
    [parameters.data],
  );
  const byKey = useMemo(() => new Map(options.map((o) => [o.key, o])), [options]);
  // The defaults until the user changes the list.
  const indicators = chosen ?? parameters.data?.defaults ?? [];
  const favoriteKeys = parameters.data?.favorites ?? [];

  const requestOf = (fields: readonly string[], withPrice = marketPrice, type = periodType): ComparisonRequest => ({
    stocks: entries.filter((e) => e.kind === 'stock').map((e) => e.guid),
    sectors: entries.filter((e) => e.kind === 'sector').map((e) => e.guid),
    fields: withPrice && !fields.includes('all') ? [MARKET_PRICE_KEY, ...fields.filter((k) => k !== MARKET_PRICE_KEY)] : [...fields],
    period_type: type,
  });
  const [request, setRequest] = useState<ComparisonRequest | null>(() =>
    fixedStock ? { stocks: [fixedStock.guid], sectors: [], fields: [], period_type: 'yearly' } : null,
  );
  // The tab compares its stock on the defaults as soon as they are known.
  const effectiveRequest = request && request.fields.length === 0 ? (indicators.length ? requestOf(indicators) : null) : request;
  const comparison = useComparison(effectiveRequest);

  const add =
    (kindOf: 'stock' | 'sector'): Pick =>
    (entry) => {
      if (entries.some((e) => e.guid === entry.guid)) return;
      if (limited && entries.length >= 1) return onLimit();
      setEntries([...entries, { ...entry, kind: kindOf }]);
      setErrors((e) => ({ ...e, entries: false }));
    };
  const remove = (guid: string) => setEntries(entries.filter((e) => e.guid !== guid));

  const compare = (fields: readonly string[] = indicators) => {
    const next = { entries: entries.length === 0, indicators: fields.length === 0 && !marketPrice };
    setErrors(next);
    if (next.entries || next.indicators) return;
    setQuarterStart(null);
    setRequest(requestOf(fields));
  };
  const compareAll = () => {
    setChosen(options.map((o) => o.key));
    compare(['all']);
  };
  const reset = () => {
    setEntries(fixed);
    setChosen([]);
    setMarketPrice(false);
    setRequest(null);
    setPinned([]);
    setErrors({ entries: false, indicators: false });
  };
  const toggleMarketPrice = (on: boolean) => {
    setMarketPrice(on);
    if (on) setPinned((p) => [MARKET_PRICE_KEY, ...p.filter((k) => k !== MARKET_PRICE_KEY)]);
    if (effectiveRequest) {
      const fields = effectiveRequest.fields.filter((k) => k !== MARKET_PRICE_KEY);
      if (on || fields.length) setRequest(requestOf(fields, on));
    }
  };
  const changePeriod = (type: ComparisonPeriodType) => {
    setPeriodType(type);
    setQuarterStart(null);
    if (effectiveRequest) setRequest({ ...effectiveRequest, period_type: type });
  };
  const toggleFavorite = (key: string) => favorites.mutate(favoriteKeys.includes(key) ? { remove: [key] } : { add: [key] });

  const data = comparison.data;
  const view = data ? buildView(data, effectiveRequest?.period_type === 'quarterly', quarterStart, entries) : null;
  const cardKeys = data ? orderCards(Object.keys(data.units), pinned) : [];

  const share = async () => {
    if (!data || !view) return;
    setSharing(true);
    try {
      await shareComparisonImage({
        title: t('share.title'),
        subtitle: view.labels.at(-1) ?? '',
        direction: theme.direction,
        dark: theme.palette.mode === 'dark',
        items: view.items.map((item) => ({ name: item.name, color: item.color })),
        indicators: cardKeys.map((key) => ({
          label: data.units[key]!.label,
          values: view.items.map((item) => {
            const values = seriesOf(data, key, view.periods, [item.guid])[0]!;
            return formatIndicator([...values].reverse().find((v) => v !== null) ?? null, data.units[key]!.unit, locale);
          }),
        })),
        footer: data.is_demo ? t('share.footerDemo') : t('share.footer'),
      });
    } finally {
      setSharing(false);
    }
  };

  const card = (key: string) => {
    const unit = data!.units[key]!;
    const values = seriesOf(
      data!,
      key,
      view!.periods,
      view!.items.map((i) => i.guid),
    );
    return (
      <IndicatorCard
        key={key}
        indicatorKey={key}
        label={unit.label}
        unit={unit.unit}
        labels={view!.labels}
        series={view!.items.map((item, i) => ({ label: item.name, color: item.color, values: values[i]! }))}
        pinned={pinned.includes(key)}
        onPin={() => setPinned((p) => (p.includes(key) ? p.filter((k) => k !== key) : [...p, key]))}
        favorite={favoriteKeys.includes(key)}
        onFavorite={() => toggleFavorite(key)}
        favoriteBusy={favorites.isPending}
      />
    );
  };
  const pinnedKeys = cardKeys.filter((k) => pinned.includes(k));
  const otherKeys = cardKeys.filter((k) => !pinned.includes(k));
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('form.label')}
        sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={kind}
            onChange={(_, v: 'stock' | 'sector' | null) => v && setKind(v)}
            aria-label={t('items.kind')}
          >
            <ToggleButton value="stock">{t('items.companies')}</ToggleButton>
            <ToggleButton value="sector">{t('items.sectors')}</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: '1 1 240px', minWidth: 0, display: 'flex' }} data-testid="comparison-item-picker">
            {kind === 'stock' ? renderStockPicker(add('stock')) : renderSectorPicker(add('sector'))}
          </Box>
        </Box>
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="compared-items">
            {entries.map((entry, i) => (
              <Chip
                key={entry.guid}
                label={entry.name}
                variant="outlined"
                avatar={<Box component="span" aria-hidden sx={{ bgcolor: `${colorAt(i)} !important`, borderRadius: '50%' }} />}
                onDelete={fixedStock?.guid === entry.guid ? undefined : () => remove(entry.guid)}
                deleteIcon={<CloseIcon aria-label={t('items.remove', { name: entry.name })} />}
              />
            ))}
            {entries.length === 0 && (
              <Typography variant="body2" color="textSecondary">
                {t('items.none')}
              </Typography>
            )}
          </Box>
          {errors.entries && (
            <FormHelperText error role="alert">
              {t('items.required')}
            </FormHelperText>
          )}
        </Box>
        {parameters.isPending ? (
          <Skeleton variant="rounded" height={40} />
        ) : parameters.isError ? (
          <LoadFailed onRetry={() => void parameters.refetch()} />
        ) : (
          <Autocomplete
            multiple
            size="small"
            options={options.map((o) => o.key)}
            value={indicators.filter((k) => byKey.has(k))}
            onChange={(_, next) => {
              setChosen(next);
              if (next.length) setErrors((e) => ({ ...e, indicators: false }));
            }}
            groupBy={(key) => byKey.get(key)?.group ?? ''}
            getOptionLabel={(key) => byKey.get(key)?.label ?? key}
            disableCloseOnSelect
            limitTags={4}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('indicators.label')}
                error={errors.indicators}
                helperText={errors.indicators ? t('indicators.required') : undefined}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'indicator-input' } }}
              />
            )}
          />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="contained" startIcon={<CompareArrowsIcon />} onClick={() => compare()} data-testid="compare">
            {t('actions.compare')}
          </Button>
          <Button variant="outlined" onClick={compareAll} disabled={!options.length}>
            {t('actions.compareAll')}
          </Button>
          <Button variant="text" onClick={reset}>
            {t('actions.reset')}
          </Button>
          {favoriteKeys.length > 0 && (
            <Button variant="text" onClick={() => setChosen(favoriteKeys)} data-testid="use-favorites">
              {t('actions.useFavorites')}
            </Button>
          )}
          <FormControlLabel
            sx={{ marginInlineStart: 'auto' }}
            control={<Switch checked={marketPrice} onChange={(e) => toggleMarketPrice(e.target.checked)} />}
            label={t('marketPrice')}
          />
        </Box>
      </Paper>

      {effectiveRequest && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={effectiveRequest.period_type}
            onChange={(_, v: ComparisonPeriodType | null) => v && changePeriod(v)}
            aria-label={t('period.label')}
          >
            {periodTypes.map((p) => (
              <ToggleButton key={p} value={p} data-testid={`period-${p}`}>
                {t(`period.${p}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<ShareOutlinedIcon />}
            onClick={() => void share()}
            disabled={!data || sharing}
            sx={{ marginInlineStart: 'auto' }}
          >
            {sharing ? t('actions.preparing') : t('actions.share')}
          </Button>
        </Box>
      )}
      {view?.slider && (
        <Box sx={{ px: 2 }} data-testid="quarter-window">
          <Typography variant="caption" color="textSecondary" component="p">
            {t('period.window', { from: isolate(view.labels[0]), to: isolate(view.labels.at(-1)) })}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={view.slider.max}
            step={1}
            // The chart runs oldest to newest left to right in both languages; MUI mirrors a slider
            // in Arabic, so the value is mirrored back to keep the thumb over the periods it shows.
            value={rtl ? view.slider.max - view.slider.value : view.slider.value}
            onChange={(_, v) => setQuarterStart(rtl ? view.slider!.max - (v as number) : (v as number))}
            aria-label={t('period.windowLabel')}
            valueLabelDisplay="off"
          />
        </Box>
      )}

      {!effectiveRequest ? (
        <Paper variant="outlined">
          <EmptyState icon={<CompareArrowsIcon />} title={t('empty.title')} description={t('empty.text')} />
        </Paper>
      ) : comparison.isError && !data ? (
        <LoadFailed onRetry={() => void comparison.refetch()} />
      ) : !data || !view ? (
        <Box sx={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : view.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('empty.noData')} />
        </Paper>
      ) : (
        <>
          {data.is_demo && (
            <Typography variant="caption" color="textSecondary">
              {t('demo')}
            </Typography>
          )}
          {pinnedKeys.length > 0 && (
            <Box
              data-testid="pinned-cards"
              sx={{
                ...grid,
                position: 'sticky',
                top: { xs: 56, md: 64 },
                zIndex: 2,
                bgcolor: 'background.default',
                py: 1,
                maxHeight: '55vh',
                overflowY: 'auto',
              }}
            >
              {pinnedKeys.map(card)}
            </Box>
          )}
          <Box sx={grid}>{otherKeys.map(card)}</Box>
        </>
      )}
    </Box>
  );
}

/** Market price first when pinned, then the order asked. */
function orderCards(keys: string[], pinned: readonly string[]): string[] {
  return [...keys.filter((k) => pinned.includes(k)), ...keys.filter((k) => !pinned.includes(k))];
}

/** The periods shown and the items in the order they were added, each in its chip's colour. */
function buildView(data: Comparison, quarterly: boolean, start: number | null, entries: readonly ComparedEntry[]) {
  const all = periodsOf(data);
  const first = clampStart(all.length, start ?? lastStart(all.length));
  const periods = visiblePeriods(all, quarterly, first);
  const order = (guid: string) => {
    const at = entries.findIndex((e) => e.guid === guid);
    return at < 0 ? entries.length : at;
  };
  const items = itemsOf(data)
    .sort((a, b) => order(a.guid) - order(b.guid))
    .map((item, i) => ({ ...item, color: colorAt(order(item.guid) < entries.length ? order(item.guid) : i) }));
  return {
    items,
    periods,
    labels: periods.map(periodLabel),
    slider: quarterly && all.length > QUARTER_WINDOW ? { max: lastStart(all.length), value: first } : null,
  };
}

/** A Latin period label inside Arabic text keeps its own order ("Q4 2023", not "2023 Q4"). */
const isolate = (label: string | undefined) => `\u2068${label ?? ''}\u2069`;
