import type { StoredFile } from '@portal/contract/files/files.schemas';
import {
  DRIVER_FILE_SLOTS,
  type DriverFileSlot,
  internationalPhoneSchema,
} from '@portal/contract/fleet/drivers.schemas';
import {
  LICENCE_CATEGORIES,
  PASSPORT_TYPES,
  ROUTE_KIND_LABELS,
  ROUTE_KINDS,
} from '@portal/contract/fleet/fleet-references';
import { Col, Form, Input, Row, Select } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { CheckboxFieldset } from '../../../shared/forms/checkbox-fieldset';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';
import { FleetFileFields } from './fleet-files';

/** The form keeps dates as DD.MM.YYYY; the page turns them into the API's YYYY-MM-DD. */
export type DriverFormValues = {
  fullname: string;
  birthDate: string;
  passportType: number;
  passportSeries: string;
  passportNumber: string;
  passportIssuedBy: string;
  passportIssueDate: string;
  phone: string;
  licenceNumber: string;
  licenceDate: string;
  licenceCategories: string[];
  routeKinds: string[];
} & Partial<Record<DriverFileSlot, StoredFile | null>>;

const half = { xs: 24, sm: 12 };

/** ФИО, дата рождения, паспорт, телефон, водительское удостоверение и виды перевозок. */
export function DriverFormFields() {
  return (
    <>
      <Form.Item label="ФИО" name="fullname" rules={[requiredRule]}>
        <Input maxLength={255} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Дата рождения" name="birthDate" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Телефон" name="phone" rules={[zodRule(internationalPhoneSchema)]} required>
            <Input placeholder="+7 912 345-67-89" inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Тип паспорта" name="passportType" rules={[requiredRule]}>
        <Select options={PASSPORT_TYPES.map(({ id, name }) => ({ value: id, label: name }))} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Серия паспорта" name="passportSeries">
            <Input maxLength={10} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Номер паспорта" name="passportNumber" rules={[requiredRule]}>
            <Input maxLength={20} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Кем выдан паспорт" name="passportIssuedBy" rules={[requiredRule]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item label="Дата выдачи паспорта" name="passportIssueDate" rules={[requiredRule]}>
        <DateInput />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Номер водительского удостоверения" name="licenceNumber" rules={[requiredRule]}>
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Дата выдачи удостоверения" name="licenceDate" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Категории" name="licenceCategories" rules={[requiredRule]}>
        <CheckboxFieldset
          label="Категории"
          options={LICENCE_CATEGORIES.map((category) => ({ value: category, label: category }))}
        />
      </Form.Item>
      <Form.Item label="Виды перевозок" name="routeKinds" rules={[requiredRule]}>
        <CheckboxFieldset
          label="Виды перевозок"
          options={ROUTE_KINDS.map((kind) => ({ value: kind, label: ROUTE_KIND_LABELS[kind] }))}
        />
      </Form.Item>
      <FleetFileFields slots={DRIVER_FILE_SLOTS} />
    </>
  );
}
