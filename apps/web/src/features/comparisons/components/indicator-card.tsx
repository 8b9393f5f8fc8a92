import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { IndicatorUnit } from '@sahm/contracts/indicators';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { formatAxis, formatIndicator } from '../format.ts';
import type { BarSeries } from '../../../shared/charts/bar-canvas.tsx';

// The chart library arrives with the first card, never with the page's own code.
const BarCanvas = lazy(() => import('../../../shared/charts/bar-canvas.tsx'));

type IndicatorCardProps = {
  indicatorKey: string;
  label: string;
  unit: IndicatorUnit;
  labels: string[];
  series: BarSeries[];
  pinned: boolean;
  onPin: () => void;
  favorite: boolean;
  onFavorite: () => void;
  favoriteBusy: boolean;
};

/** One indicator of every compared item: a chart, pinnable to the top and markable as a favourite. */
export function IndicatorCard(props: IndicatorCardProps) {
  const { t } = useTranslation('comparisons');
  const locale = useLocale();
  const { label, unit, labels, series, pinned, favorite } = props;
  const empty = series.every((s) => s.values.every((v) => v === null));
  const chartBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartBox);
  const latest = series.map((s) => [...s.values].reverse().find((v) => v !== null) ?? null);

  return (
    <Paper
      variant="outlined"
      data-testid="indicator-card"
      data-indicator={props.indicatorKey}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }} noWrap title={label}>
            {label}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t(`units.${unit}`)}
          </Typography>
        </Box>
        <Tooltip title={favorite ? t('card.unfavorite') : t('card.favorite')}>
          <span>
            <IconButton
              size="small"
              aria-label={favorite ? t('card.unfavorite') : t('card.favorite')}
              aria-pressed={favorite}
              onClick={props.onFavorite}
              disabled={props.favoriteBusy}
              data-testid="favorite-indicator"
              sx={{ color: favorite ? 'warning.main' : undefined }}
            >
              {favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={pinned ? t('card.unpin') : t('card.pin')}>
          <IconButton
            size="small"
            aria-label={pinned ? t('card.unpin') : t('card.pin')}
            aria-pressed={pinned}
            onClick={props.onPin}
            color={pinned ? 'primary' : 'default'}
          >
            {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {series.map((s, i) => (
          <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: s.color, flexShrink: 0 }} />
            <Typography variant="caption" noWrap sx={{ maxWidth: 140 }}>
              {s.label}
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 700 }} dir="ltr">
              {formatIndicator(latest[i] ?? null, unit, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      {empty ? (
        <Typography color="textSecondary" variant="body2" sx={{ py: 6, textAlign: 'center' }}>
          {t('card.noData')}
        </Typography>
      ) : (
        // Time runs left to right in both languages: the chart keeps its own direction.
        <Box
          ref={chartBox}
          role="img"
          aria-label={t('card.chart', { indicator: label })}
          dir="ltr"
          sx={{ height: 220, position: 'relative' }}
        >
          {/* "Compare all" lays out over a hundred cards: each draws its chart as the reader nears it. */}
          {near ? (
            <Suspense fallback={<Skeleton variant="rounded" sx={{ height: '100%' }} />}>
              <BarCanvas
                labels={labels}
                series={series}
                formatAxis={(v) => (unit === 'percent' ? formatIndicator(v, unit, locale) : formatAxis(v, locale))}
                maxBarThickness={22}
              />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" sx={{ height: '100%' }} />
          )}
        </Box>
      )}
    </Paper>
  );
}
