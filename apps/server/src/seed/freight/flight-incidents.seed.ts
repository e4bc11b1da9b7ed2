import { DISCLAIMER_STATUS } from '@portal/contract/freight/route-states';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import { routeDisclaimers, routeEvents, routes, users } from '../../db/schema/index';
import type { FlightPlan } from './flight-plans.seed';
import type { SeededFlight } from './flights.seed';
import { DAY, type FreightSeedContext } from './seed-context';

/** Events and disclaimers on some of the demo flights: accidents, thefts, an open and an approved disclaimer. */
export const addIncidents = async (
  c: FreightSeedContext,
  flights: SeededFlight[],
  kinds: FlightPlan['kind'][],
) => {
  const closed = flights.filter((_, i) => kinds[i] === 'closed');
  const incidents = [
    { flight: closed[1], type: 0, comment: 'ДТП на трассе М-7: повреждён задний борт полуприцепа, груз цел' },
    { flight: closed[6], type: 1, comment: 'Хищение 4 паллет при ночной стоянке, составлен акт' },
    { flight: closed[11], type: 0, comment: 'Столкновение на погрузочной площадке склада' },
    { flight: closed[15], type: 1, comment: 'Недостача 12 коробок, вскрыта пломба' },
  ];
  for (const { flight, type, comment } of incidents) {
    if (!flight) continue;
    const eventDate = new Date(flight.planDateArrival.getTime() + 6 * 3_600_000);
    await c.tx.insert(routeEvents).values({
      routeId: flight.id,
      type,
      eventDate,
      comment,
      contractorId: flight.contractorId,
      createdBy: c.actorId,
    });
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route',
      entityId: flight.id,
      action: 'event',
      comment,
      details: { type },
    });
  }
  const demoCarrier = c.carriers.carrier!;
  const futureOfDemo = flights.filter(
    (f, i) => kinds[i] === 'assigned' && f.contractorId === demoCarrier && f.planDateArrival > c.now,
  );
  const open = futureOfDemo[0];
  const approved = futureOfDemo[1];
  const [carrierAdmin] = await c.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin@carrier.demo'));
  if (open) {
    await c.tx.insert(routeDisclaimers).values({
      routeId: open.id,
      contractorId: demoCarrier,
      comment: 'Тягач на внеплановом ремонте, замены на эту дату нет',
      createdBy: carrierAdmin?.id ?? null,
    });
    await writeAudit(c.tx, {
      actorUserId: carrierAdmin?.id ?? null,
      entity: 'route',
      entityId: open.id,
      action: 'create_disclaimer',
      toState: DISCLAIMER_STATUS.new,
    });
  }
  if (approved) {
    await c.tx.insert(routeDisclaimers).values({
      routeId: approved.id,
      contractorId: demoCarrier,
      status: DISCLAIMER_STATUS.approved,
      comment: 'Водитель на больничном',
      createdBy: carrierAdmin?.id ?? null,
      decidedBy: c.actorId,
      decidedAt: new Date(c.now.getTime() - DAY),
    });
    await c.tx
      .update(routes)
      .set({ contractorId: null, freightSumKopecks: null })
      .where(eq(routes.id, approved.id));
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route',
      entityId: approved.id,
      action: 'accept_disclaimer',
      fromState: 0,
      toState: 1,
    });
  }
};
