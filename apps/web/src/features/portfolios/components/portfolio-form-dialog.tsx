import { portfolioNameSchema, type Portfolio } from '@sahm/contracts/portfolio';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';

const formSchema = z.object({ name: portfolioNameSchema, is_default: z.boolean() });
export type PortfolioFormValues = z.infer<typeof formSchema>;

type PortfolioFormDialogProps = {
  /** The portfolio to rename; none to add one. */
  portfolio?: Portfolio;
  busy: boolean;
  onSubmit: (values: PortfolioFormValues) => void;
  onClose: () => void;
};

/** Add or rename a portfolio (spec §5: the name is required; the default's flag cannot be unticked). */
export function PortfolioFormDialog({ portfolio, busy, onSubmit, onClose }: PortfolioFormDialogProps) {
  const { t } = useTranslation('portfolios');
  const editing = Boolean(portfolio);
  const form = useZodForm(formSchema, { defaultValues: { name: portfolio?.name ?? '', is_default: portfolio?.is_default ?? false } });
  const titleId = editing ? 'portfolio-edit-title' : 'portfolio-add-title';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {editing ? t('dialogs.editTitle') : t('dialogs.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('dialogs.name')}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          {editing && (
            <>
              <Controller
                control={form.control}
                name="is_default"
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ mt: 1 }}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        disabled={portfolio?.is_default}
                      />
                    }
                    label={t('dialogs.isDefault')}
                  />
                )}
              />
              {portfolio?.is_default && <FormHelperText>{t('dialogs.defaultLocked')}</FormHelperText>}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {editing ? t('dialogs.save') : t('dialogs.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
