import type { CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { AuctionFormFields } from './auction-form-fields';
import { type AuctionFormValues, auctionFormValuesOf, EMPTY_AUCTION_FORM } from './auction-form-values';

const flight = (id: number, routeCode: string, initialSum: number) => ({
  id,
  routeCode,
  routeWay: { id, code: routeCode.slice(4), name: routeCode.slice(4) },
  planDateArrival: '2027-03-01T07:00:00.000Z',
  initialSum,
});
const FLIGHTS = [flight(1, '0412ХБР-ВЛД', 64_600), flight(2, '0512МСК-КЛД', 107_100)];

const department = (id: number, name: string) => ({ id, name, timezone: 'Europe/Moscow' });

/** A saved draft over the first flight whose start price is not the flight's sum: the user typed it. */
const DRAFT: CustomerAuction = {
  id: 5,
  number: '5',
  status: 0,
  routes: [
    {
      ...FLIGHTS[0]!,
      routeWay: { id: 1, code: 'ХБР-ВЛД', name: 'Хабаровск — Владивосток', transportationType: 2 },
      firstDepartment: department(1, 'Отделение Хабаровск'),
      lastDepartment: department(2, 'Отделение Владивосток'),
      freightSum: null,
    },
  ],
  dateStart: null,
  dateEnd: '2027-01-10T12:00:00.000Z',
  startSum: 60_000,
  step: 1000,
  extensionMinutes: 5,
  maxExtensions: null,
  extensionsCount: 0,
  bestSumm: null,
  bidsCount: 0,
  serverTime: '2027-01-10T11:00:00.000Z',
  comment: null,
  contractorList: null,
  contractors: [{ id: 7, name: 'ООО «Перевозчик»' }],
  bids: [],
  offers: [],
  winner: null,
  winnerDeadline: null,
  declines: [],
};

/** The fields in a form of their own; the buttons choose flights as the Select does, through the form. */
function Harness({ auction }: { auction?: CustomerAuction }) {
  const [form] = Form.useForm<AuctionFormValues>();
  return (
    <Form
      form={form}
      initialValues={auction ? auctionFormValuesOf(auction) : EMPTY_AUCTION_FORM}
      layout="vertical"
    >
      <AuctionFormFields form={form} auction={auction} isReadOnly={false} />
      <Button onClick={() => form.setFieldsValue({ routes: [1] })}>Один рейс</Button>
      <Button onClick={() => form.setFieldsValue({ routes: [1, 2] })}>Два рейса</Button>
    </Form>
  );
}

// A whole antd form in jsdom: on a loaded shared machine it takes longer than the default timeout.
const SCREEN_TEST = { timeout: 90_000 };

describe('auction form fields', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const render = (auction?: CustomerAuction) =>
    renderRoute({
      routes: [{ path: '/', Component: () => <Harness auction={auction} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.customerAdmin,
      handler: ({ url }) =>
        url.startsWith('/api/customers/3/routes_for_auctions')
          ? jsonResponse(200, { items: FLIGHTS })
          : jsonResponse(200, { items: [], totalCount: 0 }),
    });

  it(
    'keeps the start price on the sum of every chosen flight until the user types one',
    SCREEN_TEST,
    async () => {
      render();
      const startSum = await screen.findByLabelText('Начальная цена, ₽', {}, { timeout: 10_000 });
      await waitFor(() => expect(screen.getByText('Один рейс')).toBeInTheDocument());
      await userEvent.click(screen.getByText('Один рейс'));
      await waitFor(() => expect(startSum).toHaveValue('64\u00a0600,00'));
      // A second flight: the price follows the sum of both, as the hint under it says.
      await userEvent.click(screen.getByText('Два рейса'));
      await waitFor(() => expect(startSum).toHaveValue('171\u00a0700,00'));
      expect(screen.getByText(/Сумма рейсов: 171\s700,00/)).toBeInTheDocument();
      // A price the user typed stays when the flights change.
      await userEvent.clear(startSum);
      await userEvent.type(startSum, '150000');
      await userEvent.click(screen.getByText('Один рейс'));
      await waitFor(() => expect(screen.getByText(/Сумма рейсов: 64\s600,00/)).toBeInTheDocument());
      expect(startSum).toHaveValue('150\u00a0000,00');
    },
  );

  it('keeps a saved draft’s own start price when flights are added', SCREEN_TEST, async () => {
    render(DRAFT);
    const startSum = await screen.findByLabelText('Начальная цена, ₽', {}, { timeout: 10_000 });
    expect(startSum).toHaveValue('60\u00a0000,00');
    await userEvent.click(screen.getByText('Два рейса'));
    await waitFor(() => expect(screen.getByText(/Сумма рейсов: 171\s700,00/)).toBeInTheDocument());
    expect(startSum).toHaveValue('60\u00a0000,00');
  });
});
