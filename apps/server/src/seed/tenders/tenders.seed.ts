import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import type { TenderBody } from '@portal/contract/tenders/tenders.schemas';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { Tx } from '../../core/db/database';
import { participantStanding } from '../../core/procurement/participants';
import { customers, routeWays, tenders, transportationNames, users } from '../../db/schema/index';
import { acceptLot } from '../../modules/tenders/tender-acceptance';
import {
  findLots,
  type TenderRecord,
  updateTenderRow,
  upsertBid,
} from '../../modules/tenders/tenders.repository';
import { insertDraftTender } from '../../modules/tenders/tenders.service';
import { DEMO_CUSTOMER_INN } from '../demo-accounts';
import type { SeedContext } from '../seed-files';

// Issue 16 demo data: the demo shipper's tenders in every status. One runs for admin@carrier.demo until 5 days
// after the first start with three lots, one has ended with bids from three carriers and waits for acceptance,
// one is accepted, so its tariffs and generated flights are visible on both sides.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CARRIER_LOGINS = ['carrier', 'volga', 'sibir', 'ural', 'yug', 'kazan'];

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

type Refs = { ways: Map<string, number>; transportation: number; carriers: number[] };

const lot = (refs: Refs, code: string, from: Date, days: number, weekdays: number[], startSum: number) => ({
  routeWay: refs.ways.get(code)!,
  dateFrom: dayOf(from),
  dateTo: dayOf(new Date(from.getTime() + (days - 1) * DAY)),
  weekdays,
  transportation: refs.transportation,
  dimension: undefined,
  routeOwner: undefined,
  startSum,
  tripsCount: undefined,
});

const bidAll = async (tx: Tx, tender: TenderRecord, prices: [number, number[]][], at: Date) => {
  const lots = await findLots(tx, [tender.id]);
  for (const [carrier, sums] of prices)
    for (const [index, summ] of sums.entries())
      if (lots[index])
        await upsertBid(tx, {
          tenderId: tender.id,
          routeTemplateId: lots[index]!.id,
          contractorId: carrier,
          userId: null,
          summKopecks: summ * 100,
          createdOn: at,
        });
  return lots;
};

export const seedTenders = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  // The year of history before them holds only accepted tenders; these come in every status.
  const [anyTender] = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(ne(tenders.status, TENDER_STATUS.accepted))
    .limit(1);
  if (anyTender) return false;
  const [shipper] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  const [manager] = await ctx.db.select().from(users).where(eq(users.username, 'manager@shipper.demo'));
  if (!shipper || !manager) return false;
  const wayRows = await ctx.db.select().from(routeWays).where(eq(routeWays.customerId, shipper.id));
  const [transportation] = await ctx.db
    .select()
    .from(transportationNames)
    .where(eq(transportationNames.customerId, shipper.id))
    .orderBy(asc(transportationNames.id))
    .limit(1);
  const carrierUsers = await ctx.db
    .select({ ownerId: users.ownerId, username: users.username })
    .from(users)
    .where(
      and(
        inArray(
          users.username,
          CARRIER_LOGINS.map((login) => `admin@${login}.demo`),
        ),
      ),
    );
  const carriers: number[] = [];
  for (const login of CARRIER_LOGINS) {
    const user = carrierUsers.find((row) => row.username === `admin@${login}.demo`);
    if (user && (await participantStanding(ctx.db, shipper.id, user.ownerId)) === 'ok')
      carriers.push(user.ownerId);
  }
  const ways = new Map(wayRows.map((row) => [row.code, row.id]));
  if (
    !transportation ||
    carriers.length < 3 ||
    !['МСК-СПБ', 'МСК-ЕКБ', 'МСК-НСК', 'МСК-КРД'].every((c) => ways.has(c))
  )
    return false;
  const refs: Refs = { ways, transportation: transportation.id, carriers };
  const principal: Principal = {
    userId: manager.id,
    username: manager.username,
    ownerType: 'customer',
    ownerId: shipper.id,
    roles: manager.roles as Principal['roles'],
    sessionId: 'seed',
    tokenVersion: 0,
    exp: 0,
  };
  const nextMonday = new Date(now.getTime() + (((8 - new Date(now).getUTCDay()) % 7) + 7) * DAY);
  const [mine, second, third] = carriers as [number, number, number];

  await ctx.db.transaction(async (tx) => {
    const make = async (
      body: Omit<TenderBody, 'dateEnd' | 'contractors' | 'contractorList' | 'comment' | 'dateStart'> & {
        comment?: string;
      },
      dateEnd: Date,
    ) => {
      const id = await insertDraftTender(
        tx,
        principal,
        {
          ...body,
          dateStart: undefined,
          dateEnd: new Date(Math.max(dateEnd.getTime(), now.getTime() + HOUR)).toISOString(),
          contractorList: undefined,
          contractors: carriers,
          comment: body.comment,
        },
        now,
      );
      const [row] = await tx.select().from(tenders).where(eq(tenders.id, id));
      return row!;
    };
    const setState = async (tender: TenderRecord, values: Partial<TenderRecord>) => {
      await updateTenderRow(tx, tender.id, values);
      return { ...tender, ...values } as TenderRecord;
    };

    await make(
      {
        name: 'Краснодар — летний сезон',
        routeTemplates: [
          lot(refs, 'МСК-КРД', new Date(nextMonday.getTime() + 60 * DAY), 60, [2, 4], 180_000),
        ],
        comment: 'Черновик: уточняется объём',
      },
      new Date(now.getTime() + 30 * DAY),
    );

    const planned = await make(
      {
        name: 'Новосибирск — второй квартал',
        routeTemplates: [lot(refs, 'МСК-НСК', new Date(nextMonday.getTime() + 30 * DAY), 28, [3], 320_000)],
      },
      new Date(now.getTime() + 12 * DAY),
    );
    await setState(planned, { status: TENDER_STATUS.planned, dateStart: new Date(now.getTime() + 7 * DAY) });

    const active = await make(
      {
        name: 'Магистральные перевозки: СПб, Екатеринбург, Новосибирск',
        comment: 'Цена за рейс с НДС; погрузка в день прибытия',
        routeTemplates: [
          lot(refs, 'МСК-СПБ', nextMonday, 28, [1, 3, 5], 95_000),
          lot(refs, 'МСК-ЕКБ', nextMonday, 28, [2, 5], 160_000),
          lot(refs, 'МСК-НСК', nextMonday, 28, [4], 310_000),
        ],
      },
      new Date(now.getTime() + 5 * DAY),
    );
    const running = await setState(active, {
      status: TENDER_STATUS.active,
      dateStart: new Date(now.getTime() - DAY),
    });
    await bidAll(tx, running, [[second, [91_000, 155_000]]], new Date(now.getTime() - 12 * HOUR));

    const ended = await make(
      {
        name: 'Екатеринбург и Санкт-Петербург — подведение итогов',
        routeTemplates: [
          lot(refs, 'МСК-ЕКБ', nextMonday, 21, [1, 4], 165_000),
          lot(refs, 'МСК-СПБ', nextMonday, 21, [2], 98_000),
        ],
      },
      new Date(now.getTime() + HOUR),
    );
    const evaluating = await setState(ended, {
      status: TENDER_STATUS.ended,
      dateStart: new Date(now.getTime() - 4 * DAY),
      dateEnd: new Date(now.getTime() - 2 * HOUR),
    });
    await bidAll(
      tx,
      evaluating,
      [
        [mine, [158_000, 94_000]],
        [second, [154_500, 95_500]],
        [third, [161_000, 92_800]],
      ],
      new Date(now.getTime() - DAY),
    );

    const done = await make(
      {
        name: 'Санкт-Петербург — месяц по понедельникам и четвергам',
        routeTemplates: [lot(refs, 'МСК-СПБ', nextMonday, 28, [1, 4], 99_000)],
      },
      new Date(now.getTime() + HOUR),
    );
    const accepted = await setState(done, {
      status: TENDER_STATUS.accepted,
      dateStart: new Date(now.getTime() - 10 * DAY),
      dateEnd: new Date(now.getTime() - 3 * DAY),
    });
    const lots = await bidAll(
      tx,
      accepted,
      [
        [mine, [89_500]],
        [second, [92_000]],
        [third, [93_700]],
      ],
      new Date(now.getTime() - 5 * DAY),
    );
    for (const one of lots) await acceptLot(tx, accepted, one, null, manager.id, now);

    const cancelled = await make(
      {
        name: 'Екатеринбург — отменён заказчиком',
        routeTemplates: [lot(refs, 'МСК-ЕКБ', nextMonday, 14, [3], 170_000)],
      },
      new Date(now.getTime() + 3 * DAY),
    );
    await setState(cancelled, { status: TENDER_STATUS.cancelled });
  });
  return true;
};
