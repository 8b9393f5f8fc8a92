import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@sahm/contracts/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatSaudiMobile } from '../../../shared/format/phone.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PhoneNumber } from '../../../shared/ui/phone-number.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useMe } from '../api/get-me.ts';
import { NamesForm } from './names-form.tsx';

export type ProfileLinks = { changeEmail: string; changeMobile: string; changePassword: string };

/** Two letters for the avatar; an Arabic family name's article (ال) is skipped, or every avatar would end in ا. */
export function initialsOf(firstName: string, lastName: string): string {
  const family = lastName.trim().replace(/^ال(?=\S{2,})/, '');
  return `${firstName.trim().charAt(0)}${family.charAt(0)}`.toUpperCase();
}

function Row({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.75, flexWrap: 'wrap', rowGap: 1 }}>
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Stack>
      {action}
    </Stack>
  );
}

function ChangeLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="small" aria-label={label}>
      {label}
    </Button>
  );
}

function AccountDetails({ profile, links }: { profile: UserProfile; links: ProfileLinks }) {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const initials = initialsOf(profile.first_name, profile.last_name);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }} aria-hidden>
          {initials}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {profile.first_name} {profile.last_name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('profile.memberSince', { date: formatDate(profile.date_joined, locale) })}
          </Typography>
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {t('profile.personal')}
        </Typography>
        <NamesForm profile={profile} />
      </Paper>

      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, borderRadius: 2 }}>
        <Row
          label={t('profile.email')}
          value={<Ltr>{profile.email}</Ltr>}
          action={<ChangeLink to={links.changeEmail} label={t('profile.changeEmail')} />}
        />
        <Divider />
        <Row
          label={t('profile.mobile')}
          value={
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <PhoneNumber value={formatSaudiMobile(profile.phone_number)} />
              <Chip
                size="small"
                color={profile.is_mobile_verified ? 'success' : 'warning'}
                variant="outlined"
                label={profile.is_mobile_verified ? t('profile.verified') : t('profile.unverified')}
              />
            </Stack>
          }
          action={<ChangeLink to={links.changeMobile} label={t('profile.changeMobile')} />}
        />
        <Divider />
        <Row
          label={t('profile.password')}
          value="••••••••"
          action={<ChangeLink to={links.changePassword} label={t('profile.changePassword')} />}
        />
        <Divider />
        <Row label={t('profile.plan')} value={<Chip color="primary" label={t(`plans.${profile.current_plan}`)} />} />
      </Paper>
    </Stack>
  );
}

/** The account tab of the profile (spec §2): names, email, mobile and plan, with the ways to change them. */
export function ProfileAccount({ links }: { links: ProfileLinks }) {
  const { t } = useTranslation('common');
  const me = useMe();
  if (me.data) return <AccountDetails profile={me.data} links={links} />;
  if (me.isError) {
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="outlined" onClick={() => void me.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
