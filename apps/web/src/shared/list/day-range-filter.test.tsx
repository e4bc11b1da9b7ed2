import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DayRangeFilter } from './day-range-filter';
import { filterBinder } from './filter-binding';

const KEYS = ['date_from', 'date_to'] as const;

/** The range over a URL-like state, showing what the URL would hold. */
function Harness({ urlDays }: { urlDays: 'typed' | 'bounds' }) {
  const [filters, setFilters] = useState<Record<(typeof KEYS)[number], string>>({
    date_from: '',
    date_to: '',
  });
  const bind = filterBinder(filters, (key, value) => setFilters((current) => ({ ...current, [key]: value })));
  return (
    <>
      <DayRangeFilter
        label="Окончание"
        ids={['range-from', 'range-to']}
        from={bind('date_from')}
        to={bind('date_to')}
        urlDays={urlDays}
      />
      <output>{new URLSearchParams(filters).toString()}</output>
    </>
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('DayRangeFilter', () => {
  it('keeps the days as typed, each once it is whole, under «… с» and «… по»', () => {
    render(<Harness urlDays="typed" />);
    type('Окончание с', '01.03.20');
    expect(screen.getByRole('status')).toHaveTextContent('date_from=&date_to=');
    type('Окончание с', '01.03.2027');
    type('Окончание по', '31.03.2027');
    expect(screen.getByRole('status')).toHaveTextContent('date_from=01.03.2027&date_to=31.03.2027');
  });

  it('keeps the days as the bounds the list API takes: the first minute and the last', () => {
    render(<Harness urlDays="bounds" />);
    type('Окончание с', '01.03.2027');
    type('Окончание по', '31.03.2027');
    expect(screen.getByRole('status')).toHaveTextContent(
      'date_from=2027-03-01T00%3A00&date_to=2027-03-31T23%3A59',
    );
  });
});
