import type { Appeal, RatingDetail } from '@portal/contract/rating/rating.schemas';

export const LIST = {
  items: [
    { id: 11, dateFrom: '2026-04-01', dateTo: '2026-04-30', rating: 55 },
    { id: 12, dateFrom: '2026-05-01', dateTo: '2026-05-31', rating: 25.71 },
  ],
  totalCount: 2,
  currentPageNumber: 1,
  numItemsPerPage: 100,
  customer: { id: 1, name: 'ООО «Грузоотправитель»' },
  customers: [{ id: 1, name: 'ООО «Грузоотправитель»' }],
};

const index = (id: number, code: string, name: string, koeff: number) => ({
  id,
  code,
  name,
  formula: `Формула ${name}`,
  koeff,
  indexOptions: [{ id: id * 10, min: 50, max: 80, value: 40 }],
});

export const detail = (id: number, rating: number): RatingDetail => ({
  id,
  dateFrom: '2026-05-01',
  dateTo: '2026-05-31',
  rating,
  periodId: 1,
  ratingIndexValues: [
    {
      id: 101,
      index: index(1, 'onTime', 'Своевременное прибытие', 3),
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      rating: 40,
      bonus: 0,
      bonusComment: null,
      calculation: { countNoDelayed: 1, countAuctions: null, countRoutes: 2 },
      result: 17.14,
      eventsCount: 1,
    },
    {
      id: 102,
      index: index(3, 'routes', 'Закрытые рейсы', 2),
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      rating: 30,
      bonus: 5,
      bonusComment: 'Срочные рейсы',
      calculation: { countNoDelayed: null, countAuctions: null, countRoutes: 2 },
      result: 8.57,
      eventsCount: 0,
    },
  ],
});

export const appeal = (status: number, overrides: Partial<Appeal> = {}): Appeal => ({
  id: 31,
  createdOn: '2026-05-20T09:00:00.000Z',
  status,
  comment: 'Пробка на трассе',
  decisionComment: null,
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  appealEvent: {
    id: 501,
    eventDate: '2026-05-12T10:00:00.000Z',
    comment: 'Рейс 1105МСК-ЕКБ, Казань: опоздание 0 ч 45 мин',
    movementPoint: {
      id: 9,
      route: { id: 4, routeCode: '1105МСК-ЕКБ' },
      department: { id: 2, name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' },
      planDateArrival: '2026-05-12T09:15:00.000Z',
      factDateArrival: '2026-05-12T10:00:00.000Z',
      interval: 7500,
      ratingIndexes: [{ name: 'Своевременное прибытие' }],
    },
    event: null,
  },
  indexValue: {
    id: 101,
    dateFrom: '2026-05-01',
    dateTo: '2026-05-31',
    index: { id: 1, name: 'Своевременное прибытие' },
  },
  ...overrides,
});
