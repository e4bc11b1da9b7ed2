import { APPEALS_PAGE_SIZE } from '@portal/contract/constants';
import { APPEAL_STATUS_LABELS, APPEAL_STATUSES } from '@portal/contract/rating/appeal-status';
import type { Appeal } from '@portal/contract/rating/rating.schemas';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { filterBinder } from '../../../shared/list/filter-binding';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { useSession } from '../../../shared/session/session-query';
import { fetchCustomerAppeals, useCustomerAppeals, useRatingIndexes } from '../api/rating-api';
import { appealColumns } from '../components/appeal-columns';
import { AppealDialog } from '../components/appeal-dialog';
import { APPEAL_EXPORT_COLUMNS } from '../components/appeal-export-columns';
import {
  APPEAL_FILTER_KEYS,
  appealListQuery,
  idsOf,
  statusesOf,
  statusFilterText,
} from '../components/appeal-filters';

const STATUS_OPTIONS = APPEAL_STATUSES.map((status) => ({
  value: status,
  label: APPEAL_STATUS_LABELS[status],
}));

/** SPEC 2.3 customer appeals list (K): the filters of SPEC 7, page size 100, the decision dialog. */
function RatingAppealsPage() {
  const list = useListParams(APPEAL_FILTER_KEYS, { defaultLimit: APPEALS_PAGE_SIZE });
  const { filters, setFilter } = list;
  const bind = filterBinder(filters, setFilter);
  const customerId = useSession()?.ownerId ?? 0;
  const query = useCustomerAppeals(
    useMemo(() => appealListQuery(filters, list.page, list.limit), [filters, list.page, list.limit]),
  );
  const indexes = useRatingIndexes();
  const [open, setOpen] = useState<Appeal | null>(null);

  const columns = appealColumns((appealId) =>
    setOpen(query.data?.items.find((appeal) => appeal.id === appealId) ?? null),
  );

  return (
    <>
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Апелляции не найдены"
        exportOptions={{
          fileName: 'Апелляции',
          columns: APPEAL_EXPORT_COLUMNS,
          fetchPage: (page, limit) => fetchCustomerAppeals(customerId, appealListQuery(filters, page, limit)),
        }}
        filters={
          <>
            <FilterField label="Номер" htmlFor="appeals-filter-id" width={140}>
              <DelayedInput
                id="appeals-filter-id"
                value={filters.id}
                onChange={(value) => setFilter('id', value)}
              />
            </FilterField>
            <FilterField label="Статус" htmlFor="appeals-filter-status">
              <Select<number[]>
                id="appeals-filter-status"
                mode="multiple"
                allowClear
                options={STATUS_OPTIONS}
                value={statusesOf(filters.status)}
                onChange={(value) => setFilter('status', statusFilterText(value))}
              />
            </FilterField>
            <FilterField label="Тип" htmlFor="appeals-filter-index" width={280}>
              <Select<number[]>
                id="appeals-filter-index"
                mode="multiple"
                allowClear
                placeholder="Все типы"
                loading={indexes.isPending}
                options={(indexes.data?.items ?? []).map((index) => ({ value: index.id, label: index.name }))}
                value={idsOf(filters.index)}
                onChange={(value) => setFilter('index', value.join(','))}
              />
            </FilterField>
            <FilterField label="Перевозчик" htmlFor="appeals-filter-contractors" width={280}>
              <ContractorSelect
                id="appeals-filter-contractors"
                mode="multiple"
                value={idsOf(filters.contractors)}
                onChange={(value) => setFilter('contractors', value.join(','))}
              />
            </FilterField>
            <DayRangeFilter
              label="Дата подачи"
              ids={['appeals-filter-from', 'appeals-filter-to']}
              from={bind('date_from')}
              to={bind('date_to')}
              urlDays="bounds"
              width={160}
            />
          </>
        }
      />
      {open && <AppealDialog key={open.id} appeal={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export { RatingAppealsPage as Component };
