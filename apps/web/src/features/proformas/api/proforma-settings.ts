import type {
  ProformaSettings,
  ProformaSettingsBody,
} from '@portal/contract/proformas/proforma-settings.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

const settingsPath = (customerId: number) => `/api/customers/${customerId}/proforma-settings`;

/** GET /api/customers/{id}/proforma-settings: payment term, lateness penalty, required documents. */
export const useProformaSettings = () => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: ['proforma-settings', customerId] as const,
    queryFn: ({ signal }) => api.get<ProformaSettings>(settingsPath(customerId), { signal }),
    enabled: customerId > 0,
  });
};

export const useUpdateProformaSettings = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProformaSettingsBody) => api.put<ProformaSettings>(settingsPath(customerId), body),
    onSuccess: (settings) => queryClient.setQueryData(['proforma-settings', customerId], settings),
  });
};
