import type { Fund } from '@sahm/contracts/funds';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { DetailHeader, HeaderFigure } from '../../../shared/ui/detail-header.tsx';
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
    <DetailHeader
      avatar={
        <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: '#14143A', color: '#FFFFFF', border: 1, borderColor: 'divider' }}>
          <AccountBalanceIcon aria-hidden />
        </Avatar>
      }
      title={fund.name}
      titleExtras={
        <FavoriteStar
          size="medium"
          active={active}
          disabled={favorites.busy(fund.guid)}
          label={t(active ? 'favorites.remove' : 'favorites.add', { name: fund.name })}
          onToggle={() => favorites.toggle(fund.guid, active)}
        />
      }
      subtitle={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            {fund.fund_manager}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`categories.${fund.category}`, { defaultValue: fund.category })} />
        </Box>
      }
      figures={
        today && (
          <>
            <HeaderFigure
              label={t('fields.navPerUnit')}
              large
              testId="fund-nav"
              note={t('asOf', { date: formatTradeDate(today.valuation_date, locale) })}
            >
              <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr>
            </HeaderFigure>
            <HeaderFigure label={t('fields.change')}>
              <ChangeText value={today.change_ratio} kind="ratio" arrow />
            </HeaderFigure>
            <HeaderFigure label={t('fields.ytd')}>
              <ChangeText value={today.ytd_change} kind="ratio" />
            </HeaderFigure>
          </>
        )
      }
      tabs={tabs}
    />
  );
}
