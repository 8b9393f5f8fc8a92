import type { Market } from '@sahm/contracts/markets';
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

type MarketHeaderStripProps = {
  title: string;
  markets: readonly Market[] | undefined;
  /** The follow list: the first market's favourites, or the sign-in dialog for visitors. */
  followListTo: To | undefined;
  marketHref: (guid: string) => string;
};

/** The home page's title row: the follow-list button and a chip per market with its colour and change. */
export function MarketHeaderStrip({ title, markets, followListTo, marketHref }: MarketHeaderStripProps) {
  const { t } = useTranslation('markets');
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, marginInlineEnd: 'auto' }}>
        {title}
      </Typography>
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
      {followListTo && (
        <Button component={RouterLink} to={followListTo} variant="contained" startIcon={<StarBorderIcon />}>
          {t('followList')}
        </Button>
      )}
    </Box>
  );
}
