import type { Alert } from '@sahm/contracts/alerts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { alertSummary } from '../alert-summary.ts';
import { nearestCooldown } from '../thresholds.ts';

export type AlertLinks = { stock: (guid: string) => string; portfolio: string };

type AlertCardProps = {
  alert: Alert;
  links: AlertLinks;
  busy: boolean;
  onActiveChange: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One alert of the list: what it watches and on what, how it is sent, its state, and its switch, edit and delete. */
export function AlertCard({ alert, links, busy, onActiveChange, onEdit, onDelete }: AlertCardProps) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const summary = alertSummary(alert, t, locale);
  const state = !alert.active ? 'paused' : alert.armed ? 'armed' : 'waiting';
  const channels = [t('channels.in_app'), alert.channels.email && t('channels.email'), alert.channels.push && t('channels.push')].filter(
    Boolean,
  );

  return (
    <Box
      component="li"
      data-testid="alert-card"
      data-kind={alert.kind}
      sx={{ listStyle: 'none', p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <bdi>{summary}</bdi>
          </Typography>
          <Chip
            size="small"
            label={t(`item.${state}`)}
            color={state === 'armed' ? 'success' : state === 'waiting' ? 'warning' : 'default'}
            variant="outlined"
            data-testid="alert-state"
            sx={{ maxWidth: '100%' }}
          />
        </Box>
        {alert.stock ? (
          <Link component={RouterLink} to={links.stock(alert.stock.guid)} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            <bdi>{alert.stock.short_name}</bdi> (<Ltr>{alert.stock.symbol_code}</Ltr>)
          </Link>
        ) : alert.portfolio ? (
          <Link component={RouterLink} to={links.portfolio} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            <bdi>{alert.portfolio.name}</bdi>
          </Link>
        ) : null}
        <Typography variant="body2" color="textSecondary">
          {t('item.channels')}: {channels.join(locale === 'ar' ? '، ' : ', ')}
          {' · '}
          {t('item.cooldown', { period: t(`cooldowns.${nearestCooldown(alert.cooldown_minutes)}`) })}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {alert.last_fired_at ? (
            <>
              {t('item.lastFired')} <DateText value={alert.last_fired_at} format="dateTime" />
            </>
          ) : (
            t('item.neverFired')
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginInlineStart: 'auto' }}>
        <FormControlLabel
          control={
            <Switch
              checked={alert.active}
              disabled={busy}
              onChange={(event) => onActiveChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': `${t('item.active')}: ${summary}` } }}
            />
          }
          label={t('item.active')}
          sx={{ marginInlineEnd: 0.5 }}
        />
        <Tooltip title={t('item.edit')}>
          <IconButton aria-label={t('item.editLabel', { name: summary })} onClick={onEdit}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('item.delete')}>
          <IconButton aria-label={t('item.deleteLabel', { name: summary })} onClick={onDelete} color="error">
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
