import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { ROUTE_OWNER_MESSAGES, type RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { Form } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { UserSelect } from '../../../shared/lookups/user-select';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useEditRouteOwnerAgentMutation } from '../api/edit-route-owner-agent';
import { useRenameRouteOwnerMutation } from '../api/rename-route-owner';
import { useRouteOwner } from '../api/route-owner';
import { RouteOwnerHeading } from '../components/route-owner-heading';
import { RouteOwnerMembers } from '../components/route-owner-members';
import { RouteOwnerNameModal } from '../components/route-owner-name-modal';
import { RouteOwnerReadOnly } from '../components/route-owner-read-only';

type AgentFormValues = { agent: number | null };

/** SPEC 2.3 "Route-owner agent edit": the name, 'Прикрепленный пользователь' with a clear action, Назад and Сохранить. */
function ManagerGroupEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().stlId);
  const [form] = Form.useForm<AgentFormValues>();
  const [isRenaming, setIsRenaming] = useState(false);
  const groupQuery = useRouteOwner(id);
  const agentMutation = useEditRouteOwnerAgentMutation();
  const renameMutation = useRenameRouteOwnerMutation();
  const listPath = routePath('manager-groups');
  const roles = session?.roles ?? [];
  // The server answers 403 to the others anyway; a plain user sees the group read-only.
  const canEditAgent = isAdminOrManager(roles);
  const canRename = isAdmin(roles);

  const handleSubmit = async (group: RouteOwner, { agent }: AgentFormValues) => {
    await agentMutation.mutateAsync({ id: group.id, body: { agent: agent ?? null } });
    toast.success(ROUTE_OWNER_MESSAGES.agentSaved(group.name));
    navigate(listPath);
  };

  const handleRename = async (name: string) => {
    const group = await renameMutation.mutateAsync({ id, body: { name } });
    toast.success(ROUTE_OWNER_MESSAGES.renamed(group.name));
  };

  const renderGroup = (group: RouteOwner) => {
    const heading = (
      <RouteOwnerHeading name={group.name} {...(canRename ? { onRename: () => setIsRenaming(true) } : {})} />
    );
    const members = <RouteOwnerMembers members={group.members} />;
    if (!canEditAgent)
      return <RouteOwnerReadOnly group={group} heading={heading} members={members} backTo={listPath} />;
    return (
      <FormPage<AgentFormValues>
        form={form}
        initialValues={{ agent: group.agent?.id ?? null }}
        onSubmit={(values) => handleSubmit(group, values)}
        isSubmitting={agentMutation.isPending}
        backTo={listPath}
      >
        {heading}
        <Form.Item label="Прикрепленный пользователь" name="agent">
          <UserSelect known={group.agent} placeholder="Не назначен" />
        </Form.Item>
        {members}
      </FormPage>
    );
  };

  return (
    <>
      <RecordQueryState
        query={groupQuery}
        notFoundTitle={ROUTE_OWNER_MESSAGES.notFound}
        backTo={listPath}
        backText="К группам ответственных"
      >
        {renderGroup}
      </RecordQueryState>
      {isRenaming && groupQuery.data && (
        <RouteOwnerNameModal
          title="Переименовать группу"
          initialName={groupQuery.data.name}
          isSubmitting={renameMutation.isPending}
          onSubmit={handleRename}
          onClose={() => setIsRenaming(false)}
        />
      )}
    </>
  );
}

export { ManagerGroupEditPage as Component };
