import { isoWeekday, periodDays, tripDates } from '@portal/contract/tenders/trips';
import { VAT_CHANGE_DAYS } from '../freight/flight-plans.seed';
import {
  dayAfter,
  generator,
  HISTORY_MONTHS,
  HISTORY_WAYS,
  historyMonth,
  moscowAt,
  type Pick,
  planLateness,
} from './history-plan';

// Issue 24 demo: the tenders of the history's twelve months, two a month, decided by their own seeded generator
// (the auctions' plan stays as it was). Each is run by a history manager for the six partners, accepted the next
// morning; now and then the winner of a lot declines and it passes to the next bid. Rows: tender-rows.ts.

export const TENDERS_PER_MONTH = 2;
const HOUR = 3_600_000;
const START_STEP_KOPECKS = 100_000;
const BID_STEP_KOPECKS = 10_000;
const CARRIERS = ['carrier', 'volga', 'sibir', 'kazan', 'yug', 'ural'];
const WEEKDAY_PATTERNS = [[1, 4], [2, 5], [3], [1, 3, 5], [2, 4], [5], [1]];
/** Where each lane goes, for the tender's name. */
const PLACES: Record<string, string> = {
  'МСК-ННВ': 'Нижний Новгород',
  'МСК-СПБ': 'Санкт-Петербург',
  'МСК-ЕКБ': 'Екатеринбург',
  'МСК-КРД': 'Краснодар',
  'СПБ-МСК': 'Петербург — Москва',
  'МСК-НСК': 'Новосибирск',
  'МСК-ВГГ': 'Волгоград',
  'СМР-МСК': 'Самара — Москва',
};
const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const WEEKDAYS = ['', 'понедельники', 'вторники', 'среды', 'четверги', 'пятницы', 'субботы', 'воскресенья'];

export type PlannedTenderBid = { carrier: string; summKopecks: number; at: Date };
export type PlannedLot = {
  way: string;
  dateFrom: string;
  dateTo: string;
  weekdays: number[];
  startSumKopecks: number;
  /** One bid per carrier, each under the start sum; none in about one lot of eight. */
  bids: PlannedTenderBid[];
  /** The lowest bidder declined the win after acceptance; the lot passed to the next bid. */
  declinedBy?: string;
  /** Each trip's points' lateness in minutes, in trip order. */
  lateness: number[][];
};
export type PlannedTender = {
  month: number;
  name: string;
  manager: 0 | 1;
  dateStart: Date;
  dateEnd: Date;
  acceptedAt: Date;
  /** When a winner declined, if one did. */
  declinedAt?: Date;
  lots: PlannedLot[];
};

const isWeekend = (day: string) => isoWeekday(day) >= 6;
const workingDayFrom = (day: string): string => (isWeekend(day) ? workingDayFrom(dayAfter(day, 1)) : day);
const dayDiff = (from: string, to: string) => periodDays(from, to) - 1;

/** «вторники и пятницы». */
const listOf = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} и ${words.at(-1)}` : (words[0] ?? '');
const nameOf = (lots: PlannedLot[]) => {
  const month = MONTHS[Number(lots[0]!.dateFrom.slice(5, 7)) - 1]!;
  const places = lots.map((lot) => PLACES[lot.way] ?? lot.way).join(', ');
  const days = lots.length === 1 ? `, ${listOf(lots[0]!.weekdays.map((day) => WEEKDAYS[day]!))}` : '';
  return `${places} — ${month}${days}`;
};

/**
 * A lot's period: from a few days after the tender's end, two to four weeks, never past `lastDay` (its flights
 * must be over before the first start) and never on the days around the VAT change the proformas' demo keeps free.
 */
const periodOf = (rand: Pick, endDay: string, lastDay: string, weekdays: number[]) => {
  const earliest = dayAfter(endDay, 3);
  let dateFrom = dayAfter(endDay, 3 + Math.floor(rand() * 4));
  let dateTo = dayAfter(dateFrom, 7 * (2 + Math.floor(rand() * 3)) - 1);
  if (dateTo > lastDay) dateTo = lastDay;
  if (dayDiff(dateFrom, dateTo) < 6)
    dateFrom = dayDiff(earliest, dateTo) < 6 ? earliest : dayAfter(dateTo, -6);
  const spared = tripDates(dateFrom, dateTo, weekdays).filter((day) =>
    (VAT_CHANGE_DAYS as readonly string[]).includes(day),
  );
  if (spared.length > 0) {
    const before = dayAfter(spared[0]!, -1);
    if (dayDiff(dateFrom, before) >= 6) dateTo = before;
    else {
      dateFrom = dayAfter(spared.at(-1)!, 1);
      dateTo = dayAfter(dateFrom, 13);
    }
  }
  return { dateFrom, dateTo };
};

/** Each invited carrier bids at most once, under the start sum, in whole hundreds of roubles, all prices apart. */
const planLotBids = (rand: Pick, startSum: number, open: { start: Date; end: Date }) => {
  const bidders = [...CARRIERS].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 4));
  const taken = new Set<number>();
  const span = open.end.getTime() - open.start.getTime();
  return bidders
    .map((carrier) => {
      let summKopecks =
        Math.min(startSum * (0.87 + rand() * 0.12), startSum - BID_STEP_KOPECKS) / BID_STEP_KOPECKS;
      summKopecks = Math.floor(summKopecks) * BID_STEP_KOPECKS;
      while (taken.has(summKopecks)) summKopecks -= BID_STEP_KOPECKS;
      taken.add(summKopecks);
      const at = new Date(open.start.getTime() + Math.floor((0.05 + rand() * 0.9) * span));
      return { carrier, summKopecks, at };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
};

/** Every tender of the history, oldest month first; `tariffs` are the lanes' tariffs before the history. */
export const planTenders = (now: Date, tariffs: Map<string, number>): PlannedTender[] => {
  const rand = generator(16);
  // The flights' last points arrive up to three days after the first: the last trip leaves room before the start.
  const lastDay = dayAfter(historyMonth(now, 0).first, -5);
  const plans: PlannedTender[] = [];
  let lotCount = 0;
  for (let month = HISTORY_MONTHS; month >= 1; month -= 1) {
    const { first } = historyMonth(now, month);
    for (let index = 0; index < TENDERS_PER_MONTH; index += 1) {
      const startDay = workingDayFrom(dayAfter(first, index * 4 + Math.floor(rand() * 3)));
      // Open two to four days, ending on a working day.
      const length = Math.floor(rand() * 3);
      const endDay = [0, 1, 2]
        .map((shift) => dayAfter(startDay, 2 + ((length + shift) % 3)))
        .find((day) => !isWeekend(day))!;
      const dateStart = moscowAt(startDay, 10);
      const dateEnd = moscowAt(endDay, 18);
      const acceptedAt = moscowAt(dayAfter(endDay, 1), 10, Math.floor(rand() * 120));
      // About once a quarter the winner of the first lot declines the win later that day.
      const isDeclined = index === 0 && month % 3 === 0;
      const ways = [...HISTORY_WAYS].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * 3));
      const lots = ways.map((way, position): PlannedLot => {
        const weekdays = WEEKDAY_PATTERNS[Math.floor(rand() * WEEKDAY_PATTERNS.length)]!;
        const { dateFrom, dateTo } = periodOf(rand, endDay, lastDay, weekdays);
        const tariff = tariffs.get(way) ?? 100_000_00;
        const startSumKopecks =
          Math.round((tariff * (1.03 + rand() * 0.07)) / START_STEP_KOPECKS) * START_STEP_KOPECKS;
        lotCount += 1;
        const hasBids = lotCount % 8 !== 5 || (isDeclined && position === 0);
        const bids = hasBids ? planLotBids(rand, startSumKopecks, { start: dateStart, end: dateEnd }) : [];
        const lowest = [...bids].sort((a, b) => a.summKopecks - b.summKopecks)[0];
        return {
          way,
          dateFrom,
          dateTo,
          weekdays,
          startSumKopecks,
          bids,
          declinedBy: isDeclined && position === 0 ? lowest?.carrier : undefined,
          lateness: tripDates(dateFrom, dateTo, weekdays).map(() => planLateness(rand)),
        };
      });
      plans.push({
        month,
        name: nameOf(lots),
        manager: ((index + month + 1) % 2) as 0 | 1,
        dateStart,
        dateEnd,
        acceptedAt,
        declinedAt: isDeclined
          ? new Date(acceptedAt.getTime() + (2 + Math.floor(rand() * 6)) * HOUR)
          : undefined,
        lots,
      });
    }
  }
  return plans;
};
