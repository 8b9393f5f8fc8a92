import type { Fund } from '@sahm/contracts/funds';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { FavoriteFundToggle } from '../hooks/use-favorite-fund.ts';

/** The fund page's header: name, manager, the latest NAV and its changes, the star and the tab links. */
export function FundHeader({ fund, favorites, tabs }: { fund: Fund; favorites: FavoriteFundToggle; tabs: ReactNode }) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const today = fund.today_points;
  const active = favorites.isFavorite(fund.guid, fund.is_favorite);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, md: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, flex: { xs: '1 1 100%', md: '1 1 auto' } }}>
          <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: '#14143A', color: '#FFFFFF' }}>
            <AccountBalanceIcon aria-hidden />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {fund.name}
              </Typography>
              <FavoriteStar
                size="medium"
                active={active}
                disabled={favorites.busy(fund.guid)}
                label={t(active ? 'favorites.remove' : 'favorites.add', { name: fund.name })}
                onToggle={() => favorites.toggle(fund.guid, active)}
              />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {fund.fund_manager}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`categories.${fund.category}`, { defaultValue: fund.category })} />
            </Box>
          </Box>
        </Box>
        {today && (
          <Box sx={{ display: 'flex', gap: { xs: 2, md: 4 }, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('fields.navPerUnit')}
              </Typography>
              <Typography component="div" data-testid="fund-nav" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
                <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('asOf', { date: formatTradeDate(today.valuation_date, locale) })}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('fields.change')}
              </Typography>
              <Typography component="div" sx={{ fontWeight: 600 }}>
                <ChangeText value={today.change_ratio} kind="ratio" arrow />
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('fields.ytd')}
              </Typography>
              <Typography component="div" sx={{ fontWeight: 600 }}>
                <ChangeText value={today.ytd_change} kind="ratio" />
              </Typography>
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 0.5, md: 1.5 } }}>{tabs}</Box>
    </Paper>
  );
}
