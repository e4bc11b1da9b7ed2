import { indexValueOf, pointsFor } from '@portal/contract/rating/rating.rules';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import {
  appeals,
  movementPoints,
  ratingEvents,
  ratingIndexOptions,
  ratingIndexValues,
  ratings,
  routes,
  users,
} from '../../db/schema/index';
import { recomputeRatings } from '../../modules/rating/rating-recompute';
import type { SeedContext } from '../seed-files';

// Issue 17 demo: ratings computed from the seeded closed flights, auctions and incidents of every carrier, and
// appeals of admin@carrier.demo in every status (two New), the accepted one recomputed.

// The accepted one excuses every late point of one flight, chosen so the recomputation shows.
const ACCEPTED = {
  comment: 'Опоздание из-за смены графика разгрузки заказчиком.',
  decision: 'Подтверждено складом.',
};
const OTHER_APPEALS = [
  { status: 0, comment: 'Задержка на погрузке по вине склада, прошу не учитывать.', decision: null },
  { status: 0, comment: '', decision: null },
  { status: 1, comment: 'Перекрытие трассы М-5, подтверждение ГИБДД приложим.', decision: null },
  { status: 3, comment: 'Пробки.', decision: 'Оснований для пересмотра нет.' },
];

const demoCarrierId = async (db: Db) =>
  (await db.select({ ownerId: users.ownerId }).from(users).where(eq(users.username, 'admin@carrier.demo')))[0]
    ?.ownerId;

const seedAppeals = async (db: Db) => {
  const contractorId = await demoCarrierId(db);
  if (!contractorId) return;
  // The monthly lateness events of the demo carrier, oldest first, with their flights and their month's on-time count.
  const events = await db
    .select({
      id: ratingEvents.id,
      customerId: ratings.customerId,
      routeId: movementPoints.routeId,
      indexId: ratingIndexValues.indexId,
      countNoDelayed: ratingIndexValues.countNoDelayed,
      countRoutes: ratingIndexValues.countRoutes,
    })
    .from(ratingEvents)
    .innerJoin(movementPoints, eq(movementPoints.id, ratingEvents.movementPointId))
    .innerJoin(ratingIndexValues, eq(ratingIndexValues.id, ratingEvents.indexValueId))
    .innerJoin(ratings, eq(ratings.id, ratingIndexValues.ratingId))
    .where(and(eq(ratings.contractorId, contractorId), eq(ratings.periodId, 1)))
    .orderBy(asc(ratingEvents.eventDate));
  const options = await db
    .select()
    .from(ratingIndexOptions)
    .where(inArray(ratingIndexOptions.indexId, [...new Set(events.map((event) => event.indexId))]));
  // The oldest flight whose excuse lifts its month's on-time share into a better band, so the recomputation shows.
  const pointsOf = (event: (typeof events)[number], countNoDelayed: number) =>
    pointsFor(
      options.filter((option) => option.indexId === event.indexId),
      indexValueOf({ countNoDelayed, countAuctions: null, countRoutes: event.countRoutes }),
    );
  const first =
    events.find(
      (event) =>
        event.countNoDelayed !== null &&
        pointsOf(event, event.countNoDelayed + 1) !== pointsOf(event, event.countNoDelayed),
    ) ?? events[0];
  if (!first) return;
  const insert = (
    event: (typeof events)[number],
    appeal: { status: number; comment: string; decision: string | null },
  ) =>
    db
      .insert(appeals)
      .values({
        customerId: event.customerId,
        contractorId,
        ratingEventId: event.id,
        status: appeal.status,
        comment: appeal.comment,
        decisionComment: appeal.decision,
        ...(appeal.status >= 2 ? { decidedAt: new Date() } : {}),
      })
      .returning({ id: appeals.id });
  const others = events.filter((event) => event.routeId !== first.routeId);
  for (const [index, appeal] of OTHER_APPEALS.entries())
    if (others[index]) await insert(others[index], appeal);
  let lastAccepted = 0;
  for (const event of events.filter((candidate) => candidate.routeId === first.routeId))
    lastAccepted = (await insert(event, { status: 2, ...ACCEPTED }))[0]!.id;
  await recomputeRatings(db, first.customerId, contractorId, `пересчёт по апелляции №${lastAccepted}`);
};

export const seedRatings = async (ctx: SeedContext): Promise<boolean> => {
  const [any] = await ctx.db.select({ id: ratings.id }).from(ratings).limit(1);
  if (any) return false;
  const pairs = await ctx.db
    .selectDistinct({ customerId: routes.customerId, contractorId: routes.contractorId })
    .from(routes)
    .where(and(eq(routes.currentState, 7), isNotNull(routes.contractorId)));
  if (pairs.length === 0) return false;
  for (const pair of pairs) await recomputeRatings(ctx.db, pair.customerId, pair.contractorId!);
  await seedAppeals(ctx.db);
  return true;
};
