import { DayFilter } from './day-filter';
import { DayFilterInput } from './day-filter-input';
import type { FilterBinding } from './filter-binding';
import { FilterField } from './filter-panel';

type DayRangeFilterProps = {
  /** What the days bound (`Окончание`): the fields read «Окончание с» and «Окончание по». */
  label: string;
  ids: readonly [from: string, to: string];
  from: FilterBinding;
  to: FilterBinding;
  /**
   * How the URL holds a day: as typed (ДД.ММ.ГГГГ, the reports) or as the bound the list's API takes
   * (`YYYY-MM-DDTHH:mm`, from the day's first minute to its last).
   */
  urlDays?: 'typed' | 'bounds';
  width?: number;
};

/** A period of whole days, both inclusive, typed as ДД.ММ.ГГГГ. */
export function DayRangeFilter({
  label,
  ids: [fromId, toId],
  from,
  to,
  urlDays = 'typed',
  width = 150,
}: DayRangeFilterProps) {
  const day = (id: string, edge: 'from' | 'to', { value, onChange }: FilterBinding) =>
    urlDays === 'typed' ? (
      <DayFilter id={id} value={value} onChange={onChange} />
    ) : (
      <DayFilterInput id={id} edge={edge} value={value} onChange={onChange} />
    );
  return (
    <>
      <FilterField label={`${label} с`} htmlFor={fromId} width={width}>
        {day(fromId, 'from', from)}
      </FilterField>
      <FilterField label={`${label} по`} htmlFor={toId} width={width}>
        {day(toId, 'to', to)}
      </FilterField>
    </>
  );
}
