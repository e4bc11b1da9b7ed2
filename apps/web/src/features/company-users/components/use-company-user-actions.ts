import {
  COMPANY_USER_CONFIRMATIONS,
  COMPANY_USER_MESSAGES,
} from '@portal/contract/company-users/company-users.schemas';
import type { User } from '@portal/contract/users/users.schemas';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import type { CompanyRef } from '../api/company-user-endpoints';
import { useDeleteCompanyUserMutation } from '../api/delete-company-user';
import { useSetCompanyUserBlockedMutation } from '../api/set-company-user-blocked';

/** Block, unblock and delete, each asked with Да / Назад and followed by a toast; answers whether it happened. */
export const useCompanyUserActions = (company: CompanyRef) => {
  const confirmedAction = useConfirmedAction();
  const blockedMutation = useSetCompanyUserBlockedMutation(company);
  const deleteMutation = useDeleteCompanyUserMutation(company);

  const toggleBlocked = (user: User): Promise<boolean> => {
    const isBlocked = !user.blocked;
    return confirmedAction(
      {
        title: isBlocked ? COMPANY_USER_CONFIRMATIONS.block : COMPANY_USER_CONFIRMATIONS.unblock,
        content: user.fullname,
        isDanger: isBlocked,
      },
      () => blockedMutation.mutateAsync({ userId: user.id, isBlocked }),
      isBlocked ? COMPANY_USER_MESSAGES.blocked : COMPANY_USER_MESSAGES.unblocked,
    );
  };

  const remove = (user: User): Promise<boolean> =>
    confirmedAction(
      { title: COMPANY_USER_CONFIRMATIONS.delete, content: user.fullname, isDanger: true },
      () => deleteMutation.mutateAsync(user.id),
      COMPANY_USER_MESSAGES.deleted,
    );

  return {
    toggleBlocked,
    remove,
    isBlocking: blockedMutation.isPending,
    isDeleting: deleteMutation.isPending,
  };
};
