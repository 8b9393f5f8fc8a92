import { portfolioColumns, type PortfolioColumn } from '@sahm/contracts/portfolio';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooserActions } from '../../../shared/ui/chooser-actions.tsx';
import { useSaveFavoriteColumns } from '../api/favorite-columns.ts';
import { toggleColumn } from '../columns.ts';

/** The holdings table's columns, ticked from the full list and saved for the user (favorites-indices). */
export function ColumnChooser({ columns }: { columns: readonly PortfolioColumn[] }) {
  const { t } = useTranslation('portfolios');
  const [draft, setDraft] = useState<PortfolioColumn[] | null>(null);
  const save = useSaveFavoriteColumns();

  const apply = (tags: readonly PortfolioColumn[] | 'all') =>
    save.mutate(tags, {
      onSuccess: () => {
        enqueueSnackbar(t('toasts.columnsSaved'), { variant: 'success' });
        setDraft(null);
      },
    });

  return (
    <>
      <Button variant="outlined" startIcon={<ViewColumnOutlinedIcon />} onClick={() => setDraft([...columns])}>
        {t('columns.chooser')}
      </Button>
      {draft && (
        <Dialog open onClose={() => setDraft(null)} fullWidth maxWidth="sm" aria-labelledby="column-chooser-title">
          <DialogTitle id="column-chooser-title" sx={{ fontWeight: 700 }}>
            {t('columns.chooserTitle')}
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {portfolioColumns.map((column) => (
                <FormControlLabel
                  key={column}
                  control={
                    <Checkbox size="small" checked={draft.includes(column)} onChange={() => setDraft(toggleColumn(draft, column))} />
                  }
                  label={t(`columns.keys.${column}`)}
                />
              ))}
            </Box>
          </DialogContent>
          <ChooserActions
            labels={{ reset: t('columns.reset'), cancel: t('dialogs.cancel'), apply: t('columns.apply') }}
            onReset={() => apply('all')}
            onCancel={() => setDraft(null)}
            onApply={() => apply(draft)}
            pending={save.isPending}
          />
        </Dialog>
      )}
    </>
  );
}
