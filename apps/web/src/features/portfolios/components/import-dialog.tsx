import { importRefusedSchema, type ImportReport } from '@sahm/contracts/portfolio-import';
import type { ExportFormat } from '@sahm/contracts/data-export';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { importTemplatePath, useImportTrades } from '../api/import-trades.ts';
import { ImportHistory } from './import-history.tsx';
import { ImportReportTable } from './import-report-table.tsx';

/** What the last check or import said: a report (taken or refused rows) or a refusal of the whole file. */
type Outcome = { report: ImportReport; ok: boolean } | { error: string };

function outcomeOf(error: unknown, fallback: string): Outcome {
  if (error instanceof ApiError) {
    const refused = importRefusedSchema.safeParse(error.body);
    if (refused.success && refused.data.report) return { report: refused.data.report, ok: false };
    return { error: error.message };
  }
  return { error: fallback };
}

/**
 * Import trades from a file: download the template, choose a file (checked at once, nothing
 * stored), read the report row by row, then import it; below, the imports with their undo.
 */
export default function ImportDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const run = useImportTrades(guid);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const template = async (format: ExportFormat) => {
    try {
      await downloadApiFile(`${importTemplatePath}?format=${format}&lang=${locale}`, `sahm-import-template-${locale}.${format}`);
    } catch {
      enqueueSnackbar(t('import.templateFailed'), { variant: 'error' });
    }
  };

  const submit = (chosen: File, dryRun: boolean) =>
    run.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (report) => {
          if (dryRun) return setOutcome({ report, ok: true });
          enqueueSnackbar(report.message, { variant: 'success' });
          setFile(null);
          setOutcome(null);
        },
        onError: (error) => setOutcome(outcomeOf(error, t('import.failed'))),
      },
    );

  const checked = outcome && 'report' in outcome && outcome.ok;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="import-title">
      <DialogTitle id="import-title" sx={{ fontWeight: 700 }}>
        {t('import.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="textSecondary">
          {t('import.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            data-testid="import-template-csv"
            onClick={() => void template('csv')}
          >
            {t('import.templateCsv')}
          </Button>
          <Button
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            data-testid="import-template-xlsx"
            onClick={() => void template('xlsx')}
          >
            {t('import.templateXlsx')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />} loading={run.isPending && !file}>
            {t('import.choose')}
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="import-file"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (!chosen) return;
                setFile(chosen);
                setOutcome(null);
                submit(chosen, true);
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : t('import.noFile')}
          </Typography>
        </Box>
        {outcome && 'error' in outcome && (
          <Alert severity="error" data-testid="import-error">
            {outcome.error}
          </Alert>
        )}
        {outcome && 'report' in outcome && (
          <>
            <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="import-summary">
              {outcome.report.message}
            </Alert>
            <ImportReportTable rows={outcome.report.rows} />
          </>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {t('import.history')}
        </Typography>
        <ImportHistory guid={guid} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('import.close')}</Button>
        <Button
          variant="contained"
          data-testid="import-confirm"
          disabled={!checked || !file}
          loading={run.isPending && Boolean(checked)}
          onClick={() => file && submit(file, false)}
        >
          {checked ? t('import.confirm', { count: outcome.report.taken }) : t('import.confirmIdle')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
