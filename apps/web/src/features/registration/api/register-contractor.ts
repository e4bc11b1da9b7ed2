import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import type { RegisterContractorBody } from '@portal/contract/registration/registration.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const registerContractor = (body: RegisterContractorBody) =>
  api.post<MessageResponse>('/api/register/contractor', body, { auth: false });

export const useRegisterContractorMutation = () => useMutation({ mutationFn: registerContractor });
