// DESIGN 12 «Statistics»: every formula is written once, here, in Russian beside the function that computes it
// where the code computes it (the rest are SQL sums the server reads under the same words). The screen shows the
// text next to its figure; the server and the workbook use the functions.

/** DESIGN 12: held auctions are those without a winner, with one, or closed; the winning sums count the last two. */
export const AUCTION_HELD_STATUSES = [3, 4, 5] as const;
export const AUCTION_WON_STATUSES = [4, 5] as const;

const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** part ÷ whole × 100, two decimals; 0 when there is no whole (an empty period reads zero, DESIGN 12). */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? round2((part / whole) * 100) : 0;

/** A mean: total ÷ count, two decimals; 0 over nothing. */
export const meanOf = (total: number, count: number): number => (count > 0 ? round2(total / count) : 0);

/** The middle value (the mean of the two middle ones for an even count); 0 over nothing. */
export const medianOf = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : round2((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** Saving in kopecks and its percent of the start: (start − result) and (start − result) ÷ start × 100. */
export const savingPercentOf = (startKopecks: number, resultKopecks: number): number =>
  percentOf(startKopecks - resultKopecks, startKopecks);

/**
 * The Herfindahl–Hirschman index of carriers' shares of flights: Σ (share × 100)², 0 … 10 000, rounded to a
 * whole number. 10 000 is one carrier for everything.
 */
export const hhiOf = (flightsPerCarrier: readonly number[]): number => {
  const total = flightsPerCarrier.reduce((sum, count) => sum + count, 0);
  if (total === 0) return 0;
  return Math.round(flightsPerCarrier.reduce((sum, count) => sum + ((count / total) * 100) ** 2, 0));
};

// The US merger guidelines' bands (2010): below 1 500 unconcentrated, 1 500 … 2 500 moderate, above highly.
export const HHI_MODERATE = 1500;
export const HHI_HIGH = 2500;

/** The index in plain words; one carrier above half of the flights is said first, as the shipper feels it. */
export const hhiLabel = (hhi: number, topShare: number): string => {
  if (topShare > 50) return 'один перевозчик везёт больше половины';
  if (hhi > HHI_HIGH) return 'несколько перевозчиков везут почти всё';
  if (hhi >= HHI_MODERATE) return 'умеренная концентрация';
  if (hhi > 0) return 'перевозки распределены между многими перевозчиками';
  return 'нет рейсов';
};

/** ₽ per km: spend ÷ kilometres, two decimals; 0 without kilometres. */
export const perKmOf = (spendKopecks: number, kilometres: number): number =>
  kilometres > 0 ? round2(spendKopecks / 100 / kilometres) : 0;

/** Net saving: the saving less what awards cost, plus the penalties recovered (none while they are unknown). */
export const netSavingOf = (figures: {
  savingStart: number;
  declinedWinsCost: number;
  restartsCost: number;
  penaltiesRecovered: number | null;
}): number =>
  round2(
    figures.savingStart - figures.declinedWinsCost - figures.restartsCost + (figures.penaltiesRecovered ?? 0),
  );

export type FigureUnit = 'count' | 'money' | 'percent' | 'ratio' | 'index';

export type Figure = { label: string; unit: FigureUnit; formula: string };

const HELD =
  'Проведённые аукционы — завершённые в периоде (по дате окончания, Москва) со статусом «Без победителя», «Есть победитель» или «Завершён».';
const WON = 'Выигранные — со статусом «Есть победитель» или «Завершён».';
const FLIGHTS =
  'Рейсы — не черновики и не отменённые, с назначенным перевозчиком; рейс относится к периоду своей даты (дата кода рейса).';

export const AUCTION_FIGURES = {
  auctionsHeld: {
    label: 'Проведено аукционов',
    unit: 'count',
    formula: `число проведённых аукционов. ${HELD}`,
  },
  withoutBids: {
    label: 'Без ставок',
    unit: 'count',
    formula: 'проведённые аукционы, в которых нет ни одной ставки',
  },
  withoutBidsShare: {
    label: 'Доля без ставок',
    unit: 'percent',
    formula: 'доля без ставок = без ставок ÷ проведено × 100 %',
  },
  bidsPerAuction: {
    label: 'Ставок на аукцион',
    unit: 'ratio',
    formula: 'ставок на аукцион = все ставки проведённых аукционов ÷ проведено',
  },
  bidsPerAuctionMedian: {
    label: 'Медиана ставок',
    unit: 'ratio',
    formula: 'медиана числа ставок по проведённым аукционам (середина упорядоченного ряда)',
  },
  carriersPerAuction: {
    label: 'Перевозчиков на аукцион',
    unit: 'ratio',
    formula: 'перевозчиков на аукцион = Σ перевозчиков, сделавших ставку в аукционе ÷ проведено',
  },
  startSum: {
    label: 'Начальная сумма',
    unit: 'money',
    formula: `начальная сумма = Σ начальных цен выигранных аукционов. ${WON}`,
  },
  winningSum: {
    label: 'Сумма победителей',
    unit: 'money',
    formula: 'сумма победителей = Σ цен победителей (ставка или принятое предложение) выигранных аукционов',
  },
  savingStart: {
    label: 'Экономия к начальной цене',
    unit: 'money',
    formula: 'экономия = начальная сумма − сумма победителей',
  },
  savingStartPercent: {
    label: 'Экономия, %',
    unit: 'percent',
    formula: 'экономия, % = экономия ÷ начальная сумма × 100 %',
  },
  savingTariff: {
    label: 'Экономия к тарифу',
    unit: 'money',
    formula:
      'экономия к тарифу = Σ тарифов маршрутов рейсов аукциона на момент окончания (без тарифа — начальная сумма рейса) − сумма победителей',
  },
  savingSecond: {
    label: 'Экономия ко второй ставке',
    unit: 'money',
    formula:
      'экономия ко второй ставке = Σ (лучшая ставка второго перевозчика − цена победителя) по выигранным аукционам, где ставил не один перевозчик',
  },
  extensions: {
    label: 'Продлений',
    unit: 'count',
    formula: 'ставки проведённых аукционов, продлившие окончание (антиснайпинг), включая до перезапуска',
  },
  declinedWins: {
    label: 'Отказов от победы',
    unit: 'count',
    formula: 'перевозчики, отказавшиеся от победы в проведённых аукционах (ставкой или предложением)',
  },
  restarts: {
    label: 'Перезапусков',
    unit: 'count',
    formula: 'перезапуски (clear_run) проведённых аукционов',
  },
} as const satisfies Record<string, Figure>;

export const TIMING_MINUTES = 60;
export const TIMING_FORMULA = `ставки проведённых аукционов по минутам до окончания (после продлений — до итогового окончания), за последние ${TIMING_MINUTES} минут; «лучшая» — в какую минуту пришла лучшая ставка аукциона`;

export const TENDER_FIGURES = {
  tendersHeld: {
    label: 'Проведено тендеров',
    unit: 'count',
    formula:
      'тендеры, окончившиеся в периоде (по дате окончания, Москва), со статусом «Подведение итогов» или «Победители утверждены»',
  },
  lots: { label: 'Лотов', unit: 'count', formula: 'лоты проведённых тендеров' },
  bidsPerLot: { label: 'Ставок на лот', unit: 'ratio', formula: 'ставок на лот = ставки ÷ лоты' },
  startSum: {
    label: 'Начальная сумма',
    unit: 'money',
    formula:
      'начальная сумма = Σ (начальная цена лота × число рейсов) по лотам с победителем в тендерах с утверждёнными победителями',
  },
  winningSum: {
    label: 'Сумма победителей',
    unit: 'money',
    formula: 'сумма победителей = Σ (цена победителя × число рейсов) по тем же лотам',
  },
  savingStart: {
    label: 'Экономия к начальной цене',
    unit: 'money',
    formula: 'экономия = начальная сумма − сумма победителей',
  },
  savingTariff: {
    label: 'Экономия к тарифу',
    unit: 'money',
    formula:
      'экономия к тарифу = Σ ((тариф маршрута до утверждения − цена победителя) × число рейсов) по лотам, у маршрута которых был тариф',
  },
  flightsGenerated: {
    label: 'Создано рейсов',
    unit: 'count',
    formula: 'рейсы, созданные лотами проведённых тендеров',
  },
  declinedWins: {
    label: 'Отказов от победы',
    unit: 'count',
    formula: 'ставки проведённых тендеров, победу по которым перевозчик отклонил',
  },
} as const satisfies Record<string, Figure>;

export const ROUTE_FIGURES = {
  flights: { label: 'Рейсов', unit: 'count', formula: `число рейсов. ${FLIGHTS}` },
  spend: {
    label: 'Расходы',
    unit: 'money',
    formula: 'расходы = Σ цен рейсов (сумма фрахта; без неё — начальная сумма)',
  },
  perKm: {
    label: '₽ за км',
    unit: 'money',
    formula: '₽ за км = расходы ÷ Σ длин маршрутов рейсов (расстояние последней точки), км',
  },
  winningVsTariff: {
    label: 'Цена к тарифу',
    unit: 'percent',
    formula:
      'цена к тарифу = (расходы − Σ начальных сумм рейсов) ÷ Σ начальных сумм × 100 %; начальная сумма рейса — тариф маршрута; меньше нуля — дешевле тарифа',
  },
  onTimeShare: {
    label: 'Вовремя',
    unit: 'percent',
    formula:
      'вовремя = закрытые рейсы, где ни одна отмеченная точка не опоздала больше льготных минут рейтинга ÷ закрытые рейсы с отмеченными точками × 100 %',
  },
  carriers: { label: 'Перевозчиков', unit: 'count', formula: 'разные перевозчики рейсов' },
  topCarrierShare: {
    label: 'Доля крупнейшего перевозчика',
    unit: 'percent',
    formula: 'доля крупнейшего = рейсы перевозчика с наибольшим числом рейсов ÷ рейсы × 100 %',
  },
  hhi: {
    label: 'Концентрация (HHI)',
    unit: 'index',
    formula:
      'индекс Херфиндаля — Хиршмана = Σ (доля перевозчика в рейсах, %)²: от 0 до 10 000; выше 2 500 — высокая концентрация, ниже 1 500 — низкая',
  },
} as const satisfies Record<string, Figure>;

export const MANAGER_FIGURES = {
  auctions: {
    label: 'Аукционов',
    unit: 'count',
    formula: 'проведённые аукционы, созданные менеджером (по дате окончания)',
  },
  tenders: {
    label: 'Тендеров',
    unit: 'count',
    formula: 'проведённые тендеры, созданные менеджером (по дате окончания)',
  },
  flights: {
    label: 'Рейсов',
    unit: 'count',
    formula: `рейсы, где менеджер — менеджер заказчика. ${FLIGHTS}`,
  },
  spend: { label: 'Расходы', unit: 'money', formula: ROUTE_FIGURES.spend.formula },
  savingStart: {
    label: 'Экономия',
    unit: 'money',
    formula: 'экономия = Σ (начальная сумма рейса − цена рейса) по рейсам',
  },
  withoutBidsShare: {
    label: 'Доля без ставок',
    unit: 'percent',
    formula: 'доля без ставок = аукционы менеджера без ставок ÷ его проведённые аукционы × 100 %',
  },
} as const satisfies Record<string, Figure>;

export const DATE_FIGURES = {
  flights: ROUTE_FIGURES.flights,
  spend: ROUTE_FIGURES.spend,
  savingStart: MANAGER_FIGURES.savingStart,
  onTimeShare: ROUTE_FIGURES.onTimeShare,
} as const satisfies Record<string, Figure>;

export const AWARD_COST_FIGURES = {
  savingStart: AUCTION_FIGURES.savingStart,
  declinedWinsCost: {
    label: 'Цена отказов',
    unit: 'money',
    formula:
      'цена отказов = Σ (цена победителя − лучшая отклонённая цена) по выигранным аукционам, где победитель отказался, если итог дороже',
  },
  restartsCost: {
    label: 'Цена повторных закупок',
    unit: 'money',
    formula:
      'цена повторных закупок = Σ (цена победителя − лучшая ставка отменённого аукциона с теми же рейсами) по выигранным аукционам, купленным дороже после отмены',
  },
  penaltiesRecovered: {
    label: 'Удержано штрафов',
    unit: 'money',
    formula:
      'штрафы за опоздания в принятых и оплаченных проформах, по дню рейса; «нет данных», пока ни одна проформа не принята',
  },
  netSaving: {
    label: 'Итоговая экономия',
    unit: 'money',
    formula: 'итоговая экономия = экономия − цена отказов − цена повторных закупок + удержано штрафов',
  },
} as const satisfies Record<string, Figure>;
