import { CONTRACTOR_STATUS_LABELS } from '@portal/contract/companies/contractor-status';
import { PARTNER_STATUS_LABELS } from '@portal/contract/contractors/partner-status';
import { CONTRACTOR_SORTS, type ContractorSort } from '@portal/contract/contractors/partners.schemas';
import { Select } from 'antd';
import { useMemo } from 'react';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import {
  type ContractorScope,
  type CustomerContractorsQuery,
  fetchCustomerContractors,
  useCustomerContractors,
} from '../api/customer-contractors';
import { contractorColumns } from './contractor-columns';
import { CONTRACTOR_EXPORT_COLUMNS } from './contractor-export';

const FILTER_KEYS = ['query', 'status', 'verificationStatus'] as const;

const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const PARTNER_STATUS_OPTIONS = optionsOf(PARTNER_STATUS_LABELS);
const VERIFICATION_STATUS_OPTIONS = optionsOf(CONTRACTOR_STATUS_LABELS);

const isContractorSort = (value: string): value is ContractorSort =>
  (CONTRACTOR_SORTS as readonly string[]).includes(value);

const EMPTY_TEXT: Record<ContractorScope, string> = {
  partners: 'Партнёры не найдены',
  all: 'Перевозчики не найдены',
};

/** «Партнёры» and «Все перевозчики»: the same list over the customer's partners or every verified carrier. */
export function ContractorListTab({ customerId, scope }: { customerId: number; scope: ContractorScope }) {
  const list = useListParams(FILTER_KEYS);
  const { query, status, verificationStatus } = list.filters;
  // Every carrier of «Все перевозчики» is verified, so its verification filter would only hide them.
  const hasVerificationFilter = scope === 'partners';

  const filterQuery = useMemo(
    (): Omit<CustomerContractorsQuery, 'page' | 'limit'> => ({
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(status ? { status } : {}),
      ...(hasVerificationFilter && verificationStatus ? { verificationStatus } : {}),
      ...(isContractorSort(list.sort) ? { sort: list.sort } : {}),
    }),
    [query, status, verificationStatus, hasVerificationFilter, list.sort],
  );
  const listQuery = useCustomerContractors(customerId, scope, {
    page: list.page,
    limit: list.limit,
    ...filterQuery,
  });
  const columns = useMemo(() => contractorColumns(scope), [scope]);
  const id = (name: string) => `contractors-${scope}-filter-${name}`;

  return (
    <ListPage
      list={list}
      query={listQuery}
      columns={columns}
      rowKey={(contractor) => contractor.id}
      emptyText={EMPTY_TEXT[scope]}
      filters={
        <>
          <FilterField label="Название или ИНН" htmlFor={id('query')}>
            <DelayedInput
              id={id('query')}
              placeholder="Часть названия или ИНН"
              value={query}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Статус партнёра" htmlFor={id('status')} width={200}>
            <Select
              id={id('status')}
              allowClear
              placeholder="Все"
              options={PARTNER_STATUS_OPTIONS}
              value={status || undefined}
              onChange={(value?: string) => list.setFilter('status', value ?? '')}
            />
          </FilterField>
          {hasVerificationFilter && (
            <FilterField label="Верификация" htmlFor={id('verification')} width={200}>
              <Select
                id={id('verification')}
                allowClear
                placeholder="Все"
                options={VERIFICATION_STATUS_OPTIONS}
                value={verificationStatus || undefined}
                onChange={(value?: string) => list.setFilter('verificationStatus', value ?? '')}
              />
            </FilterField>
          )}
        </>
      }
      exportOptions={{
        fileName: scope === 'partners' ? 'Партнёры' : 'Перевозчики',
        columns: CONTRACTOR_EXPORT_COLUMNS,
        fetchPage: (page, limit) =>
          fetchCustomerContractors(customerId, scope, { ...filterQuery, page, limit }),
      }}
    />
  );
}
