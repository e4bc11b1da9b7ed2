import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { Form, Result, Typography } from 'antd';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { InvalidLinkResult } from './invalid-link-result';
import { LoginButton } from './login-button';
import { useLinkToken } from './use-link-token';

type PasswordValues = { password: string; passwordRepeat: string };

type Props = {
  formName: string;
  title: string;
  intro?: string;
  successTitle: string;
  mutation: UseMutationResult<MessageResponse, Error, { token: string; password: string }>;
};

/** A mailed link that ends in choosing a password: invitation activation and password reset. */
export function SetPasswordByLink({ formName, title, intro, successTitle, mutation }: Props) {
  const token = useLinkToken();

  if (!token) return <InvalidLinkResult />;

  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title={successTitle}
        subTitle={mutation.data.message}
        extra={<LoginButton />}
      />
    );
  }

  return (
    <>
      <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      <Form<PasswordValues>
        name={formName}
        {...FORM_DEFAULTS}
        onFinish={({ password }) => mutation.mutate({ token, password })}
      >
        <NewPasswordFields />
        <FormActions backTo="/login" isSubmitting={mutation.isPending} />
      </Form>
    </>
  );
}
