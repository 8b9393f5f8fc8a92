import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (its table, the report, the list of imports) is fetched on the first open.
const ImportDialog = lazy(() => import('./import-dialog.tsx'));

/** "Import" beside the export: trades from a CSV or Excel file of the published template. */
export function ImportButton({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} data-testid="import-open" onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog guid={guid} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
