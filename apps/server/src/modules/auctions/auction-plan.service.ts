import {
  AUCTION_PLAN_MESSAGES,
  type AuctionPlan,
  type AuctionPlanBody,
  type AuctionPlanQuery,
} from '@portal/contract/auction-plan/auction-plan.schemas';
import type { Page } from '@portal/contract/pagination';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Db, Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { presentRouteWayRef } from '../freight/route-ways.presenter';
import {
  findActuals,
  findPlan,
  findPlanByKey,
  findPlans,
  insertPlan,
  isOwnRouteWay,
  monthDate,
  monthOf,
  planConditions,
  updatePlanRow,
} from './auction-plan.repository';

type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

const present = async (db: Db | Tx, customerId: number, rows: PlanRow[]): Promise<AuctionPlan[]> => {
  const actuals = await findActuals(db, customerId, [...new Set(rows.map((row) => row.plan.routeWayId))]);
  return rows.map(({ plan, routeWay }) => {
    const month = monthOf(plan.month);
    const actual = actuals.find((row) => row.routeWayId === plan.routeWayId && row.month === month);
    return {
      id: plan.id,
      routeWay: presentRouteWayRef(routeWay),
      month,
      auctionsCount: plan.auctionsCount,
      summ: toRoubles(plan.volumeKopecks),
      comment: plan.comment,
      actualAuctionsCount: actual?.auctionsCount ?? 0,
      actualSumm: toRoubles(actual?.summKopecks ?? 0),
    };
  });
};

export const listAuctionPlans = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: AuctionPlanQuery,
): Promise<Page<AuctionPlan>> => {
  const { rows, total } = await findPlans(ctx.db, planConditions(principal.ownerId, filter), { page, limit });
  return pageAnswer(await present(ctx.db, principal.ownerId, rows), total, { page, limit });
};

/** The route way is the customer's own (422 otherwise); one plan per route way and month (409 otherwise). */
const checkBody = async (tx: Tx, principal: Principal, body: AuctionPlanBody, exceptId: number | null) => {
  if (!(await isOwnRouteWay(tx, principal.ownerId, body.routeWay)))
    throw unprocessable([fieldProblem(['routeWay'], AUCTION_PLAN_MESSAGES.routeWayNotFound)]);
  const same = await findPlanByKey(tx, principal.ownerId, body.routeWay, body.month);
  if (same && same.id !== exceptId) throw conflict(AUCTION_PLAN_MESSAGES.duplicate);
  return {
    routeWayId: body.routeWay,
    month: monthDate(body.month),
    auctionsCount: body.auctionsCount,
    volumeKopecks: toKopecks(body.summ),
    comment: body.comment,
  };
};

const savePlan = async (
  ctx: AppContext,
  principal: Principal,
  body: AuctionPlanBody,
  planId: number | null,
): Promise<AuctionPlan> =>
  ctx.db.transaction(async (tx) => {
    // One plan per key: the customer's plans are saved one at a time, so two saves cannot both pass the check.
    await lockCustomer(tx, principal.ownerId);
    if (planId !== null && !(await findPlan(tx, principal.ownerId, planId)))
      throw notFound(AUCTION_PLAN_MESSAGES.notFound);
    const values = await checkBody(tx, principal, body, planId);
    const now = ctx.clock.now();
    let id = planId;
    if (id === null)
      id = await insertPlan(tx, { customerId: principal.ownerId, ...values, createdAt: now, updatedAt: now });
    else await updatePlanRow(tx, id, { ...values, updatedAt: now });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'auction_plan',
      entityId: id,
      action: planId === null ? 'create' : 'update',
      details: values,
    });
    const [answer] = await present(tx, principal.ownerId, [(await findPlan(tx, principal.ownerId, id))!]);
    return answer!;
  });

export const createAuctionPlan = (ctx: AppContext, principal: Principal, body: AuctionPlanBody) =>
  savePlan(ctx, principal, body, null);

export const updateAuctionPlan = (
  ctx: AppContext,
  principal: Principal,
  planId: number,
  body: AuctionPlanBody,
) => savePlan(ctx, principal, body, planId);
