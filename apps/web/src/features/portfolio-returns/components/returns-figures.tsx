import type { PortfolioBenchmark } from '@sahm/contracts/portfolio-returns';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { moneyWeightedShown } from './money-weighted-figure.ts';

type Figure = PortfolioBenchmark['tasi'];

function FigureCard({ id, title, note, figure }: { id: string; title: string; note: string; figure: Figure | undefined }) {
  const { t } = useTranslation('portfolios');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }} data-testid={`returns-${id}`}>
      <Typography variant="body2" color="textSecondary" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, minHeight: '2.25rem' }} data-figure={id}>
        {figure ? <ChangeText value={figure.percent} kind="ratio" /> : <Skeleton width={96} />}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {figure?.reason ? t(`returns.gaps.${figure.reason}`) : note}
      </Typography>
    </Paper>
  );
}

/**
 * The three figures of the period: the time-weighted and money-weighted returns, and TASI's over the
 * same sessions. Side by side from md: at a phone's sm width (409 px and up) a third of the card
 * left each note five lines long.
 */
export function ReturnsFigures({ data }: { data: PortfolioBenchmark | undefined }) {
  const { t } = useTranslation('portfolios');
  const money = data && moneyWeightedShown(data);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <FigureCard id="twr" title={t('returns.twr.title')} note={t('returns.twr.note')} figure={data?.time_weighted} />
      <FigureCard
        id="mwr"
        title={money?.basis === 'annual' ? t('returns.mwr.titleAnnual') : t('returns.mwr.titlePeriod')}
        note={t('returns.mwr.note')}
        figure={money?.figure}
      />
      <FigureCard id="tasi" title={t('returns.tasi.title')} note={t('returns.tasi.note')} figure={data?.tasi} />
    </Box>
  );
}
