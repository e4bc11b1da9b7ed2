import { CONTRACTOR_STATUS_LABELS } from '@portal/contract/companies/contractor-status';
import { formatDateTime } from '@portal/contract/format/dates';
import type { VerificationQueueItem } from '@portal/contract/verification/verification.schemas';
import { Select, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { VerificationStatusTag } from '../../../shared/companies/carrier-status-tags';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import {
  fetchVerificationQueue,
  useVerificationQueue,
  type VerificationQueueQuery,
} from '../api/verification-queue';
import { VERIFICATION_QUEUE_EXPORT_COLUMNS } from './contractor-export';

const FILTER_KEYS = ['query', 'status'] as const;

const STATUS_OPTIONS = Object.entries(CONTRACTOR_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const COLUMNS: TableColumnsType<VerificationQueueItem> = [
  {
    title: 'Название',
    dataIndex: 'name',
    render: (name: string, item) => (
      <Link to={routePath('verification-contractor', { contractorId: item.id })}>{name}</Link>
    ),
  },
  { title: 'ИНН', dataIndex: 'inn' },
  {
    title: 'Статус',
    dataIndex: 'status',
    render: (status: number, item) => <VerificationStatusTag status={status} active={item.status === 1} />,
  },
  { title: 'Контактное лицо', dataIndex: 'contactPerson', render: (text: string | null) => text ?? '—' },
  { title: 'Телефон', dataIndex: 'phone', render: (text: string | null) => text ?? '—' },
  { title: 'Изменён', dataIndex: 'updatedAt', render: (updatedAt: string) => formatDateTime(updatedAt) },
];

/** «Верификация» (admins): carriers by verification status, those waiting for a decision first. */
export function VerificationQueueTab({ customerId }: { customerId: number }) {
  const list = useListParams(FILTER_KEYS);
  const { query, status } = list.filters;
  const filterQuery = useMemo(
    (): Omit<VerificationQueueQuery, 'page' | 'limit'> => ({
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(status ? { status } : {}),
    }),
    [query, status],
  );
  const queueQuery = useVerificationQueue(customerId, { page: list.page, limit: list.limit, ...filterQuery });

  return (
    <ListPage
      list={list}
      query={queueQuery}
      columns={COLUMNS}
      rowKey={(item) => item.id}
      emptyText="Перевозчики не найдены"
      filters={
        <>
          <FilterField label="Название или ИНН" htmlFor="verification-queue-filter-query">
            <DelayedInput
              id="verification-queue-filter-query"
              placeholder="Часть названия или ИНН"
              value={query}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Статус" htmlFor="verification-queue-filter-status" width={200}>
            <Select
              id="verification-queue-filter-status"
              allowClear
              placeholder="Все"
              options={STATUS_OPTIONS}
              value={status || undefined}
              onChange={(value?: string) => list.setFilter('status', value ?? '')}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Верификация перевозчиков',
        columns: VERIFICATION_QUEUE_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchVerificationQueue(customerId, { ...filterQuery, page, limit }),
      }}
    />
  );
}
