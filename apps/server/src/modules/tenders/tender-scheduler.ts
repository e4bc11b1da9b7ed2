import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { and, eq, lte, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { tenders } from '../../db/schema/index';
import { recordTenderEvent } from './tender-events';
import { publishTenderEvent, TENDER_EVENT_TYPES } from './tender-live';
import { notifyTenderEnding } from './tender-notifications';
import { claimDueTender, type TenderRecord, updateTenderRow } from './tenders.repository';

/**
 * Issue 16 scheduler, the auctions' pattern (docs/decisions.md «Auction scheduler»): each due tender is claimed
 * with `FOR UPDATE SKIP LOCKED`, handled and committed in its own transaction, so several processes never handle
 * it twice and a restart finds overdue work still due. It starts planned tenders, ends bidding at dateEnd, and
 * sends the «ending soon» notices 24 h and 1 h before the end.
 */
export const TENDER_SCHEDULER_INTERVAL_MS = 1000;
const HOUR_MS = 3_600_000;

export const RUNNING_TENDER_SCHEDULERS = new WeakMap<AppContext, { stop: () => Promise<void> }>();

export const stopTenderScheduler = async (ctx: AppContext): Promise<void> => {
  await RUNNING_TENDER_SCHEDULERS.get(ctx)?.stop();
  RUNNING_TENDER_SCHEDULERS.delete(ctx);
};

type Done = { tender: TenderRecord; isStatusChange: boolean; isEndingSoon: boolean };

const move = async (
  tx: Tx,
  tender: TenderRecord,
  action: string,
  status: number,
  now: Date,
): Promise<Done> => {
  await updateTenderRow(tx, tender.id, { status });
  await recordTenderEvent(tx, { ...tender, status }, now);
  await writeAudit(tx, {
    actorUserId: null,
    entity: 'tender',
    entityId: tender.id,
    action,
    fromState: tender.status,
    toState: status,
  });
  return { tender: { ...tender, status }, isStatusChange: true, isEndingSoon: false };
};

const markNotified = async (tx: Tx, tender: TenderRecord, values: Partial<TenderRecord>): Promise<Done> => {
  await updateTenderRow(tx, tender.id, values);
  return { tender: { ...tender, ...values }, isStatusChange: false, isEndingSoon: true };
};

type Step = {
  due: (now: Date) => SQL;
  handle: (tx: Tx, tender: TenderRecord, now: Date) => Promise<Done>;
};

const active = eq(tenders.status, TENDER_STATUS.active);
const STEPS: Step[] = [
  {
    due: (now) => and(eq(tenders.status, TENDER_STATUS.planned), lte(tenders.dateStart, now))!,
    handle: (tx, tender, now) => move(tx, tender, 'start', TENDER_STATUS.active, now),
  },
  {
    due: (now) => and(active, lte(tenders.dateEnd, now))!,
    handle: (tx, tender, now) => move(tx, tender, 'close', TENDER_STATUS.ended, now),
  },
  {
    // The last hour: one notice, which also stands for the 24-hour one of a tender that short.
    due: (now) =>
      and(
        active,
        eq(tenders.notifiedHourBefore, false),
        lte(tenders.dateEnd, new Date(now.getTime() + HOUR_MS)),
      )!,
    handle: (tx, tender) => markNotified(tx, tender, { notifiedHourBefore: true, notifiedDayBefore: true }),
  },
  {
    due: (now) =>
      and(
        active,
        eq(tenders.notifiedDayBefore, false),
        lte(tenders.dateEnd, new Date(now.getTime() + 24 * HOUR_MS)),
      )!,
    handle: (tx, tender) => markNotified(tx, tender, { notifiedDayBefore: true }),
  },
];

/** Does all work due now, one tender per transaction; answers how many steps it took. */
export const runDueTenderWork = async (ctx: AppContext): Promise<number> => {
  let moved = 0;
  for (const step of STEPS) {
    for (;;) {
      const now = ctx.clock.now();
      const done = await ctx.db.transaction(async (tx) => {
        const tender = await claimDueTender(tx, step.due(now));
        return tender ? step.handle(tx, tender, now) : null;
      });
      if (!done) break;
      moved += 1;
      if (done.isStatusChange) await publishTenderEvent(ctx, done.tender, TENDER_EVENT_TYPES.status);
      if (done.isEndingSoon) await notifyTenderEnding(ctx, done.tender);
    }
  }
  return moved;
};
