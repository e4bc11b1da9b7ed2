import {
  COMPANY_USER_CONFIRMATIONS,
  COMPANY_USER_MESSAGES,
} from '@portal/contract/company-users/company-users.schemas';
import type { User } from '@portal/contract/users/users.schemas';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import type { CompanyRef } from '../api/company-user-endpoints';
import { useDeleteCompanyUserMutation } from '../api/delete-company-user';
import { useSetCompanyUserBlockedMutation } from '../api/set-company-user-blocked';

/** Block, unblock and delete, each asked with Да / Назад and followed by a toast; answers whether it happened. */
export const useCompanyUserActions = (company: CompanyRef) => {
  const confirm = useConfirm();
  const toast = useToast();
  const blockedMutation = useSetCompanyUserBlockedMutation(company);
  const deleteMutation = useDeleteCompanyUserMutation(company);

  const toggleBlocked = async (user: User): Promise<boolean> => {
    const isBlocked = !user.blocked;
    const isConfirmed = await confirm({
      title: isBlocked ? COMPANY_USER_CONFIRMATIONS.block : COMPANY_USER_CONFIRMATIONS.unblock,
      content: user.fullname,
      isDanger: isBlocked,
    });
    if (!isConfirmed) return false;
    try {
      await blockedMutation.mutateAsync({ userId: user.id, isBlocked });
      toast.success(isBlocked ? COMPANY_USER_MESSAGES.blocked : COMPANY_USER_MESSAGES.unblocked);
      return true;
    } catch {
      // The API client has shown the reason.
      return false;
    }
  };

  const remove = async (user: User): Promise<boolean> => {
    const isConfirmed = await confirm({
      title: COMPANY_USER_CONFIRMATIONS.delete,
      content: user.fullname,
      isDanger: true,
    });
    if (!isConfirmed) return false;
    try {
      await deleteMutation.mutateAsync(user.id);
      toast.success(COMPANY_USER_MESSAGES.deleted);
      return true;
    } catch {
      // The API client has shown the reason.
      return false;
    }
  };

  return {
    toggleBlocked,
    remove,
    isBlocking: blockedMutation.isPending,
    isDeleting: deleteMutation.isPending,
  };
};
