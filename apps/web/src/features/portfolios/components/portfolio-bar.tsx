import { planGranting } from '@sahm/contracts/plan-limits';
import type { Portfolio, PortfolioList } from '@sahm/contracts/portfolio';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePortfolio } from '../api/create-portfolio.ts';
import { useDeletePortfolio } from '../api/delete-portfolio.ts';
import { portfolioErrorCode } from '../api/portfolio-error.ts';
import { useUpdatePortfolio } from '../api/update-portfolio.ts';
import { rememberActivePortfolio } from '../hooks/use-active-portfolio.ts';
import type { UpgradePrompt } from '../upgrade-prompt.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { PortfolioFormValues } from './portfolio-form-dialog.tsx';

// The add and rename form (react-hook-form) is fetched when opened, not with the portfolio's first paint.
const PortfolioFormDialog = lazy(async () => ({ default: (await import('./portfolio-form-dialog.tsx')).PortfolioFormDialog }));

type PortfolioBarProps = {
  list: PortfolioList;
  active: Portfolio | undefined;
  onChoose: (guid: string) => void;
  onUpgradeRequired: (prompt: UpgradePrompt) => void;
};

type Open = 'add' | 'edit' | 'delete' | null;

/** The portfolio switcher with add, rename and delete (spec §2, §4, §5). */
export function PortfolioBar({ list, active, onChoose, onUpgradeRequired }: PortfolioBarProps) {
  const { t } = useTranslation('portfolios');
  const [open, setOpen] = useState<Open>(null);
  const create = useCreatePortfolio();
  const update = useUpdatePortfolio();
  const remove = useDeletePortfolio();
  const atMax = list.items.length >= list.max_portfolios;
  const switchingBlocked = !list.can_have_multiple && list.items.length > 1;

  const askMultiple = () =>
    onUpgradeRequired({
      title: t('upgrade.multiplePortfoliosTitle'),
      message: t('upgrade.multiplePortfolios'),
      plan: planGranting('CAN_HAVE_MULTIPLE_PORTFOLIOS'),
    });
  const askTrialEnded = () => onUpgradeRequired({ title: t('trialEnded.title'), message: t('trialEnded.message'), plan: 'PROFESSIONAL' });

  const startAdd = () => {
    if (!list.can_have_multiple && list.items.length >= 1) askMultiple();
    else setOpen('add');
  };

  const submitAdd = (values: PortfolioFormValues) =>
    create.mutate(
      { name: values.name },
      {
        onSuccess: (portfolio) => {
          enqueueSnackbar(t('toasts.added'), { variant: 'success' });
          rememberActivePortfolio(portfolio.guid);
          setOpen(null);
        },
        onError: (error) => {
          if (portfolioErrorCode(error) === 'multiple_portfolios_not_allowed') {
            setOpen(null);
            askMultiple();
          } else enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );

  const submitEdit = (values: PortfolioFormValues) => {
    if (!active) return;
    update.mutate(
      { guid: active.guid, input: { name: values.name, ...(values.is_default && !active.is_default ? { is_default: true } : {}) } },
      {
        onSuccess: () => {
          enqueueSnackbar(t('toasts.renamed'), { variant: 'success' });
          setOpen(null);
        },
      },
    );
  };

  const startDelete = () => {
    if (active?.is_default) enqueueSnackbar(t('toasts.cannotDeleteDefaultPortfolio'), { variant: 'error', preventDuplicate: true });
    else setOpen('delete');
  };

  const confirmDelete = () => {
    if (!active) return;
    const { name, guid } = active;
    remove.mutate(guid, {
      onSuccess: () => {
        enqueueSnackbar(t('toasts.deleted', { name }), { variant: 'success' });
        rememberActivePortfolio(null);
        setOpen(null);
      },
      onError: (error) => {
        setOpen(null);
        const code = portfolioErrorCode(error);
        enqueueSnackbar(code === 'cannot_delete_default_portfolio' ? t('toasts.cannotDeleteDefaultPortfolio') : error.message, {
          variant: 'error',
        });
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {active && (
        <TextField
          select
          size="small"
          label={t('switcher.label')}
          value={active.guid}
          onChange={(event) => {
            if (event.target.value === active.guid) return;
            if (switchingBlocked) askTrialEnded();
            else onChoose(event.target.value);
          }}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ htmlInput: { 'data-testid': 'portfolio-switcher' } }}
        >
          {list.items.map((portfolio) => (
            <MenuItem key={portfolio.guid} value={portfolio.guid}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography component="span" noWrap>
                  {portfolio.name}
                </Typography>
                {portfolio.is_default && <Chip size="small" label={t('switcher.default')} />}
              </Box>
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tooltip title={atMax ? t('switcher.maxReached', { count: list.max_portfolios }) : ''}>
        <span>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={startAdd} disabled={atMax}>
            {t('switcher.add')}
          </Button>
        </span>
      </Tooltip>
      {active && (
        <>
          <Tooltip title={t('switcher.edit')}>
            <IconButton aria-label={t('switcher.edit')} onClick={() => setOpen('edit')}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('switcher.delete')}>
            <IconButton aria-label={t('switcher.delete')} onClick={startDelete}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Suspense fallback={null}>
        {open === 'add' && <PortfolioFormDialog busy={create.isPending} onSubmit={submitAdd} onClose={() => setOpen(null)} />}
        {open === 'edit' && active && (
          <PortfolioFormDialog portfolio={active} busy={update.isPending} onSubmit={submitEdit} onClose={() => setOpen(null)} />
        )}
      </Suspense>
      {open === 'delete' && active && (
        <ConfirmDialog
          id="portfolio-delete"
          title={t('dialogs.deleteTitle')}
          confirmLabel={t('dialogs.deleteConfirm')}
          cancelLabel={t('dialogs.cancel')}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setOpen(null)}
        >
          <Typography>{t('dialogs.deleteText', { name: active.name })}</Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}
