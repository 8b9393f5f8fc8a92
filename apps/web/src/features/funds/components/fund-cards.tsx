import type { Fund } from '@sahm/contracts/funds';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCompact, formatNumber } from '../../../shared/format/numbers.ts';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { FavoriteFundToggle } from '../hooks/use-favorite-fund.ts';
import { ShariahMark } from './shariah-mark.tsx';

type FundCardsProps = {
  label: string;
  funds: readonly Fund[] | undefined;
  skeletonRows: number;
  fundHref: (guid: string) => string;
  favorites: FavoriteFundToggle;
};

/** Phones: one compact row per fund instead of a seven-column table. */
export function FundCards({ label, funds, skeletonRows, fundHref, favorites }: FundCardsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useProgressiveCount(funds?.length ?? 0, listRef, ':scope > li[data-fund]');
  const { t } = useTranslation('funds');
  const locale = useLocale();
  if (!funds) {
    return (
      <Box aria-hidden>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <Box key={row} sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between' }}>
            <Box sx={{ width: '60%' }}>
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </Box>
            <Skeleton width={64} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" ref={listRef} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {funds.slice(0, shown).map((fund, index) => {
        const active = favorites.isFavorite(fund.guid, fund.is_favorite);
        const today = fund.today_points;
        return (
          <Fragment key={fund.guid}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" data-fund={fund.code} sx={{ px: 2, py: 1.25, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ mt: -0.5, marginInlineStart: -1 }}>
                <FavoriteStar
                  active={active}
                  disabled={favorites.busy(fund.guid)}
                  label={t(active ? 'favorites.remove' : 'favorites.add', { name: fund.name })}
                  onToggle={() => favorites.toggle(fund.guid, active)}
                />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={fundHref(fund.guid)}
                  underline="hover"
                  color="inherit"
                  sx={{ display: 'block', fontWeight: 600, fontSize: '0.9375rem' }}
                >
                  {fund.name}
                </Link>
                <Typography
                  variant="caption"
                  color="textSecondary"
                  component="div"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
                >
                  <ShariahMark compliant={fund.shariah_compliant} />
                  {fund.fund_manager}
                  {today && (
                    <>
                      {' · '}
                      {t('columns.aum')} <bdi>{formatCompact(today.assets_under_management, locale)}</bdi>
                    </>
                  )}
                </Typography>
              </Box>
              {today && (
                <Box sx={{ textAlign: 'end', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr>
                  </Typography>
                  <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                    <ChangeText value={today.change_ratio} kind="ratio" />
                  </Typography>
                </Box>
              )}
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
