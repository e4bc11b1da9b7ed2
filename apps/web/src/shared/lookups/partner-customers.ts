import type { PartnerCustomer } from '@portal/contract/contractors/partners.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useSession } from '../session/session-query';

/** GET /api/contractors/{id}/related_owners: every customer the carrier is a partner of (no pages, for a choice). */
export const usePartnerCustomers = () => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: ['lookup', 'partner-customers', contractorId] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: PartnerCustomer[] }>(`/api/contractors/${contractorId}/related_owners`, { signal }),
    enabled: contractorId > 0,
    select: (answer) => answer.items,
  });
};
