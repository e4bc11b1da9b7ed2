import type { StoredFile } from '@portal/contract/files/files.schemas';
import {
  BODY_TYPES,
  LOADING_TYPES,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  VEHICLE_KIND_LABELS,
  VEHICLE_KINDS,
  VEHICLE_MODELS,
} from '@portal/contract/fleet/fleet-references';
import {
  VEHICLE_FILE_SLOTS,
  VEHICLE_YEAR_MIN,
  type VehicleFileSlot,
} from '@portal/contract/fleet/vehicles.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { Checkbox, Col, Form, type FormRule, Input, Radio, Row, Select } from 'antd';
import { requiredRule } from '../../../shared/forms/required-rule';
import { FleetFileFields } from './fleet-files';

export type VehicleFormValues = {
  kind: 'truck' | 'trailer';
  model: number;
  plateNumber: string;
  vin: string;
  year: number;
  bodyType: number;
  loadingTypes: number[];
  ownership: 'own' | 'leased';
  leaseDocument?: string;
} & Partial<Record<VehicleFileSlot, StoredFile | null>>;

const half = { xs: 24, sm: 12 };

/** A year is written without the thousands' space the shared IntegerInput groups numbers with («2020», not «2 020»). */
const yearOfText = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
};

const yearRule = (max: number): FormRule => ({
  validator: async (_rule, value: number | null | undefined) => {
    if (value != null && (value < VEHICLE_YEAR_MIN || value > max))
      throw new Error(`Укажите год от ${VEHICLE_YEAR_MIN} до ${max}`);
  },
});

/** Вид, модель (с грузоподъёмностью и объёмом), госномер, VIN, год, кузов, загрузка и владение. */
export function VehicleFormFields() {
  const form = Form.useFormInstance<VehicleFormValues>();
  const kind = Form.useWatch('kind', form);
  const ownership = Form.useWatch('ownership', form);
  return (
    <>
      <Form.Item label="Вид ТС" name="kind" rules={[requiredRule]}>
        <Radio.Group
          options={VEHICLE_KINDS.map((value) => ({ value, label: VEHICLE_KIND_LABELS[value] }))}
          onChange={() => form.setFieldValue('model', undefined)}
        />
      </Form.Item>
      <Form.Item label="Модель" name="model" rules={[requiredRule]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={VEHICLE_MODELS.filter((model) => model.kind === kind).map((model) => ({
            value: model.id,
            label: `${model.name} — ${formatNumber(model.loadCapacity)} т${model.bodyVolume ? `, ${formatNumber(model.bodyVolume)} м³` : ''}`,
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            label="Госномер"
            name="plateNumber"
            rules={[requiredRule]}
            extra={kind === 'trailer' ? 'Например, АВ1234 77' : 'Например, А123ВС77'}
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Идентификационный номер (VIN)" name="vin" rules={[requiredRule]}>
            <Input maxLength={17} autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            label="Год выпуска"
            name="year"
            rules={[requiredRule, yearRule(new Date().getFullYear() + 1)]}
            normalize={yearOfText}
          >
            <Input maxLength={4} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Тип кузова" name="bodyType" rules={[requiredRule]}>
            <Select options={BODY_TYPES.map(({ id, name }) => ({ value: id, label: name }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Типы загрузки" name="loadingTypes">
        <Checkbox.Group options={LOADING_TYPES.map(({ id, name }) => ({ value: id, label: name }))} />
      </Form.Item>
      <Form.Item label="Владение" name="ownership" rules={[requiredRule]}>
        <Radio.Group options={OWNERSHIPS.map((value) => ({ value, label: OWNERSHIP_LABELS[value] }))} />
      </Form.Item>
      {ownership === 'leased' && (
        <Form.Item label="Договор аренды" name="leaseDocument" rules={[requiredRule]}>
          <Input maxLength={500} placeholder="Номер и дата договора аренды или лизинга" />
        </Form.Item>
      )}
      <FleetFileFields
        slots={
          ownership === 'leased'
            ? VEHICLE_FILE_SLOTS
            : { registrationScan: VEHICLE_FILE_SLOTS.registrationScan }
        }
      />
    </>
  );
}
