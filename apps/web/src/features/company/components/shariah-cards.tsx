import { shariahProviders, type ShariahRecord } from '@sahm/contracts/company';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useShariah } from '../api/get-shariah.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { SarText } from './figures.tsx';
import { ShariahStatusBadge } from './shariah-status-badge.tsx';

const logoSize = 44;
// Purification amounts are fractions of a riyal per share: four decimals say them.
const purificationDigits = 4;

const cardSx = { p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, minHeight: 168 } as const;

/** A provider's logo, or a neutral mark when it has none or the image fails. */
function ProviderLogo({ logo }: { logo: string | null }) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt=""
      variant="rounded"
      sx={{
        width: logoSize,
        height: logoSize,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&.MuiAvatar-colorDefault': { bgcolor: 'action.selected', color: 'text.secondary' },
      }}
    >
      <VerifiedOutlinedIcon aria-hidden />
    </Avatar>
  );
}

function ShariahCard({ record }: { record: ShariahRecord }) {
  const { t } = useTranslation('company');
  return (
    <Paper variant="outlined" component="li" data-provider={record.provider} sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <ProviderLogo logo={record.logo} />
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {record.company_name}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 1, alignItems: 'center' }}>
        <Typography component="dt" variant="caption" color="textSecondary">
          {t('shariah.status')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <ShariahStatusBadge status={record.compliant_status} />
        </Box>
        <Typography component="dt" variant="caption" color="textSecondary">
          {t('shariah.lastUpdate')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          <DateText value={record.compliant_date} />
        </Typography>
        {record.cleaning_amount != null && (
          <>
            <Typography component="dt" variant="caption" color="textSecondary">
              {t('shariah.purification')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              <SarText value={record.cleaning_amount} digits={purificationDigits} />
            </Typography>
          </>
        )}
      </Box>
    </Paper>
  );
}

function CardSkeleton() {
  return (
    <Paper variant="outlined" component="li" aria-hidden sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Skeleton variant="rounded" width={logoSize} height={logoSize} />
        <Skeleton variant="text" sx={{ width: '60%' }} />
      </Box>
      <Skeleton variant="rounded" sx={{ width: '6rem', height: 24 }} />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Paper>
  );
}

/** The Shariah tab: one card per compliance provider, with its status, date and any purification amount. */
export function ShariahCards({ stock }: { stock: { guid: string } }) {
  const { t } = useTranslation('company');
  const query = useShariah(stock.guid);
  const list = query.data;

  let body;
  if (query.isError && !list) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (list && list.items.length === 0) body = <EmptyState title={t('shariah.empty')} />;
  else
    body = (
      <Box
        component="ul"
        aria-label={t('shariah.listLabel')}
        aria-busy={!list}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {list
          ? list.items.map((record) => <ShariahCard key={record.provider} record={record} />)
          : shariahProviders.map((provider) => <CardSkeleton key={provider} />)}
      </Box>
    );

  return (
    <SectionPanel id="shariah" title={t('shariah.title')}>
      {body}
      {/* Under the cards, so that its arrival moves nothing. */}
      {list?.is_demo && (
        <Alert severity="info" icon={<InfoOutlinedIcon fontSize="small" />} sx={{ mt: 2 }}>
          {t('shariah.demo')}
        </Alert>
      )}
    </SectionPanel>
  );
}
