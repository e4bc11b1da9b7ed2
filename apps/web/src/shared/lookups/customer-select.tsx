import { Select } from 'antd';
import { usePartnerCustomers } from './partner-customers';

type CustomerSelectProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
};

/** A customer of the carrier's partners, found by name or INN among the few it has. */
export function CustomerSelect({
  id,
  value,
  onChange,
  placeholder = 'Название или ИНН',
}: CustomerSelectProps) {
  const customers = usePartnerCustomers();
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={customers.isPending}
      notFoundContent="Заказчики не найдены"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(customers.data ?? []).map((customer) => ({
        value: customer.id,
        label: `${customer.name} (ИНН ${customer.inn})`,
      }))}
      style={{ width: '100%' }}
    />
  );
}
