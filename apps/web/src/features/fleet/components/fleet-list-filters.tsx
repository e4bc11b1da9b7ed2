import { Select } from 'antd';
import { useMemo } from 'react';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { type ListParams, useListParams } from '../../../shared/list/use-list-params';
import type { FleetQuery } from '../api/drivers';
import { STATUS_OPTIONS } from './fleet-status-tag';

const FLEET_FILTER_KEYS = ['query', 'status'] as const;

export type FleetListParams = ListParams<(typeof FLEET_FILTER_KEYS)[number]>;

/** A fleet list's URL state and the API query its filters (text search, status) make. */
export const useFleetList = () => {
  const list = useListParams(FLEET_FILTER_KEYS);
  const { query, status } = list.filters;
  const filterQuery = useMemo(
    (): Omit<FleetQuery, 'page' | 'limit'> => ({
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(status ? { status: Number(status) } : {}),
    }),
    [query, status],
  );
  return { list, filterQuery };
};

/** The text search and status filters; idPrefix keeps the field ids unique per page. */
export function FleetListFilters({
  list,
  idPrefix,
  queryLabel,
  queryPlaceholder,
}: {
  list: FleetListParams;
  idPrefix: string;
  queryLabel: string;
  queryPlaceholder: string;
}) {
  return (
    <>
      <FilterField label={queryLabel} htmlFor={`${idPrefix}-filter-query`}>
        <DelayedInput
          id={`${idPrefix}-filter-query`}
          placeholder={queryPlaceholder}
          value={list.filters.query}
          onChange={(value) => list.setFilter('query', value)}
        />
      </FilterField>
      <FilterField label="Статус" htmlFor={`${idPrefix}-filter-status`}>
        <Select
          id={`${idPrefix}-filter-status`}
          allowClear
          placeholder="Все"
          style={{ minWidth: 180 }}
          options={STATUS_OPTIONS}
          value={list.filters.status || undefined}
          onChange={(value?: string) => list.setFilter('status', value ?? '')}
        />
      </FilterField>
    </>
  );
}
