import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../shared/test/test-providers';
import { AuctionDeclinesTable } from './auction-declines-table';

describe('AuctionDeclinesTable', () => {
  it('shows who declined, at what price and when', { timeout: 60_000 }, () => {
    render(
      <TestProviders>
        <AuctionDeclinesTable
          declines={[
            {
              contractor: { id: 7, name: 'ООО «Перевозчик»' },
              summ: 130_000,
              declinedOn: '2027-01-10T11:01:00.042Z',
            },
          ]}
        />
      </TestProviders>,
    );
    expect(screen.getByText('ООО «Перевозчик»')).toBeInTheDocument();
    expect(screen.getByText(/130\s000,00/)).toBeInTheDocument();
    expect(screen.getByText(/\.042$/)).toBeInTheDocument();
  });
});
