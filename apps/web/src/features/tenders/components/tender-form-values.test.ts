import { describe, expect, it } from 'vitest';
import { formValuesToBody, NEW_LOT, NEW_TENDER_VALUES } from './tender-form-values';

describe('tender form values', () => {
  it('sends calendar days as YYYY-MM-DD, times as ISO, and the chosen participants only', () => {
    const body = formValuesToBody({
      ...NEW_TENDER_VALUES,
      name: '  Март  ',
      dateEnd: '12.02.2027 18:00',
      contractors: [3, 4],
      routeTemplates: [
        {
          routeWay: 1,
          dateFrom: '01.03.2027',
          dateTo: '14.03.2027',
          weekdays: [1, 3],
          transportation: 2,
          startSum: 1000,
        },
        { ...NEW_LOT, routeWay: 1, transportation: 2, dimension: 9, startSum: 500 },
      ],
    });
    expect(body).toMatchObject({
      name: 'Март',
      contractors: [3, 4],
      routeTemplates: [
        { routeWay: 1, dateFrom: '2027-03-01', dateTo: '2027-03-14', weekdays: [1, 3], startSum: 1000 },
        { dimension: 9, startSum: 500 },
      ],
    });
    expect(body.dateEnd).toBe(new Date(2027, 1, 12, 18, 0).toISOString());
    expect(body).not.toHaveProperty('dateStart');
    expect(body).not.toHaveProperty('contractorList');
    expect(body.routeTemplates[0]).not.toHaveProperty('tripsCount');
    expect(body.routeTemplates[0]).not.toHaveProperty('dimension');
  });

  it('names a contractor list instead of carriers when the list is chosen', () => {
    const body = formValuesToBody({
      ...NEW_TENDER_VALUES,
      source: 'list',
      contractorList: 7,
      dateEnd: '12.02.2027 18:00',
    });
    expect(body).toMatchObject({ contractorList: 7 });
    expect(body).not.toHaveProperty('contractors');
  });
});
