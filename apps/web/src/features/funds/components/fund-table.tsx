import type { Fund } from '@sahm/contracts/funds';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCompact, formatNumber } from '../../../shared/format/numbers.ts';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { MissingFigure } from '../../../shared/ui/missing-figure.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import type { FavoriteFundToggle } from '../hooks/use-favorite-fund.ts';
import { ShariahMark } from './shariah-mark.tsx';

type FundTableProps = {
  label: string;
  funds: readonly Fund[] | undefined;
  skeletonRows: number;
  fundHref: (guid: string) => string;
  favorites: FavoriteFundToggle;
};

const figures = ['nav', 'change', 'ytd', 'aum'] as const;

/** The funds with their latest NAV, changes and assets; figures at the cell's end so digits line up. */
export function FundTable({ label, funds, skeletonRows, fundHref, favorites }: FundTableProps) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const shown = useProgressiveCount(funds?.length ?? 0, bodyRef, ':scope > tr[data-fund]');

  const figure = (fund: Fund, id: (typeof figures)[number]) => {
    const today = fund.today_points;
    if (!today) return <MissingFigure />;
    if (id === 'nav') return <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr>;
    if (id === 'change') return <ChangeText value={today.change_ratio} kind="ratio" />;
    if (id === 'ytd') return <ChangeText value={today.ytd_change} kind="ratio" />;
    return <bdi>{formatCompact(today.assets_under_management, locale)}</bdi>;
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 760, '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('list.favoriteColumn')}
              </Box>
            </TableCell>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell align="center">{t('columns.shariah')}</TableCell>
            {figures.map((id) => (
              <TableCell key={id} align="right">
                {t(`columns.${id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody ref={bodyRef}>
          {funds
            ? funds.slice(0, shown).map((fund) => {
                const active = favorites.isFavorite(fund.guid, fund.is_favorite);
                return (
                  <TableRow key={fund.guid} hover data-fund={fund.code}>
                    <TableCell padding="checkbox">
                      <FavoriteStar
                        active={active}
                        disabled={favorites.busy(fund.guid)}
                        label={t(active ? 'favorites.remove' : 'favorites.add', { name: fund.name })}
                        onToggle={() => favorites.toggle(fund.guid, active)}
                      />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 360 }}>
                      <Link component={RouterLink} to={fundHref(fund.guid)} underline="hover" color="inherit" sx={{ display: 'block' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={fund.name}>
                          {fund.name}
                        </Typography>
                      </Link>
                      <Typography variant="caption" color="textSecondary" component="div" noWrap>
                        {fund.fund_manager}
                      </Typography>
                    </TableCell>
                    <TableCell align="center">
                      <ShariahMark compliant={fund.shariah_compliant} />
                    </TableCell>
                    {figures.map((id) => (
                      <TableCell
                        key={id}
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: id === 'nav' ? 600 : undefined }}
                      >
                        {figure(fund, id)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            : Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} aria-hidden>
                  <TableCell padding="checkbox" />
                  <TableCell>
                    <Skeleton width="70%" />
                    <Skeleton width="40%" />
                  </TableCell>
                  {[0, 1, 2, 3, 4].map((cell) => (
                    <TableCell key={cell} align="right">
                      <Skeleton width={56} sx={{ display: 'inline-block' }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
