import type {
  ContractorRoute,
  ContractorRouteListItem,
  RouteListQuery,
} from '@portal/contract/freight/routes.schemas';
import type { Page } from '@portal/contract/pagination';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { cappedPageAnswer } from '../../core/db/paging';
import { readContractorRoute } from './route-reads';
import { presentContractorRouteListItem } from './routes.presenter';
import { findRoutes, routeConditions } from './routes.repository';

/** SPEC 2.2 flights/contractor: only the routes assigned to the carrier, never another's (404). */
export const listContractorRoutes = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: Omit<RouteListQuery, 'manager' | 'contractor'>,
): Promise<Page<ContractorRouteListItem>> => {
  const { rows, total } = await findRoutes(
    ctx.db,
    routeConditions({ contractorId: principal.ownerId }, filter),
    {
      page,
      limit,
    },
  );
  return cappedPageAnswer(rows.map(presentContractorRouteListItem), total, { page, limit });
};

export const getContractorRoute = (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
): Promise<ContractorRoute> => readContractorRoute(ctx.db, principal.ownerId, routeId);
