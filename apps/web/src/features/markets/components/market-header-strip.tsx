import type { Market, MarketStatus } from '@sahm/contracts/markets';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { readableColor } from '../../../shared/ui/readable-color.ts';
import { MarketSessionNote } from './market-session-note.tsx';

type MarketHeaderStripProps = {
  title: string;
  markets: readonly Market[] | undefined;
  /** The follow list: the first market's favourites, or the sign-in dialog for visitors. */
  followListTo: To | undefined;
  marketHref: (guid: string) => string;
  /** The shown market's session, said under the title. */
  status: MarketStatus | undefined;
};

/** The home page's title row: the follow-list button and a chip per market with its colour and change. */
export function MarketHeaderStrip({ title, markets, followListTo, marketHref, status }: MarketHeaderStripProps) {
  const { t } = useTranslation('markets');
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ marginInlineEnd: 'auto', minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <MarketSessionNote status={status} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={t('tabsLabel')} role="list">
        {markets
          ? markets.map((market) => {
              const live = market.today_live_points;
              return (
                <Box component="span" role="listitem" key={market.guid}>
                  <Chip
                    component={RouterLink}
                    to={marketHref(market.guid)}
                    clickable
                    variant="outlined"
                    data-market={market.code}
                    sx={{
                      height: 'auto',
                      py: 0.5,
                      '& .MuiChip-label': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
                    }}
                    label={
                      <>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: readableColor(market.color, theme), flexShrink: 0 }}
                        />
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {market.name}
                        </Box>
                        {live && (
                          <>
                            <ChangeText value={live.change_value} kind="value" arrow />
                            <ChangeText value={live.change_ratio} kind="ratio" />
                          </>
                        )}
                      </>
                    }
                  />
                </Box>
              );
            })
          : [0, 1].map((key) => <Skeleton key={key} variant="rounded" width={200} height={32} />)}
      </Box>
      {/* Drawn from the first paint (disabled until the markets are known), so nothing moves when they arrive. */}
      {followListTo ? (
        <Button component={RouterLink} to={followListTo} variant="contained" startIcon={<StarBorderIcon />}>
          {t('followList')}
        </Button>
      ) : (
        <Button variant="contained" disabled startIcon={<StarBorderIcon />}>
          {t('followList')}
        </Button>
      )}
    </Box>
  );
}
