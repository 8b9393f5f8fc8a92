import type { ScreenerField } from '@sahm/contracts/screener';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooserActions } from '../../../shared/ui/chooser-actions.tsx';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { fieldLabel } from '../field-labels.ts';

type ColumnChooserProps = {
  fields: readonly ScreenerField[];
  columns: readonly string[];
  defaults: readonly string[];
  onApply: (columns: string[]) => void;
};

/** The results' columns, ticked from every field that can be one, by group, with a search. */
export function ColumnChooser({ fields, columns, defaults, onApply }: ColumnChooserProps) {
  const { t } = useTranslation('screener');
  const locale = useLocale();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = fields.filter((f) => f.column && (!needle || fieldLabel(f, locale).toLowerCase().includes(needle)));
  const groups = [...new Set(shown.map((f) => f.group))];
  const toggle = (key: string) => setDraft((d) => (d!.includes(key) ? d!.filter((k) => k !== key) : [...d!, key]));
  const close = () => {
    setDraft(null);
    setSearch('');
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ViewColumnOutlinedIcon />} onClick={() => setDraft([...columns])}>
        {t('columns.chooser')}
      </Button>
      {draft && (
        <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="screener-columns-title">
          <DialogTitle id="screener-columns-title" sx={{ fontWeight: 700 }}>
            {t('columns.chooserTitle')}
          </DialogTitle>
          <Box sx={{ px: 3, pb: 1.5 }}>
            <TextField size="small" fullWidth label={t('columns.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </Box>
          <DialogContent dividers sx={{ pt: 1 }}>
            {groups.map((group) => (
              <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
                <Typography component="legend" variant="subtitle2" color="primary" sx={{ fontWeight: 700, py: 0.5 }}>
                  {t(`groups.${group}`)}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
                  {shown
                    .filter((f) => f.group === group)
                    .map((f) => (
                      <FormControlLabel
                        key={f.key}
                        control={<Checkbox size="small" checked={draft.includes(f.key)} onChange={() => toggle(f.key)} />}
                        label={fieldLabel(f, locale)}
                        slotProps={{ typography: { variant: 'body2' } }}
                      />
                    ))}
                </Box>
              </Box>
            ))}
          </DialogContent>
          <ChooserActions
            labels={{ reset: t('columns.reset'), cancel: t('columns.cancel'), apply: t('columns.apply') }}
            onReset={() => setDraft([...defaults])}
            onCancel={close}
            onApply={() => {
              onApply(draft);
              close();
            }}
            applyDisabled={draft.length === 0}
            applyTestId="screener-columns-apply"
          />
        </Dialog>
      )}
    </>
  );
}
