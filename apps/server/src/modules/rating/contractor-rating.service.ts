import { APPEAL_MESSAGES, OPEN_APPEAL_STATUSES } from '@portal/contract/rating/appeal-status';
import type {
  AppealBody,
  EventItem,
  RatingDetail,
  RatingList,
  RatingListQuery,
} from '@portal/contract/rating/rating.schemas';
import { DEFAULT_RATING_PERIOD, type RatingPeriodId } from '@portal/contract/rating/rating-periods';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { conflict, notFound } from '../../core/http/problem';
import { appeals, customers, ratingEvents, ratingIndexValues, ratings } from '../../db/schema/index';
import { recordAppealEvent } from './appeal-events';
import { findAppeal, findRatingEvents, listContractorAppeals } from './appeals.repository';
import {
  defaultCustomerOf,
  findRating,
  latestRating,
  listRatings,
  presentRatingItem,
  ratingCustomersOf,
  ratingDetail,
} from './rating-reads';

/** The customer a carrier call is about: the one asked for, else the carrier's first customer by id. */
const customerOf = async (ctx: AppContext, contractorId: number, customer?: number) =>
  customer ?? (await defaultCustomerOf(ctx.db, contractorId));

export const contractorRatingList = async (
  ctx: AppContext,
  contractorId: number,
  periodId: number,
  query: RatingListQuery,
): Promise<RatingList> => {
  const customers = await ratingCustomersOf(ctx.db, contractorId);
  const customerId = await customerOf(ctx, contractorId, query.customer);
  if (customerId === null)
    return {
      items: [],
      totalCount: 0,
      currentPageNumber: query.page,
      numItemsPerPage: query.limit,
      customer: null,
      customers,
    };
  return { ...(await pairRatingList(ctx, { customerId, contractorId }, periodId, query)), customers };
};

/** One customer's ratings of one carrier (both sides' lists): the page, and the customer it is with. */
export const pairRatingList = async (
  ctx: AppContext,
  pair: { customerId: number; contractorId: number },
  periodId: number,
  query: Omit<RatingListQuery, 'customer'>,
): Promise<Omit<RatingList, 'customers'>> => {
  const { rows, totalCount } = await listRatings(ctx.db, pair, periodId, query);
  const [customer] = await ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, pair.customerId));
  return {
    items: rows.map(presentRatingItem),
    totalCount,
    currentPageNumber: query.page,
    numItemsPerPage: query.limit,
    customer: customer ?? null,
  };
};

export const contractorLatestDetail = async (
  ctx: AppContext,
  contractorId: number,
  query: { customer?: number | undefined; period?: number | undefined },
): Promise<RatingDetail> => {
  const customerId = await customerOf(ctx, contractorId, query.customer);
  if (customerId === null) throw notFound(APPEAL_MESSAGES.ratingNotFound);
  const period = (query.period ?? DEFAULT_RATING_PERIOD) as RatingPeriodId;
  return ratingDetail(ctx.db, await latestRating(ctx.db, { customerId, contractorId }, period));
};

/** A rating of the carrier (and of the customer, when the customer asks). */
export const contractorRatingDetail = async (
  ctx: AppContext,
  owner: { contractorId: number; customerId?: number },
  ratingId: number,
) => {
  const rating = await findRating(ctx.db, ratingId);
  const owned =
    rating?.contractorId === owner.contractorId &&
    (owner.customerId === undefined || rating.customerId === owner.customerId);
  return ratingDetail(ctx.db, owned ? rating : undefined);
};

/** The events of an index value of the carrier (and of the customer, when the customer asks). */
export const contractorEvents = async (
  ctx: AppContext,
  owner: { contractorId: number; customerId?: number },
  indexValueId: number,
): Promise<{ items: EventItem[] }> => {
  const [row] = await ctx.db
    .select({ contractorId: ratings.contractorId, customerId: ratings.customerId })
    .from(ratingIndexValues)
    .innerJoin(ratings, eq(ratings.id, ratingIndexValues.ratingId))
    .where(eq(ratingIndexValues.id, indexValueId));
  const owned =
    row?.contractorId === owner.contractorId &&
    (owner.customerId === undefined || row.customerId === owner.customerId);
  if (!owned) throw notFound(APPEAL_MESSAGES.indexValueNotFound);
  const rows = await findRatingEvents(ctx.db, eq(ratingEvents.indexValueId, indexValueId));
  return {
    items: rows.map((row) => ({
      id: row.event.id,
      eventDate: row.event.eventDate.toISOString(),
      comment: row.event.comment,
      excused: row.appealStatus === 2,
      canAppeal: !OPEN_APPEAL_STATUSES.includes((row.appealStatus ?? -1) as 0),
      appeal: row.appealId === null ? null : { id: row.appealId, status: row.appealStatus! },
    })),
  };
};

/** SPEC 2.3: allowed unless an appeal of the event is in status 0, 1 or 2; only the comment is sent. */
export const submitAppeal = async (
  ctx: AppContext,
  principal: Principal,
  eventId: number,
  body: Required<AppealBody>,
) => {
  const appealId = await ctx.db.transaction(async (tx) => {
    const [row] = await findRatingEvents(tx, eq(ratingEvents.id, eventId));
    if (!row || row.contractorId !== principal.ownerId) throw notFound(APPEAL_MESSAGES.eventNotFound);
    const open = await tx
      .select({ id: appeals.id, status: appeals.status })
      .from(appeals)
      .where(eq(appeals.ratingEventId, eventId))
      .for('update');
    if (open.some((appeal) => OPEN_APPEAL_STATUSES.includes(appeal.status as 0)))
      throw conflict(APPEAL_MESSAGES.alreadyOpen);
    const [created] = await tx
      .insert(appeals)
      .values({
        customerId: row.customerId,
        contractorId: row.contractorId,
        ratingEventId: eventId,
        comment: body.comment,
        createdBy: principal.userId,
      })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!created) throw conflict(APPEAL_MESSAGES.alreadyOpen);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'appeal',
      entityId: created.id,
      action: 'create',
      toState: 0,
      comment: body.comment,
      details: { ratingEventId: eventId },
    });
    await recordAppealEvent(tx, created.id, 'appeal.created', ctx.clock.now());
    return created.id;
  });
  return (await findAppeal(ctx.db, appealId))!;
};

export const contractorAppeals = async (ctx: AppContext, contractorId: number, customer?: number) => {
  const customerId = await customerOf(ctx, contractorId, customer);
  if (customerId === null) return { items: [], totalCount: 0 };
  return listContractorAppeals(ctx.db, contractorId, customerId);
};
