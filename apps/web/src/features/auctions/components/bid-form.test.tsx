import type { ContractorAuction } from '@portal/contract/auctions/auctions.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { fieldProblemBody } from '../../../shared/test/field-problem';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { BidForm } from './bid-form';

const auction = { id: 9, startSum: 100_000, step: 1_000, bestSumm: null } as ContractorAuction;
const REFUSED = 'ставка должна быть не больше 99 000,00 ₽';

describe('the auction bid form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a refused sum under the bid field, not in a toast', { timeout: 60_000 }, async () => {
    const { calls } = renderRoute({
      routes: [{ path: '/', Component: () => <BidForm auction={auction} /> }],
      initialEntry: '/',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(422, fieldProblemBody(['summ'], REFUSED, `Ставка: ${REFUSED}`)),
    });
    await userEvent.type(await screen.findByLabelText('Сумма ставки, ₽'), '99500');
    await userEvent.click(screen.getByRole('button', { name: 'Сделать ставку' }));
    const item = screen.getByLabelText('Сумма ставки, ₽').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('Ставка должна быть не больше 99 000,00 ₽')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auctions/9/bids', body: { summ: 99_500 } });
    expect(screen.queryByText(`Ставка: ${REFUSED}`)).not.toBeInTheDocument();
  });
});
