import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@portal/contract/auth/auth.schemas';
import { Form, Input } from 'antd';
import { REQUIRED_MESSAGE } from './form-messages';
import { requiredRule } from './required-rule';
import { samePasswordRule, zodRule } from './zod-rule';

/** A new password and its repeat, checked with the contract's password rule. Field names: password, passwordRepeat. */
export function NewPasswordFields({ label = 'Пароль' }: { label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        validateFirst
        rules={[requiredRule, zodRule(passwordSchema)]}
        extra={`Минимум ${PASSWORD_MIN_LENGTH} символов, лучше с цифрами и буквами разного регистра`}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Повторите пароль"
        name="passwordRepeat"
        dependencies={['password']}
        rules={[{ required: true, message: REQUIRED_MESSAGE }, samePasswordRule('password')]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
