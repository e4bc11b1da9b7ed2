import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const activateInvitation = (body: { token: string; password: string }) =>
  api.post<MessageResponse>('/api/activation/invitation', body, { auth: false });

export const useActivateInvitationMutation = () => useMutation({ mutationFn: activateInvitation });
