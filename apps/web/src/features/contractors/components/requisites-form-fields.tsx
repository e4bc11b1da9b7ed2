import { requisitesSchema } from '@portal/contract/companies/requisites.schemas';
import { VAT_REGIME_LABELS, VAT_REGIMES } from '@portal/contract/proformas/vat';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodFieldRule } from '../../../shared/forms/zod-rule';
import type { RequisitesFormValues } from './requisites-form-values';

type Field = keyof RequisitesFormValues;

/** One field checked by the contract's requisites schema, so the form says what the server would. */
function RequisitesField({
  name,
  label,
  isRequired = false,
  dependsOn,
  extra,
  children,
}: {
  name: Field;
  label: string;
  isRequired?: boolean;
  dependsOn?: Field[];
  extra?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      required={isRequired}
      validateFirst
      rules={[...(isRequired ? [requiredRule] : []), zodFieldRule(requisitesSchema, name)]}
      {...(dependsOn ? { dependencies: dependsOn } : {})}
      {...(extra ? { extra } : {})}
    >
      {children}
    </Form.Item>
  );
}

const half = { xs: 24, md: 12 };

const VAT_OPTIONS = VAT_REGIMES.map((regime) => ({ value: regime, label: VAT_REGIME_LABELS[regime] }));

/** The company profile form: codes, addresses, bank details (accounts checked against the BIK), contacts. */
export function RequisitesFormFields({ isInnLocked }: { isInnLocked: boolean }) {
  return (
    <>
      <RequisitesField name="name" label="Наименование" isRequired>
        <Input maxLength={255} />
      </RequisitesField>
      <Row gutter={16}>
        <Col {...half}>
          <RequisitesField
            name="inn"
            label="ИНН"
            isRequired
            {...(isInnLocked
              ? { extra: 'ИНН нельзя изменить, пока компания на проверке или верифицирована' }
              : {})}
          >
            <Input maxLength={12} inputMode="numeric" disabled={isInnLocked} />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="kpp" label="КПП">
            <Input maxLength={9} />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="ogrn" label="ОГРН">
            <Input maxLength={15} inputMode="numeric" />
          </RequisitesField>
        </Col>
      </Row>
      <RequisitesField
        name="vatRegime"
        label="Налогообложение"
        extra="Ставка НДС в проформах: по общей системе — действующая на дату рейса, на УСН — 5 % или 7 %, без НДС — 0 %."
      >
        <Select options={VAT_OPTIONS} />
      </RequisitesField>
      <RequisitesField name="legalAddress" label="Юридический адрес">
        <Input maxLength={500} />
      </RequisitesField>
      <RequisitesField name="postalAddress" label="Почтовый адрес">
        <Input maxLength={500} />
      </RequisitesField>
      <Row gutter={16}>
        <Col {...half}>
          <RequisitesField name="bankName" label="Банк">
            <Input maxLength={255} />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="bik" label="БИК" dependsOn={['bankAccount', 'correspondentAccount']}>
            <Input maxLength={9} inputMode="numeric" />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="bankAccount" label="Расчётный счёт" dependsOn={['bik']}>
            <Input maxLength={20} inputMode="numeric" />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="correspondentAccount" label="Корреспондентский счёт" dependsOn={['bik']}>
            <Input maxLength={20} inputMode="numeric" />
          </RequisitesField>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <RequisitesField name="contactPerson" label="Контактное лицо">
            <Input maxLength={255} />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="phone" label="Телефон">
            <Input maxLength={20} inputMode="tel" />
          </RequisitesField>
        </Col>
        <Col {...half}>
          <RequisitesField name="email" label="Электронная почта">
            <Input maxLength={180} inputMode="email" />
          </RequisitesField>
        </Col>
      </Row>
    </>
  );
}
