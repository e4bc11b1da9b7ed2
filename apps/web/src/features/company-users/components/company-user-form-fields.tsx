import { companyUserFieldSchemas } from '@portal/contract/company-users/company-users.schemas';
import { ROLE_LABELS, ROLES } from '@portal/contract/roles';
import { Checkbox, Form, Input } from 'antd';
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
        <RoleCheckboxes />
      </Form.Item>
    </>
  );
}

type RoleCheckboxesProps = { id?: string; value?: string[]; onChange?: (value: string[]) => void };

/**
 * The role checkboxes as a named group. Form.Item would hand the group aria-required and aria-invalid, which a
 * group may not carry (axe aria-allowed-attr, critical); each checkbox says its own state.
 */
function RoleCheckboxes({ id, value, onChange }: RoleCheckboxesProps) {
  return (
    <fieldset id={id} aria-label="Роли" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Checkbox.Group
        options={ROLE_OPTIONS}
        {...(value ? { value } : {})}
        {...(onChange ? { onChange } : {})}
      />
    </fieldset>
  );
}
