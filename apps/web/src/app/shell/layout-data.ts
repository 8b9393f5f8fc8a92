import { marketsQueryOptions } from '../../features/markets/api/get-markets.ts';
import { currentSubscriptionQueryOptions } from '../../features/plans/api/plans-api.ts';
import { getSession } from '../../shared/auth/session.ts';
import { routeData } from '../route-data.ts';

/**
 * The shell's own data, for every page inside it: the market list (the top bar's and the menu's
 * links to the main market). Waited for with the first page's own data, so the page is drawn once
 * with it. Arriving after that first render, it redrew the whole shell in one task (a store
 * update is never sliced): on a stock or a fund page, whose own loaders do not read it, a
 * blocking task of about 90 ms on Lighthouse's slowed phone.
 */
export const layoutLoader = routeData((client) => {
  const user = getSession().user;
  return Promise.allSettled([
    client.ensureQueryData(marketsQueryOptions()),
    // The trial banner's (a professional account's) subscription. Asked for by the banner as it
    // mounts, its request was started inside the page's first commit, the longest task of a load.
    ...(user?.current_plan === 'PROFESSIONAL' ? [client.prefetchQuery(currentSubscriptionQueryOptions(user.sub))] : []),
  ]);
});
