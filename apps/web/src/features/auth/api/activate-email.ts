import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

// The page shows the error in place, so the global toast is not needed.
export const activateEmail = (body: { token: string }) =>
  api.post<MessageResponse>('/api/activation/email', body, { auth: false, silent: true });

export const useActivateEmailMutation = () => useMutation({ mutationFn: activateEmail });
