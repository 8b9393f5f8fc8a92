import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { purificationProviders, type PortfolioPurification } from '@sahm/contracts/portfolio-income';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ColumnHeads } from '../../../shared/ui/column-heads.tsx';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { downloadStatement } from '../api/download-statement.ts';
import { usePurification } from '../api/get-purification.ts';
import { Count, Exact, Sar, TableSkeleton } from './faith-figures.tsx';

type Provider = (typeof purificationProviders)[number];
type ProviderFigures = PortfolioPurification['providers'][number];

/** Years offered: this one and the five before it. */
const yearsUpTo = (year: number) => Array.from({ length: 6 }, (_, i) => year - i);

function ProviderTable({ figures }: { figures: ProviderFigures }) {
  const { t } = useTranslation('faith');
  const provider = t(`providers.${figures.provider}`);
  const label = t('purification.tableLabel', { provider });
  return (
    <Box component="section" aria-label={label} data-provider={figures.provider} sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, px: { xs: 1.5, md: 2 }, pt: 1 }}>
        {provider}
      </Typography>
      <ScrollRegion label={label}>
        <Table size="small" aria-label={label} sx={{ minWidth: 720 }}>
          <ColumnHeads
            columns={[
              { label: t('purification.company') },
              { label: t('purification.basis') },
              { label: t('purification.rate'), numeric: true },
              { label: t('purification.rateDate') },
              { label: t('purification.daysHeld'), numeric: true },
              { label: t('purification.amount'), numeric: true },
            ]}
          />
          <TableBody>
            {figures.holdings.map((h) => (
              <TableRow key={h.stock.guid} data-symbol={h.stock.symbol_code}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {h.stock.short_name} <Exact value={h.stock.symbol_code} />
                  </Typography>
                  {h.spans.map((s) => (
                    <Typography key={s.from} variant="caption" color="textSecondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                      <Ltr>
                        {s.from} → {s.to}
                      </Ltr>
                      {t('purification.stretch', { shares: s.shares, days: s.days })}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>{t(`purification.reasons.${h.reason}`)}</TableCell>
                <TableCell align="right">
                  <Exact value={h.rate_per_share} />
                </TableCell>
                <TableCell>{h.rate_date ? <DateText value={h.rate_date} /> : <Exact value={null} />}</TableCell>
                <TableCell align="right">
                  <Count value={h.days_held} />
                </TableCell>
                <TableCell align="right" data-amount>
                  <Sar value={h.amount} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                {t('purification.total', { provider })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} data-total={figures.provider}>
                <Sar value={figures.total} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
    </Box>
  );
}

/**
 * The year's purification of the portfolio, per provider and holding, with the method named and
 * the statement to download (PDF in the page's language, or CSV), each figure as the server gave it.
 */
export function PurificationPanel({ guid, thisYear }: { guid: string; thisYear: number }) {
  const { t } = useTranslation('faith');
  const locale = useLocale();
  const [year, setYear] = useState(thisYear);
  const [provider, setProvider] = useState<Provider | 'all'>('all');
  const query = { year, ...(provider === 'all' ? {} : { provider }) };
  const figures = usePurification(guid, query);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);

  const download = async (format: 'pdf' | 'csv') => {
    setDownloading(format);
    try {
      await downloadStatement(guid, { ...query, format, lang: locale });
    } catch {
      enqueueSnackbar(t('purification.downloadFailed'), { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const data = figures.data;
  let body;
  if (figures.isError && !data) body = <LoadFailed onRetry={() => void figures.refetch()} />;
  else if (!data) body = <TableSkeleton />;
  else if (data.providers.every((p) => p.holdings.length === 0)) body = <EmptyState title={t('purification.empty')} />;
  else body = data.providers.map((p) => <ProviderTable key={p.provider} figures={p} />);

  return (
    <SectionPanel id="purification" title={t('purification.title')} flush>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', px: { xs: 1.5, md: 2 }, pb: 1 }}>
        <TextField
          select
          size="small"
          label={t('purification.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 110 }}
        >
          {yearsUpTo(thisYear).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('purification.provider')}
          value={provider}
          onChange={(e) => setProvider(e.target.value as Provider | 'all')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">{t('purification.allProviders')}</MenuItem>
          {purificationProviders.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`providers.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          loading={downloading === 'pdf'}
          onClick={() => void download('pdf')}
        >
          {t('purification.downloadPdf')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          loading={downloading === 'csv'}
          onClick={() => void download('csv')}
        >
          {t('purification.downloadCsv')}
        </Button>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ px: { xs: 1.5, md: 2 } }} data-method>
        {t('purification.method', { days: data?.days_in_year ?? 365 })}
      </Typography>
      {data && (
        <Typography variant="caption" color="textSecondary" sx={{ px: { xs: 1.5, md: 2 } }} component="p">
          {t('purification.through', { date: data.through })}
        </Typography>
      )}
      <Box aria-busy={!data || figures.isPlaceholderData} sx={{ pb: 1 }}>
        {body}
      </Box>
    </SectionPanel>
  );
}
