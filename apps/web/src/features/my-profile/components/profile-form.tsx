import type { Session } from '@portal/contract/auth/auth.schemas';
import { optional } from '@portal/contract/companies/requisites.schemas';
import { phoneSchema } from '@portal/contract/registration/registration.schemas';
import { USER_MESSAGES, type User, updateUserBodySchema } from '@portal/contract/users/users.schemas';
import { Form, Input } from 'antd';
import { FormPage } from '../../../shared/forms/form-page';
import { zodRule } from '../../../shared/forms/zod-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateUserAccountMutation } from '../api/update-user-account';
import { AccountSummary } from './account-summary';

type ProfileFormValues = { fullname: string; phone: string };

// The phone may be left blank (the account then has none).
const optionalPhoneSchema = optional(phoneSchema);

/** The user's own data: the login, company and roles to read, the name and phone to change. */
export function ProfileForm({ session, account }: { session: Session; account: User | undefined }) {
  const toast = useToast();
  const [form] = Form.useForm<ProfileFormValues>();
  const mutation = useUpdateUserAccountMutation();

  const handleSubmit = async ({ fullname, phone }: ProfileFormValues) => {
    await mutation.mutateAsync({ id: session.id, body: { fullname, phone: phone || null } });
    toast.success(USER_MESSAGES.profileSaved);
  };

  return (
    <FormPage<ProfileFormValues>
      form={form}
      initialValues={{ fullname: account?.fullname ?? '', phone: account?.phone ?? '' }}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      isLoading={!account}
      backTo={routePath('dashboard')}
    >
      <AccountSummary session={session} />
      <Form.Item label="ФИО" name="fullname" required rules={[zodRule(updateUserBodySchema.shape.fullname)]}>
        <Input maxLength={255} autoComplete="name" />
      </Form.Item>
      <Form.Item label="Телефон" name="phone" rules={[zodRule(optionalPhoneSchema)]}>
        <Input maxLength={20} autoComplete="tel" placeholder="+7 (900) 000-00-00" />
      </Form.Item>
    </FormPage>
  );
}
