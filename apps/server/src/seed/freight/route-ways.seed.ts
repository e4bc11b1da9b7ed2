import { TARIFF_SOURCE } from '@portal/contract/freight/route-ways.schemas';
import { writeAudit } from '../../core/audit';
import { routeTariffs, routeWayPoints, routeWays } from '../../db/schema/index';
import { DAY, DEMO_NOTE, type FreightSeedContext } from './seed-context';

type WaySeed = { code: string; name: string; type: 1 | 2 | 3 | 4; points: [string, number][] };

export const SHIPPER_WAYS: WaySeed[] = [
  {
    code: 'МСК-СПБ',
    name: 'Москва — Санкт-Петербург',
    type: 2,
    points: [
      ['МСК', 0],
      ['СПБ', 710],
    ],
  },
  {
    code: 'МСК-ЕКБ',
    name: 'Москва — Екатеринбург через Казань',
    type: 2,
    points: [
      ['МСК', 0],
      ['КЗН', 820],
      ['ЕКБ', 1790],
    ],
  },
  {
    code: 'МСК-НСК',
    name: 'Москва — Новосибирск',
    type: 2,
    points: [
      ['МСК', 0],
      ['ЕКБ', 1790],
      ['ОМС', 2690],
      ['НСК', 3300],
    ],
  },
  {
    code: 'МСК-КРД',
    name: 'Москва — Краснодар',
    type: 2,
    points: [
      ['МСК', 0],
      ['ВРН', 520],
      ['РНД', 1080],
      ['КРД', 1350],
    ],
  },
  {
    code: 'СПБ-МСК',
    name: 'Санкт-Петербург — Москва',
    type: 2,
    points: [
      ['СПБ', 0],
      ['МСК', 710],
    ],
  },
  {
    code: 'ЕКБ-ЧЛБ',
    name: 'Екатеринбург — Челябинск',
    type: 2,
    points: [
      ['ЕКБ', 0],
      ['ЧЛБ', 210],
    ],
  },
  {
    code: 'МСК-ННВ',
    name: 'Москва — Нижний Новгород',
    type: 2,
    points: [
      ['МСК', 0],
      ['ННВ', 420],
    ],
  },
  {
    code: 'КЗН-УФА',
    name: 'Казань — Уфа',
    type: 2,
    points: [
      ['КЗН', 0],
      ['УФА', 525],
    ],
  },
  {
    code: 'СМР-МСК',
    name: 'Самара — Москва',
    type: 2,
    points: [
      ['СМР', 0],
      ['МСК', 1050],
    ],
  },
  {
    code: 'НСК-КРС',
    name: 'Новосибирск — Красноярск',
    type: 2,
    points: [
      ['НСК', 0],
      ['КРС', 790],
    ],
  },
  {
    code: 'КРС-ИРК',
    name: 'Красноярск — Иркутск',
    type: 3,
    points: [
      ['КРС', 0],
      ['ИРК', 1060],
    ],
  },
  {
    code: 'МСК-ВГГ',
    name: 'Москва — Волгоград через Воронеж',
    type: 2,
    points: [
      ['МСК', 0],
      ['ВРН', 520],
      ['ВГГ', 970],
    ],
  },
  {
    code: 'ПРМ-ЕКБ',
    name: 'Пермь — Екатеринбург',
    type: 2,
    points: [
      ['ПРМ', 0],
      ['ЕКБ', 360],
    ],
  },
  {
    code: 'ХБР-ВЛД',
    name: 'Хабаровск — Владивосток',
    type: 3,
    points: [
      ['ХБР', 0],
      ['ВЛД', 760],
    ],
  },
  {
    code: 'МСК-КЛД',
    name: 'Москва — Калининград',
    type: 2,
    points: [
      ['МСК', 0],
      ['СПБ', 710],
      ['КЛД', 1260],
    ],
  },
  {
    code: 'МСК-НСК-А',
    name: 'Москва — Новосибирск, авиа',
    type: 1,
    points: [
      ['МСК', 0],
      ['НСК', 2810],
    ],
  },
];

export const AGRO_WAYS: WaySeed[] = [
  {
    code: 'КРД-РНД',
    name: 'Краснодар — Ростов-на-Дону',
    type: 2,
    points: [
      ['КРД', 0],
      ['РНД', 270],
    ],
  },
  {
    code: 'РНД-МСК',
    name: 'Ростов-на-Дону — Москва',
    type: 2,
    points: [
      ['РНД', 0],
      ['ВРН', 560],
      ['МСК', 1080],
    ],
  },
];

/** A start price with VAT: 85 ₽ a kilometre, at least 25 000 ₽, in whole hundreds. */
const tariffOf = (way: WaySeed): number =>
  Math.max(25_000, Math.round((way.points.at(-1)![1] * 85) / 100) * 100);

export const insertWays = async (c: FreightSeedContext, customerId: number, seeds: WaySeed[]) => {
  const ways = [];
  for (const [index, seed] of seeds.entries()) {
    const [way] = await c.tx
      .insert(routeWays)
      .values({ customerId, code: seed.code, name: seed.name, transportationType: seed.type })
      .returning();
    const points = seed.points.map(([code, distance], position) => ({
      routeWayId: way!.id,
      position,
      departmentId: c.departmentByCode.get(code)!.id,
      distance,
      timezone: c.departmentByCode.get(code)!.timezone,
    }));
    await c.tx.insert(routeWayPoints).values(points.map(({ timezone: _zone, ...point }) => point));
    const tariff = tariffOf(seed);
    // Every third way has an earlier manual price and a current one from a tender.
    const history =
      index % 3 === 0
        ? [
            { summKopecks: Math.round(tariff * 0.92) * 100, source: TARIFF_SOURCE.manual },
            { summKopecks: tariff * 100, source: TARIFF_SOURCE.tender },
          ]
        : [{ summKopecks: tariff * 100, source: TARIFF_SOURCE.manual }];
    // Dated before the year of history (at most twelve months and a month back): its tenders' tariffs come later,
    // and the current tariff is the newest row, so ids must ascend with time.
    for (const [step, price] of history.entries())
      await c.tx.insert(routeTariffs).values({
        routeWayId: way!.id,
        ...price,
        createdBy: c.actorId,
        createdAt: new Date(c.now.getTime() - (430 - step * 30) * DAY),
      });
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route-way',
      entityId: way!.id,
      action: 'create',
      comment: DEMO_NOTE,
    });
    ways.push({ ...way!, tariff, points });
  }
  return ways;
};

export type Way = Awaited<ReturnType<typeof insertWays>>[number];
