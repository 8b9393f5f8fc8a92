import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useImports } from '../api/get-imports.ts';
import { useUndoImport } from '../api/undo-import.ts';

/** The portfolio's imports, newest first, each with its one-step undo while it still has one. */
export function ImportHistory({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const { data } = useImports(guid);
  const undo = useUndoImport(guid);
  if (!data) return <Skeleton height={48} />;
  if (data.items.length === 0) return <Typography color="textSecondary">{t('import.none')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="import-history">
      {data.items.map((imp) => (
        <Box
          component="li"
          key={imp.guid}
          data-testid="import-history-item"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {imp.file_name || t('import.unnamed')}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {formatDateTime(imp.created_at, locale)} · {t('import.counts', { count: imp.rows, buys: imp.buys, sells: imp.sells })}
            </Typography>
          </Box>
          {imp.undone_at ? (
            <Typography variant="body2" color="textSecondary">
              {t('import.undoneAt', { when: formatDateTime(imp.undone_at, locale) })}
            </Typography>
          ) : (
            <Button
              size="small"
              color="warning"
              variant="outlined"
              data-testid="import-undo"
              loading={undo.isPending && undo.variables === imp.guid}
              onClick={() => undo.mutate(imp.guid, { onSuccess: (res) => enqueueSnackbar(res.message, { variant: 'success' }) })}
            >
              {t('import.undo')}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
