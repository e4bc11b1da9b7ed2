import type { Session } from '@portal/contract/auth/auth.schemas';
import { COMPANY_USER_MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import { Button, Divider, Form, Result } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCompanyUser } from '../api/company-user';
import { useSaveUserContractorsMutation } from '../api/save-user-contractors';
import { useSaveUserRouteOwnersMutation } from '../api/save-user-route-owners';
import { useUpdateCompanyUserMutation } from '../api/update-company-user';
import { useUserContractors } from '../api/user-contractors';
import { useUserRouteOwners } from '../api/user-route-owners';
import { CompanyUserFormFields } from '../components/company-user-form-fields';
import {
  type CompanyUserFormValues,
  formValuesToEditBody,
  userToFormValues,
} from '../components/company-user-form-values';
import { CompanyUserQueryState } from '../components/company-user-query-state';
import { companyUserSideOf } from '../components/company-user-side';
import { ResponsibilityFields } from '../components/responsibility-fields';

type CustomerUserFormValues = CompanyUserFormValues & { contractorIds: number[]; routeOwnerIds: number[] };

function CustomerUserEdit({ session, userId }: { session: Session; userId: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<CustomerUserFormValues>();
  const side = useMemo(() => companyUserSideOf(session), [session]);
  const customerId = session.ownerId;
  const userQuery = useCompanyUser(side.company, userId, { enabled: side.canManage });
  const contractorsQuery = useUserContractors(customerId, side.canManage ? userId : 0);
  const routeOwnersQuery = useUserRouteOwners(customerId, side.canManage ? userId : 0);
  const updateMutation = useUpdateCompanyUserMutation(side.company);
  const contractorsMutation = useSaveUserContractorsMutation(customerId);
  const routeOwnersMutation = useSaveUserRouteOwnersMutation(customerId);

  if (!side.canManage) return <NoRightsResult backTo={side.listPath} />;

  const handleSubmit = async ({ contractorIds, routeOwnerIds, ...values }: CustomerUserFormValues) => {
    const user = await updateMutation.mutateAsync({ userId, body: formValuesToEditBody(values) });
    await contractorsMutation.mutateAsync({ userId, contractorIds });
    await routeOwnersMutation.mutateAsync({ userId, routeOwnerIds });
    toast.success(COMPANY_USER_MESSAGES.saved(user.fullname));
    navigate(side.listPath);
  };

  // Saving replaces both sets: never offer the form with a set that failed to load.
  if (contractorsQuery.isError || routeOwnersQuery.isError) {
    return (
      <Result
        status="warning"
        title="Не удалось загрузить зону ответственности пользователя"
        extra={
          <Button onClick={() => void Promise.all([contractorsQuery.refetch(), routeOwnersQuery.refetch()])}>
            Повторить
          </Button>
        }
      />
    );
  }

  const contractors = contractorsQuery.data?.items;
  const routeOwners = routeOwnersQuery.data?.items;
  return (
    <CompanyUserQueryState query={userQuery} backTo={side.listPath}>
      {(user) => (
        <FormPage<CustomerUserFormValues>
          form={form}
          initialValues={{
            ...userToFormValues(user),
            contractorIds: contractors?.map((contractor) => contractor.id) ?? [],
            routeOwnerIds: routeOwners?.map((routeOwner) => routeOwner.id) ?? [],
          }}
          onSubmit={handleSubmit}
          isSubmitting={
            updateMutation.isPending || contractorsMutation.isPending || routeOwnersMutation.isPending
          }
          isLoading={!contractors || !routeOwners}
          backTo={side.listPath}
        >
          <CompanyUserFormFields isUsernameEditable={false} />
          <Divider titlePlacement="start">Зона ответственности</Divider>
          <ResponsibilityFields customerId={customerId} knownContractors={contractors ?? []} />
        </FormPage>
      )}
    </CompanyUserQueryState>
  );
}

/** 'customer-user-edit': a customer admin edits a colleague and the carriers and route owners it handles. */
function CustomerUserEditPage() {
  const session = useSession();
  const userId = Number(useParams().userId);
  return session ? <CustomerUserEdit session={session} userId={userId} /> : null;
}

export { CustomerUserEditPage as Component };
