import type { CapitalExpectation } from '@sahm/contracts/recommendations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** One link per report language; the file is fetched with the member's token and saved. */
export function ReportLinks({ item }: { item: CapitalExpectation }) {
  const { t } = useTranslation('recommendations');
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (report: CapitalExpectation['reports'][number]) => {
    setBusy(report.id);
    try {
      await downloadApiFile(report.attachment_suffix_path, `${item.stock.symbol_code}-${item.rating_date}-${report.language}.pdf`);
    } catch {
      enqueueSnackbar(t('report.failed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
      {item.reports.map((report) => (
        <Button
          key={report.id}
          size="small"
          variant="text"
          disabled={busy === report.id}
          onClick={() => void open(report)}
          aria-label={t('report.open', {
            firm: item.research_firm.name,
            stock: item.stock.short_name,
            language: t(`report.${report.language}`),
          })}
          lang={report.language}
          data-testid={`report-${report.language}`}
          sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }}
        >
          {t(`report.${report.language}`)}
        </Button>
      ))}
    </Box>
  );
}
