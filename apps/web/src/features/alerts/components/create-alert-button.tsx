import AddAlertOutlinedIcon from '@mui/icons-material/AddAlertOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertTarget } from './alert-target.ts';

// The dialog (its form, selects and checkboxes) comes with its first opening, not with the page.
const AlertDialog = lazy(async () => ({ default: (await import('./alert-dialog.tsx')).AlertDialog }));

type CreateAlertButtonProps = {
  /** Undefined while the target loads: the button holds its place, disabled. */
  target: AlertTarget | undefined;
  upgradeHref: string;
  /** Visitors are asked to sign in instead. */
  onSignIn?: () => void;
};

/** "Create alert" on a stock's or a portfolio's page. */
export function CreateAlertButton({ target, upgradeHref, onSignIn }: CreateAlertButtonProps) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddAlertOutlinedIcon />}
        data-testid="create-alert"
        aria-haspopup="dialog"
        disabled={!target}
        onClick={() => {
          if (onSignIn) return onSignIn();
          setOpened(true);
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('alertsBell.create')}
      </Button>
      {opened && target && (
        <Suspense fallback={null}>
          <AlertDialog key={target.guid} open={open} onClose={() => setOpen(false)} target={target} upgradeHref={upgradeHref} />
        </Suspense>
      )}
    </>
  );
}
