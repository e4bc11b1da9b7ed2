import type { Session } from '@portal/contract/auth/auth.schemas';
import { COMPANY_USER_MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useInviteCompanyUserMutation } from '../api/invite-company-user';
import { CompanyUserFormFields } from '../components/company-user-form-fields';
import {
  type CompanyUserFormValues,
  formValuesToInviteBody,
  newCompanyUserValues,
} from '../components/company-user-form-values';
import { companyUserSideOf } from '../components/company-user-side';
import { DirectoryUserSelect } from '../components/directory-user-select';

function CompanyUserInvite({ session }: { session: Session }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<CompanyUserFormValues>();
  const side = useMemo(() => companyUserSideOf(session), [session]);
  const mutation = useInviteCompanyUserMutation(side.company);

  if (!side.canManage) return <NoRightsResult backTo={side.listPath} />;

  const handleSubmit = async (values: CompanyUserFormValues) => {
    const user = await mutation.mutateAsync(formValuesToInviteBody(values));
    toast.success(COMPANY_USER_MESSAGES.invited(user.username));
    navigate(side.listPath);
  };

  return (
    <FormPage<CompanyUserFormValues>
      form={form}
      initialValues={newCompanyUserValues()}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={side.listPath}
    >
      {session.ownerType === 'customer' && <DirectoryUserSelect customerId={session.ownerId} />}
      <CompanyUserFormFields isUsernameEditable />
    </FormPage>
  );
}

/** 'customer-users-invite' and 'contractor-users-invite': an admin invites a colleague by e-mail. */
function CompanyUserInvitePage() {
  const session = useSession();
  return session ? <CompanyUserInvite session={session} /> : null;
}

export { CompanyUserInvitePage as Component };
