import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { ROUTE_STATE } from '@portal/contract/freight/route-states';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  auctionParticipants,
  auctions,
  comments,
  routes,
  tenderParticipants,
  tenders,
  users,
} from '../db/schema/index';
import type { SeedContext } from './seed-files';

// Issue 25 demo data: a late truck talked over on a flight, a question and its answer on a running auction, a
// clarification on a running tender, between the demo shipper's manager and admin@carrier.demo. Every author reads
// its thread and every thread is open, as the rules of modules/comments require.

const MINUTE = 60_000;

export const seedComments = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [anyComment] = await ctx.db.select({ id: comments.id }).from(comments).limit(1);
  if (anyComment) return false;
  const people = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.username, ['manager@shipper.demo', 'admin@carrier.demo']));
  const manager = people.find((user) => user.username === 'manager@shipper.demo');
  const carrier = people.find((user) => user.username === 'admin@carrier.demo');
  if (!manager || !carrier) return false;

  const [flight] = await ctx.db
    .select({ id: routes.id })
    .from(routes)
    .where(
      and(
        eq(routes.customerId, manager.ownerId),
        eq(routes.contractorId, carrier.ownerId),
        eq(routes.isDraft, false),
        notInArray(routes.currentState, [ROUTE_STATE.closed]),
      ),
    )
    // The latest-running one first: the thread is about a late truck.
    .orderBy(desc(routes.lateness), asc(routes.id))
    .limit(1);
  const [auction] = await ctx.db
    .select({ id: auctions.id })
    .from(auctions)
    .innerJoin(auctionParticipants, eq(auctionParticipants.auctionId, auctions.id))
    .where(
      and(
        eq(auctions.customerId, manager.ownerId),
        eq(auctions.status, AUCTION_STATUS.active),
        eq(auctionParticipants.contractorId, carrier.ownerId),
      ),
    )
    .orderBy(asc(auctions.id))
    .limit(1);
  const [tender] = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .innerJoin(tenderParticipants, eq(tenderParticipants.tenderId, tenders.id))
    .where(
      and(
        eq(tenders.customerId, manager.ownerId),
        eq(tenders.status, TENDER_STATUS.active),
        eq(tenderParticipants.contractorId, carrier.ownerId),
      ),
    )
    .orderBy(asc(tenders.id))
    .limit(1);

  const said = (
    entity: 'route' | 'auction' | 'tender',
    entityId: number,
    author: typeof manager,
    minutesAgo: number,
    text: string,
  ) => ({
    entity,
    entityId,
    text,
    authorId: author.id,
    authorOwnerType: author.ownerType,
    authorOwnerId: author.ownerId,
    createdAt: new Date(now.getTime() - minutesAgo * MINUTE),
  });
  const rows = [
    ...(flight
      ? [
          said('route', flight.id, manager, 95, 'Машина опаздывает на погрузку. Когда будете?'),
          said('route', flight.id, carrier, 80, 'Пробка на МКАД, будем через 40 минут. Водитель на связи.'),
          said('route', flight.id, manager, 70, 'Принято, склад предупредили.'),
        ]
      : []),
    ...(auction
      ? [
          said('auction', auction.id, carrier, 60, 'Нужен ли рефрижератор или подойдёт тент?'),
          said('auction', auction.id, manager, 45, 'Подойдёт тент, груз не требует температурного режима.'),
        ]
      : []),
    ...(tender
      ? [
          said('tender', tender.id, carrier, 120, 'Погрузка по выходным возможна?'),
          said('tender', tender.id, manager, 100, 'Нет, только по будним дням с 8:00 до 20:00.'),
        ]
      : []),
  ];
  if (rows.length === 0) return false;
  await ctx.db.insert(comments).values(rows);
  return true;
};
