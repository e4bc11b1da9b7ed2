import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { Form, Select } from 'antd';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { useRouteOwnerOptions } from '../api/route-owner-options';

type IdsFieldProps = { id?: string; value?: number[]; onChange?: (value: number[]) => void };

/**
 * The carriers of the set as a Form.Item control: the names of the set come with it, those of a carrier chosen
 * since from the lookup.
 */
function ContractorsField({
  id,
  value = [],
  onChange,
  known,
}: IdsFieldProps & { known: ContractorOption[] }) {
  return (
    <ContractorSelect
      {...(id ? { id } : {})}
      mode="multiple"
      // The carriers a customer works with: its accredited verified partners (one blocked later stays listed).
      partner="accredited"
      placeholder="Найдите перевозчика по названию или ИНН"
      known={known}
      value={value}
      onChange={(ids) => onChange?.(ids)}
    />
  );
}

function RouteOwnersField({ id, value = [], onChange, customerId }: IdsFieldProps & { customerId: number }) {
  const routeOwners = useRouteOwnerOptions(customerId);
  return (
    <Select<number[]>
      {...(id ? { id } : {})}
      mode="multiple"
      allowClear
      placeholder="Выберите владельцев маршрутов"
      loading={routeOwners.isFetching}
      options={(routeOwners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="Владельцы маршрутов не найдены"
      value={value}
      onChange={(ids) => onChange?.(ids)}
      style={{ width: '100%' }}
    />
  );
}

/** A customer user's responsibility (SPEC 7 customer-users contractors and route-owners): two sets saved apart. */
export function ResponsibilityFields({
  customerId,
  knownContractors,
}: {
  customerId: number;
  knownContractors: ContractorOption[];
}) {
  return (
    <>
      <Form.Item label="Перевозчики" name="contractorIds">
        <ContractorsField known={knownContractors} />
      </Form.Item>
      <Form.Item label="Владельцы маршрутов" name="routeOwnerIds">
        <RouteOwnersField customerId={customerId} />
      </Form.Item>
    </>
  );
}
