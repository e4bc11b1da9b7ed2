import { DayFilter } from './day-filter';
import type { FilterBinding } from './filter-binding';
import { FilterField } from './filter-panel';

type DayRangeFilterProps = {
  /** What the days bound (`Окончание`): the fields read «Окончание с» and «Окончание по». */
  label: string;
  ids: readonly [from: string, to: string];
  from: FilterBinding;
  to: FilterBinding;
};

/** A period of whole days, both inclusive, typed as ДД.ММ.ГГГГ. */
export function DayRangeFilter({ label, ids: [fromId, toId], from, to }: DayRangeFilterProps) {
  return (
    <>
      <FilterField label={`${label} с`} htmlFor={fromId} width={150}>
        <DayFilter id={fromId} value={from.value} onChange={from.onChange} />
      </FilterField>
      <FilterField label={`${label} по`} htmlFor={toId} width={150}>
        <DayFilter id={toId} value={to.value} onChange={to.onChange} />
      </FilterField>
    </>
  );
}
