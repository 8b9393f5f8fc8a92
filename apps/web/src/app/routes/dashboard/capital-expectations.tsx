import i18next from 'i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFilteredEmpty } from '../../../shared/ui/filtered-empty.tsx';
import { useCapitalExpectations } from '../../../features/recommendations/api/get-capital-expectations.ts';
import { RecommendationsTable } from '../../../features/recommendations/components/recommendations-table.tsx';
import { hasFilters, recommendationParams } from '../../../features/recommendations/filters.ts';
import { useRecommendationFilters } from '../../../features/recommendations/hooks/use-recommendation-filters.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { GatedContent, gateStateOf } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useUpgradeOnArrival } from '../use-upgrade-offer.ts';
import { CapitalExpectationsFilters } from './capital-expectations-filters.tsx';
import { DemoAlert } from '../../../shared/ui/demo-alert.tsx';

// The page's wording comes with its code, so it never renders (or suspends) without it.
await i18next.loadNamespaces(['recommendations', 'markets', 'stocks']);

const PERMISSION = 'CAN_VIEW_CAPITAL_EXPECTATIONS' as const;

function RecommendationsList() {
  const { t } = useTranslation('recommendations');
  const { filters, update } = useRecommendationFilters();
  const { mainMarket } = useMainMarket();
  const query = useCapitalExpectations(recommendationParams(filters));
  const empty = useFilteredEmpty('recommendations', hasFilters(filters), () =>
    update({ rating: undefined, stock: undefined, sector: undefined, firm: undefined, date: undefined }),
  );
  return (
    <>
      {/* Above the filters, which show first: while the list loads, the note holds its place. */}
      {(query.data ? query.data.items.some((item) => item.is_demo) : !query.isError) && (
        <DemoAlert held={!query.data} testId="recommendations-demo">
          {t('demo')}
        </DemoAlert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <CapitalExpectationsFilters filters={filters} onChange={update} sectorMarketGuid={mainMarket?.guid} />
        <RecommendationsTable
          query={query}
          stockHref={(guid) => paths.stock.href(guid)}
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
          onSizeChange={(size) => update({ size })}
          empty={empty}
        />
      </Paper>
    </>
  );
}

/** /dashboard/capital-expectations — analyst recommendations, for plans with CAN_VIEW_CAPITAL_EXPECTATIONS (spec §2, §6). */
export function CapitalExpectationsRoute() {
  const { t } = useTranslation(['recommendations', 'common']);
  const user = useSessionUser();
  const locked = gateStateOf(user, PERMISSION) === 'locked';
  useUpgradeOnArrival(locked, { title: t('upgrade.title'), message: t('upgrade.message'), plan: 'ADVANCE' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('title')} | ${t('common:appName')}`}</title>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </Box>
      <GatedContent permission={PERMISSION} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
        <RecommendationsList />
      </GatedContent>
    </Box>
  );
}
