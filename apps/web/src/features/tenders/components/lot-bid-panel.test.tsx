import type { ContractorTender } from '@portal/contract/tenders/tenders.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { fieldProblemBody } from '../../../shared/test/field-problem';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { LotBidPanel } from './lot-bid-panel';

type Lot = ContractorTender['routeTemplates'][number];
const lot = {
  id: 4,
  routeWay: { id: 1, name: 'Москва — Казань' },
  myBid: null,
  myOffers: [],
  bids: null,
  isWinner: null,
} as unknown as Lot;
const tender = { id: 3, status: 2, routeTemplates: [lot] } as unknown as ContractorTender;
const TOO_MANY = 'не больше числа рейсов лота (5)';

const inItem = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('a lot’s bid panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a refused offer volume under its field, not in a toast', { timeout: 60_000 }, async () => {
    const { calls } = renderRoute({
      routes: [{ path: '/', Component: () => <LotBidPanel tender={tender} lot={lot} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(422, fieldProblemBody(['volume'], TOO_MANY, `Рейсов: ${TOO_MANY}`)),
    });
    await userEvent.type(await screen.findByLabelText('Цена предложения за рейс, ₽'), '90000');
    await userEvent.type(screen.getByLabelText('Количество рейсов'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Предложить на часть рейсов' }));
    expect(
      await within(inItem('Количество рейсов')).findByText('Не больше числа рейсов лота (5)'),
    ).toBeVisible();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { summ: 90_000, volume: 9 } });
    expect(screen.getByLabelText('Количество рейсов')).toHaveValue('9');
    expect(screen.queryByText(`Рейсов: ${TOO_MANY}`)).not.toBeInTheDocument();
  });

  it('shows a refused bid sum under the price after the confirmation', { timeout: 60_000 }, async () => {
    renderRoute({
      routes: [{ path: '/', Component: () => <LotBidPanel tender={tender} lot={lot} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(422, fieldProblemBody(['summ'], 'больше нуля', 'Цена: больше нуля')),
    });
    await userEvent.type(await screen.findByLabelText('Цена за рейс, ₽'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Сделать ставку' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    expect(await within(inItem('Цена за рейс, ₽')).findByText('Больше нуля')).toBeVisible();
  });
});
