import { type Access, accessRule } from '@portal/contract/access';
import { useSession } from './session-query';

/** Whether the signed-in user passes an access declaration of the contract: the rule the server checks. */
export const useCan = (access: Access): boolean => {
  const session = useSession();
  return session !== null && accessRule(access)(session);
};
