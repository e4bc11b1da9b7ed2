import { companyUserFieldSchemas } from '@portal/contract/company-users/company-users.schemas';
import { ROLE_LABELS, ROLES } from '@portal/contract/roles';
import { Form, Input } from 'antd';
import { CheckboxFieldset } from '../../../shared/forms/checkbox-fieldset';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The fields of the invite and edit forms, in the order the first-invalid focus follows. The e-mail is the
 * login: typed when inviting, shown read-only afterwards.
 */
export function CompanyUserFormFields({ isUsernameEditable }: { isUsernameEditable: boolean }) {
  return (
    <>
      <Form.Item
        label="E-mail (логин)"
        name="username"
        required={isUsernameEditable}
        rules={isUsernameEditable ? [zodRule(companyUserFieldSchemas.username)] : []}
      >
        <Input type="email" autoComplete="off" disabled={!isUsernameEditable} maxLength={180} />
      </Form.Item>
      <Form.Item label="ФИО" name="fullname" required rules={[zodRule(companyUserFieldSchemas.fullname)]}>
        <Input maxLength={255} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Телефон" name="phone" rules={[zodRule(companyUserFieldSchemas.phone)]}>
        <Input type="tel" placeholder="+7 (900) 123-45-67" maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Роли" name="roles" rules={[{ ...requiredRule, type: 'array' }]}>
        <CheckboxFieldset label="Роли" options={ROLE_OPTIONS} />
      </Form.Item>
    </>
  );
}
