import type { ExportFormat } from '@sahm/contracts/data-export';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../api/download-file.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { enqueueSnackbar } from './notify.ts';

const ExportMenuList = lazy(() => import('./export-menu-list.tsx'));

type ExportMenuProps = {
  /** The export's API path, e.g. `/portfolio/{guid}/export/holdings/`. */
  path: string;
  /** The read's own query (filters, columns), sent as it is. */
  query?: URLSearchParams;
  /** The saved file's name, before the language and extension. */
  fileName: string;
  testId?: string;
};

/**
 * "Export" → CSV or Excel: the table as the server files it, headers in the page's language,
 * downloaded with the member's token.
 */
export function ExportMenu({ path, query, fileName, testId = 'export' }: ExportMenuProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  // The menu's code is fetched on the first open and kept mounted after, so it can animate closed.
  const [opened, setOpened] = useState(false);

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setPending(true);
    const params = new URLSearchParams(query);
    params.set('format', format);
    params.set('lang', locale);
    try {
      await downloadApiFile(`${path}?${params}`, `${fileName}-${locale}.${format}`);
    } catch {
      enqueueSnackbar(t('export.failed'), { variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        loading={pending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid={testId}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        {t('export.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportMenuList anchor={anchor} testId={testId} onPick={(format) => void download(format)} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
