import type { requisitesSchema } from '@portal/contract/companies/requisites.schemas';
import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../shared/api/api-client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { CONTRACTORS_KEY } from './contractors-keys';

export type RequisitesBody = z.input<typeof requisitesSchema>;

/** PUT /api/contractors/{id} → 200 the record. */
export const updateOwnContractor = ({ contractorId, body }: { contractorId: number; body: RequisitesBody }) =>
  api.put<ContractorRecord>(`/api/contractors/${contractorId}`, body);

export const useUpdateOwnContractorMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnContractor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY });
      // The session shows the company name in the layout.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
