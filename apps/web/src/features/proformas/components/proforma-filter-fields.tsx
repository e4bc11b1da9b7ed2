import { PROFORMA_STATUS_LABELS } from '@portal/contract/proformas/proforma-status';
import { Checkbox, Select } from 'antd';
import { DayFilter } from '../../../shared/list/day-filter';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { CustomerSelect } from '../../../shared/lookups/customer-select';
import type { ProformaSide } from '../api/proformas';
import type { ProformaFilterKey } from './proforma-filters';

const STATUS_OPTIONS = Object.entries(PROFORMA_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const idOf = (text: string): number | undefined => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

type ProformaFilterFieldsProps = {
  side: ProformaSide;
  filters: Partial<Record<ProformaFilterKey, string>>;
  setFilter: (key: ProformaFilterKey, value: string) => void;
};

/** DESIGN 12: the other company, status, number, period and overdue. */
export function ProformaFilterFields({ side, filters, setFilter }: ProformaFilterFieldsProps) {
  const setId = (key: ProformaFilterKey) => (value: number | null | undefined) =>
    setFilter(key, value ? String(value) : '');
  return (
    <>
      {side === 'contractor' ? (
        <FilterField label="Заказчик" htmlFor="proformas-customer" width={260}>
          <CustomerSelect
            id="proformas-customer"
            value={idOf(filters.customer ?? '') ?? null}
            onChange={setId('customer')}
          />
        </FilterField>
      ) : (
        <FilterField label="Перевозчик" htmlFor="proformas-contractor" width={260}>
          <ContractorSelect
            id="proformas-contractor"
            value={idOf(filters.contractor ?? '')}
            onChange={setId('contractor')}
          />
        </FilterField>
      )}
      <FilterField label="Статус" htmlFor="proformas-status" width={180}>
        <Select
          id="proformas-status"
          allowClear
          placeholder="Любой"
          options={STATUS_OPTIONS}
          value={filters.status || undefined}
          onChange={(value?: string) => setFilter('status', value ?? '')}
          style={{ width: '100%' }}
        />
      </FilterField>
      <FilterField label="Номер" htmlFor="proformas-number" width={180}>
        <DelayedInput
          id="proformas-number"
          placeholder="П-2026-0007"
          value={filters.number ?? ''}
          onChange={(value) => setFilter('number', value)}
        />
      </FilterField>
      <FilterField label="Период с" htmlFor="proformas-date-from" width={150}>
        <DayFilter
          id="proformas-date-from"
          value={filters.dateFrom ?? ''}
          onChange={(value) => setFilter('dateFrom', value)}
        />
      </FilterField>
      <FilterField label="Период по" htmlFor="proformas-date-to" width={150}>
        <DayFilter
          id="proformas-date-to"
          value={filters.dateTo ?? ''}
          onChange={(value) => setFilter('dateTo', value)}
        />
      </FilterField>
      <FilterField label="Просрочка" htmlFor="proformas-overdue" width={200}>
        <Checkbox
          id="proformas-overdue"
          checked={filters.overdue === 'true'}
          onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : '')}
        >
          Только просроченные
        </Checkbox>
      </FilterField>
    </>
  );
}
