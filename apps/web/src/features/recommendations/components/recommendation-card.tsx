import type { CapitalExpectation } from '@sahm/contracts/recommendations';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { Price } from './price.tsx';
import { RatingChip } from './rating-chip.tsx';
import { ReportLinks } from './report-links.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{children}</Box>
    </Box>
  );
}

/** A recommendation on a phone: the table's columns stacked in one card. */
export function RecommendationCard({ item, stockHref }: { item: CapitalExpectation; stockHref: string }) {
  const { t } = useTranslation('recommendations');
  return (
    <Box component="article" data-testid="recommendation-row" sx={{ py: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Link
          component={RouterLink}
          to={stockHref}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <StockLogo logo={item.stock.logo} name={item.stock.short_name} size={28} />
          <span>{item.stock.short_name}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
            {item.stock.symbol_code}
          </Box>
        </Link>
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          <DateText value={item.rating_date} />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar src={item.research_firm.logo} alt="" variant="rounded" sx={{ width: 20, height: 20 }} />
        <Typography variant="body2">{item.research_firm.name}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="textSecondary">
          {t('columns.prevRating')}
        </Typography>
        <RatingChip rating={item.prev_rating} />
        <Typography variant="caption" color="textSecondary">
          {t('columns.rating')}
        </Typography>
        <RatingChip rating={item.rating} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <Figure label={t('columns.ratingPrice')}>
          <Price value={item.rating_price} />
        </Figure>
        <Figure label={t('columns.targetPrice')}>
          <Price value={item.target_price} />
        </Figure>
        <Figure label={t('columns.changeValue')}>
          <ChangeText value={item.change_value as `${number}`} kind="value" />
        </Figure>
        <Figure label={t('columns.changeRatio')}>
          <ChangeText value={Number(item.change_ratio)} kind="ratio" arrow />
        </Figure>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="textSecondary">
          {t('columns.reports')}
        </Typography>
        <ReportLinks item={item} />
      </Box>
    </Box>
  );
}

export function RecommendationCardSkeleton() {
  return (
    <Box data-testid="recommendations-skeleton" sx={{ py: 1.5 }}>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
      <Skeleton width="80%" />
      <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
    </Box>
  );
}
