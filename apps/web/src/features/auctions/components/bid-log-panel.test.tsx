import type { ContractorBidLog, CustomerBidLog } from '@portal/contract/auctions/auctions.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../shared/test/test-providers';
import { BidLogPanel, bidderLabel } from './bid-log-panel';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/files', () => ({ saveBlob }));

const item = {
  seq: 1,
  bidId: 10,
  bidder: 2,
  summ: 99_000,
  createdOn: '2027-01-10T10:00:05.042Z',
  prevHash: '0'.repeat(64),
  hash: 'a'.repeat(64),
};
const log: ContractorBidLog = { items: [{ ...item, isMine: true }], isValid: true, brokenSeq: null };

describe('BidLogPanel', () => {
  it('downloads the log as the server writes it, in the chosen format', { timeout: 60_000 }, async () => {
    const blob = new Blob(['seq']);
    const download = vi.fn(async () => blob);
    const query = { data: log, isPending: false } as UseQueryResult<ContractorBidLog>;
    render(
      <TestProviders>
        <BidLogPanel query={query} fileName="Журнал ставок 9" download={download} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Скачать CSV/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'Журнал ставок 9.csv'));
    expect(download).toHaveBeenCalledWith('csv');
    await userEvent.click(screen.getByRole('button', { name: /Скачать Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'Журнал ставок 9.xlsx'));
    expect(screen.getByText('Журнал ставок проверен: цепочка хешей цела')).toBeInTheDocument();
    expect(screen.getByText('Участник 2 (вы)')).toBeInTheDocument();
  });

  it('names a bidder by its pseudonym, the customer also by its company', () => {
    const customerItem: CustomerBidLog['items'][number] = {
      ...item,
      contractor: { id: 3, name: 'ООО «Волга»' },
    };
    expect(bidderLabel(customerItem)).toBe('Участник 2 — ООО «Волга»');
    expect(bidderLabel({ ...item, isMine: false })).toBe('Участник 2');
  });
});
