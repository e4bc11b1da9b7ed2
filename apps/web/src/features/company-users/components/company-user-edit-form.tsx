import { COMPANY_USER_MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { useToast } from '../../../shared/toast/use-toast';
import { useCompanyUser } from '../api/company-user';
import { useUpdateCompanyUserMutation } from '../api/update-company-user';
import { CompanyUserFormFields } from './company-user-form-fields';
import {
  type CompanyUserFormValues,
  formValuesToEditBody,
  userToFormValues,
} from './company-user-form-values';
import { CompanyUserQueryState } from './company-user-query-state';
import type { CompanyUserSide } from './company-user-side';

/** An admin edits a colleague's name, phone and roles; Назад and the saved user lead to `backTo`. */
export function CompanyUserEditForm({
  side,
  userId,
  backTo,
}: {
  side: CompanyUserSide;
  userId: number;
  backTo: string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<CompanyUserFormValues>();
  const query = useCompanyUser(side.company, userId);
  const mutation = useUpdateCompanyUserMutation(side.company);

  const handleSubmit = async (values: CompanyUserFormValues) => {
    const user = await mutation.mutateAsync({ userId, body: formValuesToEditBody(values) });
    toast.success(COMPANY_USER_MESSAGES.saved(user.fullname));
    navigate(backTo);
  };

  return (
    <CompanyUserQueryState query={query} backTo={backTo}>
      {(user) => (
        <FormPage<CompanyUserFormValues>
          form={form}
          initialValues={userToFormValues(user)}
          onSubmit={handleSubmit}
          isSubmitting={mutation.isPending}
          backTo={backTo}
        >
          <CompanyUserFormFields isUsernameEditable={false} />
        </FormPage>
      )}
    </CompanyUserQueryState>
  );
}
