import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceFilter } from './choice-filter';

const OPTIONS = [
  { value: '3', label: 'Без победителя' },
  { value: '4', label: 'Есть победитель' },
];

function Harness({ isMultiple, initial }: { isMultiple: boolean; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChoiceFilter
        label="Статус"
        id="status"
        width={200}
        options={OPTIONS}
        placeholder="Любой"
        isMultiple={isMultiple}
        binding={{ value, onChange: setValue }}
      />
      <output>{value}</output>
    </>
  );
}

const choose = (label: string) => {
  fireEvent.mouseDown(screen.getByLabelText('Статус'));
  fireEvent.click(screen.getAllByText(label).at(-1)!);
};

describe('ChoiceFilter', () => {
  it('keeps several choices in the URL as `a,b`', () => {
    render(<Harness isMultiple initial="3" />);
    expect(screen.getByText('Без победителя')).toBeInTheDocument();
    choose('Есть победитель');
    expect(screen.getByRole('status')).toHaveTextContent('3,4');
  });

  it('keeps one choice, and unsets the filter when it is cleared', () => {
    const { container } = render(<Harness isMultiple={false} initial="" />);
    choose('Есть победитель');
    expect(screen.getByRole('status')).toHaveTextContent('4');
    fireEvent.click(container.querySelector('.ant-select-clear')!);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
