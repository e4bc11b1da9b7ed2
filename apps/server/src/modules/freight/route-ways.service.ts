import type { ReferenceLookupQuery } from '@portal/contract/freight/departments.schemas';
import {
  ROUTE_WAY_MESSAGES as MESSAGES,
  type RouteTariff,
  type RouteTariffBody,
  type RouteWay,
  type RouteWayBody,
  type RouteWayRef,
  type RouteWaySummary,
  TARIFF_SOURCE,
} from '@portal/contract/freight/route-ways.schemas';
import type { Page } from '@portal/contract/pagination';
import { withErrorLine } from '@portal/contract/problem/field-problem';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { toKopecks } from '@portal/contract/validation/money';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Db, Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { findDepartmentsByIds } from './departments.repository';
import {
  presentRouteWay,
  presentRouteWayRef,
  presentRouteWaySummary,
  presentTariff,
} from './route-ways.presenter';
import {
  findRouteWay,
  findRouteWayOptions,
  findRouteWayPoints,
  findRouteWays,
  findTariffs,
  insertRouteWay,
  insertTariff,
  isRouteWayCodeTaken,
  lockRouteWay,
  replaceRouteWayPoints,
  updateRouteWayRow,
} from './route-ways.repository';

const AUDIT_ENTITY = 'route-way';
const routeWayNotFound = () => notFound(MESSAGES.notFound);

type RouteWayListFilter = {
  page: number;
  limit: number;
  query?: string | undefined;
  transportation?: number | undefined;
};

export const listRouteWays = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: RouteWayListFilter,
): Promise<Page<RouteWaySummary>> => {
  const { rows, total } = await findRouteWays(ctx.db, principal.ownerId, filter, { page, limit });
  const points = await findRouteWayPoints(
    ctx.db,
    rows.map((row) => row.id),
  );
  return pageAnswer(
    rows.map((row) =>
      presentRouteWaySummary(
        row,
        points.filter((point) => point.routeWayId === row.id),
      ),
    ),
    total,
    { page, limit },
  );
};

export const lookupRouteWays = async (
  ctx: AppContext,
  principal: Principal,
  { query, limit }: Pick<ReferenceLookupQuery, 'query'> & { limit: number },
): Promise<RouteWayRef[]> =>
  (await findRouteWayOptions(ctx.db, principal.ownerId, query, limit)).map(presentRouteWayRef);

const readRouteWay = async (db: Db | Tx, customerId: number, routeWayId: number): Promise<RouteWay> => {
  const row = await findRouteWay(db, customerId, routeWayId);
  if (!row) throw routeWayNotFound();
  return presentRouteWay(row, await findRouteWayPoints(db, [routeWayId]));
};

export const getRouteWay = (ctx: AppContext, principal: Principal, routeWayId: number) =>
  readRouteWay(ctx.db, principal.ownerId, routeWayId);

/** Every point's department must exist: one 422 entry per missing one, under the first point naming it. */
const checkDepartments = async (tx: Tx, body: RouteWayBody): Promise<void> => {
  const departments = body.points.map((point) => point.department);
  const ids = [...new Set(departments)];
  const found = new Set((await findDepartmentsByIds(tx, ids)).map((row) => row.id));
  const errors = ids
    .filter((id) => !found.has(id))
    .map((id) =>
      withErrorLine(
        fieldProblem(['points', departments.indexOf(id), 'department'], MESSAGES.departmentNotFound(id)),
        `${FIELD_LABELS.points}: ${MESSAGES.departmentNotFound(id)}`,
      ),
    );
  if (errors.length) throw unprocessable(errors);
};

/** Holds the customer's lock until the transaction ends, so two saves cannot both take a free code. */
const checkCodeFree = async (tx: Tx, customerId: number, code: string, exceptRouteWayId?: number) => {
  await lockCustomer(tx, customerId);
  if (await isRouteWayCodeTaken(tx, customerId, code, exceptRouteWayId))
    throw conflict(MESSAGES.codeTaken(code));
};

const wayValues = (body: RouteWayBody) => ({
  code: body.code,
  name: body.name,
  transportationType: body.transportationType,
});

export const createRouteWay = (
  ctx: AppContext,
  principal: Principal,
  body: RouteWayBody,
): Promise<RouteWay> =>
  ctx.db.transaction(async (tx) => {
    await checkDepartments(tx, body);
    await checkCodeFree(tx, principal.ownerId, body.code);
    const routeWayId = await insertRouteWay(tx, principal.ownerId, wayValues(body));
    await replaceRouteWayPoints(tx, routeWayId, body.points);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: routeWayId,
      action: 'create',
      details: { ...wayValues(body), points: body.points },
    });
    return readRouteWay(tx, principal.ownerId, routeWayId);
  });

/** Routes already planned keep the points they were planned with (movement points are their snapshot). */
export const updateRouteWay = (
  ctx: AppContext,
  principal: Principal,
  routeWayId: number,
  body: RouteWayBody,
): Promise<RouteWay> =>
  ctx.db.transaction(async (tx) => {
    const before = await readRouteWay(tx, principal.ownerId, routeWayId);
    await checkDepartments(tx, body);
    await checkCodeFree(tx, principal.ownerId, body.code, routeWayId);
    if (!(await lockRouteWay(tx, principal.ownerId, routeWayId))) throw routeWayNotFound();
    await updateRouteWayRow(tx, principal.ownerId, routeWayId, wayValues(body));
    await replaceRouteWayPoints(tx, routeWayId, body.points);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: routeWayId,
      action: 'update',
      details: {
        before: {
          code: before.code,
          name: before.name,
          transportationType: before.transportationType,
          points: before.points.map((point) => ({
            department: point.department.id,
            distance: point.distance,
          })),
        },
        after: { ...wayValues(body), points: body.points },
      },
    });
    return readRouteWay(tx, principal.ownerId, routeWayId);
  });

const readTariff = async (db: Db | Tx, customerId: number, routeWayId: number): Promise<RouteTariff> => {
  const way = await findRouteWay(db, customerId, routeWayId);
  if (!way) throw routeWayNotFound();
  const history = (await findTariffs(db, routeWayId)).map(presentTariff);
  return { routeWay: presentRouteWayRef(way), current: history[0] ?? null, history };
};

export const getRouteTariff = (ctx: AppContext, principal: Principal, routeWayId: number) =>
  readTariff(ctx.db, principal.ownerId, routeWayId);

/** DESIGN 11: a manual tariff; tender results add theirs with source 1 through the same table. */
export const setManualTariff = (
  ctx: AppContext,
  principal: Principal,
  routeWayId: number,
  body: RouteTariffBody,
): Promise<RouteTariff> =>
  ctx.db.transaction(async (tx) => {
    if (!(await lockRouteWay(tx, principal.ownerId, routeWayId))) throw routeWayNotFound();
    const previous = (await findTariffs(tx, routeWayId))[0];
    await insertTariff(tx, {
      routeWayId,
      summKopecks: toKopecks(body.summ),
      source: TARIFF_SOURCE.manual,
      createdBy: principal.userId,
    });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: routeWayId,
      action: 'tariff',
      fromState: previous ? String(previous.summKopecks / 100) : null,
      toState: String(body.summ),
    });
    return readTariff(tx, principal.ownerId, routeWayId);
  });
