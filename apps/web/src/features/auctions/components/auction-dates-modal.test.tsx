import { formatDateTime } from '@portal/contract/format/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../shared/test/test-providers';
import { AuctionDatesModal } from './auction-dates-modal';

const current = { dateStart: '2027-01-10T10:00:00.000Z', dateEnd: '2027-01-11T15:30:00.000Z' };

describe('AuctionDatesModal', () => {
  it('opens with the auction’s current dates and stays open on Esc in a date field', {
    timeout: 60_000,
  }, async () => {
    const onCancel = vi.fn();
    render(
      <TestProviders>
        <AuctionDatesModal
          title="Изменить даты"
          isOpen
          isSaving={false}
          onCancel={onCancel}
          onSave={vi.fn()}
          current={current}
        />
      </TestProviders>,
    );
    const start = await screen.findByLabelText('Начало');
    expect(start).toHaveValue(formatDateTime(current.dateStart));
    expect(screen.getByLabelText('Окончание')).toHaveValue(formatDateTime(current.dateEnd));
    await userEvent.click(start);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
