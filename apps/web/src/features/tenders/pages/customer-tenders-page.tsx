import { PlusOutlined } from '@ant-design/icons';
import { isAdminOrManager } from '@portal/contract/roles';
import { TENDER_STATUS_LABELS, TENDER_STATUSES } from '@portal/contract/tenders/tender-status';
import { Button, Radio } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { type CustomerTendersQuery, fetchCustomerTenders, useCustomerTenders } from '../api/tenders';
import { CUSTOMER_TENDER_EXPORT_COLUMNS, customerTenderColumns } from '../components/tender-columns';

const FILTER_KEYS = ['status', 'query'] as const;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Все' },
  ...TENDER_STATUSES.map((status) => ({ value: String(status), label: TENDER_STATUS_LABELS[status] })),
];

/** Issue 16: the customer's tenders by status tab and name, with Excel export; admins and managers add. */
function CustomerTendersPage() {
  const navigate = useNavigate();
  const session = useSession();
  const customerId = session?.ownerId ?? 0;
  const canEdit = isAdminOrManager(session?.roles ?? []);
  const list = useListParams(FILTER_KEYS);
  const { status, query: text } = list.filters;
  const filterQuery = useMemo(() => {
    const filter: Omit<CustomerTendersQuery, 'page' | 'limit'> = {};
    if (/^[0-5]$/.test(status)) filter.status = status;
    if (text.trim()) filter.query = text.trim();
    return filter;
  }, [status, text]);
  const query = useCustomerTenders({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => customerTenderColumns(customerId), [customerId]);

  return (
    <>
      {/* Buttons, not tabs: seven of them wrap on a phone instead of hiding behind a «more» menu. */}
      <Radio.Group
        aria-label="Статус тендера"
        optionType="button"
        value={/^[0-5]$/.test(status) ? status : 'all'}
        onChange={(event) => list.setFilter('status', event.target.value === 'all' ? '' : event.target.value)}
        options={STATUS_OPTIONS}
      />
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Тендеры не найдены"
        actions={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('tender-add'))}>
              Добавить
            </Button>
          )
        }
        filters={
          <FilterField label="Название" htmlFor="tenders-filter-query">
            <DelayedInput
              id="tenders-filter-query"
              placeholder="Например, март"
              value={text}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
        }
        exportOptions={{
          fileName: 'Тендеры',
          columns: CUSTOMER_TENDER_EXPORT_COLUMNS,
          fetchPage: (page, limit) => fetchCustomerTenders(customerId, { ...filterQuery, page, limit }),
        }}
      />
    </>
  );
}

export { CustomerTendersPage as Component };
