import { ROUTE_FLEET_MESSAGES } from '@portal/contract/fleet/route-fleet.schemas';
import type { ContractorRoute } from '@portal/contract/freight/routes.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Form, Select } from 'antd';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useToast } from '../../../shared/toast/use-toast';
import { useContainers } from '../api/containers';
import {
  type FleetOption,
  useAssignFleetMutation,
  usePartnerDriverOptions,
  usePartnerVehicleOptions,
} from '../api/route-fleet';
import {
  containerCapacity,
  type FlightFleetValues,
  fleetBodyOf,
  flightFleetValues,
} from './flight-fleet-values';

function OptionSelect({
  id,
  query,
  value,
  onChange,
  mode,
  ...aria
}: {
  id?: string;
  query: UseQueryResult<FleetOption[]>;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  mode?: 'multiple';
  'aria-label'?: string;
}) {
  return (
    <Select<number | number[]>
      id={id}
      {...aria}
      mode={mode}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(query.data ?? []).map((option) => ({ value: option.id, label: option.label }))}
      placeholder="Не назначено"
      allowClear
      loading={query.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={query.isFetching ? 'Загрузка…' : 'Нет проверенных записей'}
      style={{ width: '100%' }}
    />
  );
}

/**
 * DESIGN 11 PUT …/contractors/{cid}/routes/{rid}: the carrier's truck, trailer, drivers and containers on its
 * flight. Only verified drivers and vehicles are offered; the server checks the powers of attorney and answers
 * each refusal in Russian (the error toast shows them).
 */
export function FlightFleetForm({ flight }: { flight: ContractorRoute }) {
  const toast = useToast();
  const [form] = Form.useForm<FlightFleetValues>();
  const mutation = useAssignFleetMutation(flight.id);
  const customerId = flight.customer.id;
  const drivers = usePartnerDriverOptions(customerId);
  const trucks = usePartnerVehicleOptions(customerId, 'truck');
  const trailers = usePartnerVehicleOptions(customerId, 'trailer');
  const containers = useContainers({ page: 1, limit: 100 });
  const containerOptions = {
    ...containers,
    data: containers.data?.items.map((container) => ({ id: container.id, label: container.number })),
  } as UseQueryResult<FleetOption[]>;
  const vehicle = Form.useWatch('vehicle', form) ?? null;
  const trailer = Form.useWatch('trailer', form) ?? null;
  const capacity = containerCapacity({ vehicle, trailer });

  const handleFinish = async (values: FlightFleetValues) => {
    try {
      await mutation.mutateAsync(fleetBodyOf(values));
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    toast.success(ROUTE_FLEET_MESSAGES.saved);
  };

  return (
    <Form
      name="flight-fleet"
      form={form}
      layout="vertical"
      initialValues={flightFleetValues(flight)}
      onFinish={(values) => void handleFinish(values)}
    >
      <Flex gap={16} wrap>
        <Form.Item name="vehicle" label="ТС (тягач или грузовик)" style={{ flex: '1 1 260px' }}>
          <OptionSelect query={trucks} />
        </Form.Item>
        <Form.Item name="trailer" label="Прицеп" style={{ flex: '1 1 260px' }}>
          <OptionSelect query={trailers} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="firstDriver" label="Первый водитель" style={{ flex: '1 1 260px' }}>
          <OptionSelect query={drivers} />
        </Form.Item>
        <Form.Item
          name="secondDriver"
          label="Второй водитель"
          dependencies={['firstDriver']}
          style={{ flex: '1 1 260px' }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value != null && value === getFieldValue('firstDriver')
                  ? Promise.reject(new Error(`Второй водитель: ${ROUTE_FLEET_MESSAGES.sameDriver}`))
                  : Promise.resolve(),
            }),
          ]}
        >
          <OptionSelect query={drivers} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="containers"
        label={`Контейнеры (не больше ${capacity})`}
        rules={[
          {
            validator: (_, value: number[] | null) =>
              (value ?? []).length > capacity
                ? Promise.reject(new Error(ROUTE_FLEET_MESSAGES.tooManyContainers(capacity)))
                : Promise.resolve(),
          },
        ]}
        dependencies={['vehicle', 'trailer']}
      >
        <OptionSelect query={containerOptions} mode="multiple" />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          Сохранить водителей и ТС
        </Button>
      </Flex>
    </Form>
  );
}
