import { checkBankAccounts } from '@portal/contract/companies/requisites.schemas';
import {
  CONTACT_COMMENT_MAX,
  contactRequisitesBodySchema,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Col, Divider, Form, type FormRule, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import * as z from 'zod';
import { zodRule } from '../../../shared/forms/zod-rule';
import type { CardTextField } from './contact-requisite-form-values';

const FIELD_SCHEMAS = contactRequisitesBodySchema.shape;

const bankSchema = z
  .object({
    bik: FIELD_SCHEMAS.bik,
    bankAccount: FIELD_SCHEMAS.bankAccount,
    correspondentAccount: FIELD_SCHEMAS.correspondentAccount,
  })
  .superRefine(checkBankAccounts);

/** The BIK and the accounts are checked together, as the server does; each field shows its own part. */
const bankRule =
  (field: 'bik' | 'bankAccount' | 'correspondentAccount'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const result = bankSchema.safeParse({
        bik: getFieldValue('bik'),
        bankAccount: getFieldValue('bankAccount'),
        correspondentAccount: getFieldValue('correspondentAccount'),
      });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(issue.message.charAt(0).toUpperCase() + issue.message.slice(1));
    },
  });

type FieldSpec = {
  name: CardTextField;
  label: string;
  isRequired?: boolean;
  maxLength: number;
  placeholder?: string;
  /** Fields re-checked when this one changes. */
  dependencies?: CardTextField[];
  rules?: FormRule[];
  span?: number;
};

const GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Контактное лицо',
    fields: [
      {
        name: 'contactPerson',
        label: 'Контактное лицо',
        isRequired: true,
        maxLength: 255,
        placeholder: 'Фамилия Имя Отчество',
      },
      { name: 'position', label: 'Должность', maxLength: 255 },
      { name: 'phone', label: 'Телефон', maxLength: 20, placeholder: '+7 (495) 123-45-67' },
      { name: 'email', label: 'Электронная почта', maxLength: 180, placeholder: 'name@company.ru' },
    ],
  },
  {
    title: 'Организация',
    fields: [
      { name: 'legalName', label: 'Наименование организации', isRequired: true, maxLength: 255, span: 24 },
      { name: 'inn', label: 'ИНН', isRequired: true, maxLength: 12 },
      { name: 'kpp', label: 'КПП', maxLength: 9 },
      { name: 'ogrn', label: 'ОГРН', maxLength: 15 },
      { name: 'legalAddress', label: 'Юридический адрес', maxLength: 500, span: 24 },
      { name: 'postalAddress', label: 'Почтовый адрес', maxLength: 500, span: 24 },
    ],
  },
  {
    title: 'Банковские реквизиты',
    fields: [
      { name: 'bankName', label: 'Банк', maxLength: 255, span: 24 },
      { name: 'bik', label: 'БИК', maxLength: 9, rules: [bankRule('bik')] },
      {
        name: 'bankAccount',
        label: 'Расчётный счёт',
        maxLength: 20,
        dependencies: ['bik'],
        rules: [bankRule('bankAccount')],
      },
      {
        name: 'correspondentAccount',
        label: 'Корреспондентский счёт',
        maxLength: 20,
        dependencies: ['bik'],
        rules: [bankRule('correspondentAccount')],
      },
    ],
  },
];

function Field({ spec }: { spec: FieldSpec }) {
  return (
    <Col xs={24} md={spec.span ?? 12}>
      <Form.Item
        label={spec.label}
        name={spec.name}
        required={spec.isRequired ?? false}
        {...(spec.dependencies ? { dependencies: spec.dependencies } : {})}
        validateFirst
        rules={[zodRule(FIELD_SCHEMAS[spec.name]), ...(spec.rules ?? [])]}
      >
        <Input maxLength={spec.maxLength} {...(spec.placeholder ? { placeholder: spec.placeholder } : {})} />
      </Form.Item>
    </Col>
  );
}

/** The card's fields, grouped as a carrier reads them; the order is the first-invalid focus order. */
export function ContactRequisiteFormFields({ before }: { before?: ReactNode }) {
  return (
    <>
      {before}
      {GROUPS.map((group) => (
        <div key={group.title}>
          <Divider titlePlacement="start" style={{ marginTop: 0 }}>
            {group.title}
          </Divider>
          <Row gutter={16}>
            {group.fields.map((spec) => (
              <Field key={spec.name} spec={spec} />
            ))}
          </Row>
        </div>
      ))}
      <Form.Item label="Комментарий" name="comment" rules={[zodRule(FIELD_SCHEMAS.comment)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CONTACT_COMMENT_MAX} showCount />
      </Form.Item>
    </>
  );
}
