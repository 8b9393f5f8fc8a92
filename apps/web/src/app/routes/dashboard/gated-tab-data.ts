import type { Permission } from '@sahm/contracts/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../shared/auth/session.ts';
import { isGuid, routeData } from '../../route-data.ts';

/**
 * A gated tab's first view, for a member whose plan opens it (visitors and other plans see the
 * tab's lock, which needs nothing). Drawn with its data, the tab's figures come in the page's first
 * render; fetched after it, they arrived as a query's store update, which is never sliced: the
 * statistics tables were one task of about 70 ms (280 ms on Lighthouse's slowed phone), and the
 * statements' demo note pushed the latest results down the screen.
 */
export const tabData = (permission: Permission, load: (client: QueryClient, stockGuid: string) => Promise<unknown>) =>
  routeData(async (client, { stockGuid }) => {
    if (isGuid(stockGuid) && getSession().user?.roles.includes(permission)) await load(client, stockGuid);
  });
