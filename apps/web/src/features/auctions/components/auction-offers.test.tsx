import type { CustomerOffer } from '@portal/contract/auctions/auction-offers.schemas';
import type { ContractorAuction, CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { canAcceptOffer, carrierOfferMode } from './auction-offer-mode';
import { CustomerOffersTable } from './customer-offers-table';
import { OfferForm } from './offer-form';

const TIME = '2027-01-10T11:00:00.000Z';
const offer = (status: 0 | 1 | 2): CustomerOffer => ({
  id: 5,
  auctionId: 9,
  summ: 80_000,
  comment: 'Готовы везти',
  status,
  createdOn: TIME,
  updatedOn: TIME,
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
});

const common = {
  id: 9,
  number: '9',
  routes: [],
  dateStart: TIME,
  dateEnd: '2027-01-10T12:00:00.000Z',
  startSum: 100_000,
  step: 1000,
  extensionMinutes: 5,
  maxExtensions: null,
  extensionsCount: 0,
  bestSumm: null,
  bidsCount: 0,
  serverTime: TIME,
  winnerDeadline: null,
};
const carrierAuction = (
  status: ContractorAuction['status'],
  myOffer: CustomerOffer | null,
): ContractorAuction => ({
  ...common,
  customer: { id: 3, name: 'ООО «Заказчик»' },
  status,
  myBestSumm: null,
  myRank: null,
  isWinner: false,
  myOffer,
});
const customerAuction = (status: CustomerAuction['status'], offers: CustomerOffer[]): CustomerAuction => ({
  ...common,
  status,
  comment: null,
  contractorList: null,
  contractors: [],
  bids: [],
  offers,
  winner: null,
  declines: [],
});

const SCREEN_TEST = { timeout: 90_000 };

describe('offer rules', () => {
  it('lets the carrier make an offer, change a pending one, only see a settled one', () => {
    expect(carrierOfferMode({ status: 2, myOffer: null })).toBe('create');
    expect(carrierOfferMode({ status: 1, myOffer: offer(0) })).toBe('edit');
    expect(carrierOfferMode({ status: 3, myOffer: offer(0) })).toBe('edit');
    expect(carrierOfferMode({ status: 4, myOffer: offer(1) })).toBe('view');
    expect(carrierOfferMode({ status: 2, myOffer: offer(2) })).toBe('view');
    expect(carrierOfferMode({ status: 5, myOffer: offer(0) })).toBe('view');
    expect(carrierOfferMode({ status: 0, myOffer: null })).toBe('hidden');
    expect(carrierOfferMode({ status: 6, myOffer: null })).toBe('hidden');
  });

  it('lets an admin or manager accept only a pending offer while the auction allows it', () => {
    expect(canAcceptOffer({ status: 2 }, offer(0), true)).toBe(true);
    expect(canAcceptOffer({ status: 2 }, offer(0), false)).toBe(false);
    expect(canAcceptOffer({ status: 2 }, offer(1), true)).toBe(false);
    expect(canAcceptOffer({ status: 4 }, offer(0), true)).toBe(false);
  });
});

describe('offer components', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a new offer with its comment', SCREEN_TEST, async () => {
    const auction = carrierAuction(2, null);
    const { calls } = renderRoute({
      routes: [{ path: '/', Component: () => <OfferForm auction={auction} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(201, offer(0)),
    });
    await userEvent.type(await screen.findByLabelText('Цена, ₽'), '85000');
    await userEvent.type(screen.getByLabelText('Комментарий'), 'Быстро');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить предложение' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ summ: 85_000, comment: 'Быстро' }));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auctions/9/offers' });
  });

  it('changes a pending offer with PUT and shows its status', SCREEN_TEST, async () => {
    const auction = carrierAuction(2, offer(0));
    const { calls } = renderRoute({
      routes: [{ path: '/', Component: () => <OfferForm auction={auction} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(200, offer(0)),
    });
    expect(await screen.findByText('На рассмотрении')).toBeInTheDocument();
    const input = screen.getByLabelText('Цена, ₽');
    await userEvent.clear(input);
    await userEvent.type(input, '79000');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить предложение' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/auctions/9/offers/5' }));
    expect(calls[0]?.body).toEqual({ summ: 79_000, comment: 'Готовы везти' });
  });

  it('shows an accepted offer without a form', SCREEN_TEST, async () => {
    const auction = carrierAuction(4, offer(1));
    renderRoute({
      routes: [{ path: '/', Component: () => <OfferForm auction={auction} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(404, {}),
    });
    expect(await screen.findByText('Принято')).toBeInTheDocument();
    expect(screen.queryByLabelText('Цена, ₽')).not.toBeInTheDocument();
  });

  it('accepts an offer after Да', SCREEN_TEST, async () => {
    const auction = customerAuction(2, [offer(0)]);
    const { calls } = renderRoute({
      routes: [{ path: '/', Component: () => <CustomerOffersTable auction={auction} canAct /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.customerAdmin,
      handler: () => jsonResponse(200, auction),
    });
    expect(await screen.findByText('Готовы везти')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/customers/3/auctions/9/offers/5/accept' }),
    );
  });

  it('gives a plain user no «Принять»', SCREEN_TEST, async () => {
    renderRoute({
      routes: [
        {
          path: '/',
          Component: () => <CustomerOffersTable auction={customerAuction(2, [offer(0)])} canAct={false} />,
        },
      ],
      initialEntry: '/',
      session: TEST_SESSIONS.customerUser,
      handler: () => jsonResponse(404, {}),
    });
    expect(await screen.findByText('ООО «Перевозчик»')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
  });
});
