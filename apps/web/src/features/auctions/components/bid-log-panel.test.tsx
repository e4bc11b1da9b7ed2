import type { BidLog } from '@portal/contract/auctions/auctions.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../shared/test/test-providers';
import { BidLogPanel } from './bid-log-panel';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/files', () => ({ saveBlob }));

const log: BidLog = {
  items: [
    {
      seq: 1,
      bidId: 10,
      contractorId: 3,
      summ: 99_000,
      createdOn: '2027-01-10T10:00:05.042Z',
      prevHash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    },
  ],
  isValid: true,
  brokenSeq: null,
};

describe('BidLogPanel', () => {
  it('downloads the log as the server writes it, in the chosen format', { timeout: 60_000 }, async () => {
    const blob = new Blob(['seq']);
    const download = vi.fn(async () => blob);
    const query = { data: log, isPending: false } as UseQueryResult<BidLog>;
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
  });
});
