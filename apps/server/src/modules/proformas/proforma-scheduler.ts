import { previousMonthOf } from '@portal/contract/proformas/proforma-period';
import type { AppContext } from '../../core/context';
import { startPeriodicWork } from '../../core/periodic-work';
import { buildProforma } from './contractor-proformas.service';
import type { ProformaContext } from './proforma-change';
import { moscowToday } from './proformas.presenter';
import { findPairsWithFreeFlights } from './proformas.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * DESIGN 12: on the first day of a month (Moscow) each carrier gets a draft per customer for the previous month's
 * closed flights that no proforma holds. Idempotent: a second run finds those flights taken and builds nothing; a
 * run racing another process loses on the flights' unique index and leaves that pair to it. Answers the drafts built.
 */
export const runMonthlyProformaDrafts = async (
  ctx: ProformaContext & Pick<AppContext, 'log'>,
): Promise<number> => {
  const today = moscowToday(ctx.clock.now());
  if (!today.endsWith('-01')) return 0;
  const period = previousMonthOf(today);
  let built = 0;
  for (const pair of await findPairsWithFreeFlights(ctx.db, period.dateFrom, period.dateTo)) {
    try {
      await buildProforma(
        ctx,
        { ownerId: pair.contractorId, userId: null },
        { customer: pair.customerId, ...period },
      );
      built += 1;
    } catch (error) {
      ctx.log.warn({ err: error, ...pair }, 'monthly proforma draft not built');
    }
  }
  return built;
};

/** Checks every hour, and once at start, so a start on the first of a month still builds its drafts. */
export const startProformaScheduler = (ctx: AppContext) =>
  startPeriodicWork('proforma drafts', HOUR_MS, () => runMonthlyProformaDrafts(ctx), ctx.log);
