import type { EventFeed, EventFeedQuery } from '@portal/contract/integration/events.schemas';
import type { OwnerType } from '@portal/contract/roles';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { events } from '../../db/schema/index';
import { presentEvent } from './event-presenter';

/** DESIGN 12: a company's own events after `after`, in seq order; `nextAfter` is the last seq given (or `after`). */
export const findEventFeed = async (
  db: Db,
  owner: { ownerType: OwnerType; ownerId: number },
  query: EventFeedQuery,
): Promise<EventFeed> => {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.ownerType, owner.ownerType),
        eq(events.ownerId, owner.ownerId),
        gt(events.seq, query.after),
      ),
    )
    .orderBy(asc(events.seq))
    .limit(query.limit);
  return {
    items: rows.map(presentEvent),
    nextAfter: rows.at(-1)?.seq ?? query.after,
  };
};
