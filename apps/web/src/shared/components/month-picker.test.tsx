import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/test-providers';
import { MonthPicker } from './month-picker';

describe('MonthPicker', () => {
  it('shows YYYY-MM as ММ.ГГГГ and answers the typed month as YYYY-MM', { timeout: 60_000 }, async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <MonthPicker id="month" value="2027-03" onChange={onChange} />
      </TestProviders>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('03.2027');
    expect(input).not.toHaveAttribute('type', 'month');
    await userEvent.clear(input);
    await userEvent.type(input, '05.2027{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-05');
  });
});
