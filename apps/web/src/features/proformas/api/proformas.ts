import type { AnalyticsAction } from '@portal/contract/analytics/analytics.schemas';
import type {
  Proforma,
  ProformaBuildBody,
  ProformaDocumentsBody,
  ProformaList,
  ProformaPayBody,
  ProformaReturnBody,
  ProformaUpdateBody,
} from '@portal/contract/proformas/proformas.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackAction } from '../../../shared/analytics/analytics-tracker';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

/** Every proforma query starts with this key: one invalidation refreshes the lists and the views. */
export const PROFORMAS_KEY = ['proformas'] as const;

export type ProformaSide = 'contractor' | 'customer';
/** The list's filters as the API takes them (DESIGN 12), without the page. */
export type ProformaFilterQuery = Partial<
  Record<'customer' | 'contractor' | 'status' | 'number' | 'dateFrom' | 'dateTo' | 'overdue', string>
>;
export type ProformaListQuery = ProformaFilterQuery & { page: number; limit: number };

/** DESIGN 12: `/api/contractors/{id}/proforms` for the carrier, `/api/customers/{id}/proforms` for the customer. */
export const proformasPath = (side: ProformaSide, ownerId: number): string =>
  `/api/${side === 'contractor' ? 'contractors' : 'customers'}/${ownerId}/proforms`;

/** The signed-in company's side and id: which half of the API its screens call. */
export const useProformaOwner = () => {
  const session = useSession();
  const side: ProformaSide = session?.ownerType === 'contractor' ? 'contractor' : 'customer';
  return { side, ownerId: session?.ownerId ?? 0 };
};

export const useProformas = (query: ProformaListQuery) => {
  const { side, ownerId } = useProformaOwner();
  return useQuery({
    queryKey: [...PROFORMAS_KEY, side, ownerId, 'list', query] as const,
    queryFn: ({ signal }) => api.get<ProformaList>(proformasPath(side, ownerId), { query, signal }),
    placeholderData: keepPreviousData,
    enabled: ownerId > 0,
  });
};

export const useProforma = (proformaId: number) => {
  const { side, ownerId } = useProformaOwner();
  return useQuery({
    queryKey: [...PROFORMAS_KEY, side, ownerId, 'one', proformaId] as const,
    queryFn: ({ signal }) => api.get<Proforma>(`${proformasPath(side, ownerId)}/${proformaId}`, { signal }),
    enabled: ownerId > 0 && Number.isInteger(proformaId) && proformaId > 0,
  });
};

/** `?format=xlsx` of the filtered list, or of one proforma, as the server writes it. */
export const fetchProformaWorkbook = (
  side: ProformaSide,
  ownerId: number,
  query: ProformaFilterQuery & { proformaId?: number },
  onProgress: (fraction: number) => void,
) => {
  const { proformaId, ...filter } = query;
  return api.get<Blob>(`${proformasPath(side, ownerId)}${proformaId ? `/${proformaId}` : ''}`, {
    query: { ...filter, format: 'xlsx' },
    responseType: 'blob',
    onDownloadProgress: onProgress,
  });
};

/** GET …/proforms/{proformaId}/pdf: the printable invoice and act as the server writes them (DESIGN 12). */
export const fetchProformaPdf = (
  side: ProformaSide,
  ownerId: number,
  proformaId: number,
  onProgress: (fraction: number) => void,
) =>
  api.get<Blob>(`${proformasPath(side, ownerId)}/${proformaId}/pdf`, {
    responseType: 'blob',
    onDownloadProgress: onProgress,
  });

/** POST …/proforms (carrier admins): a draft of every closed, not yet invoiced flight of the period, 201. */
export const useCreateProforma = () => {
  const { side, ownerId } = useProformaOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProformaBuildBody) => api.post<Proforma>(proformasPath(side, ownerId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFORMAS_KEY }),
  });
};

export type ProformaChange =
  | { kind: 'update'; body: ProformaUpdateBody }
  | { kind: 'documents'; body: ProformaDocumentsBody }
  | { kind: 'send' | 'accept' | 'delete' }
  | { kind: 'return'; body: ProformaReturnBody }
  | { kind: 'pay'; body: ProformaPayBody };

/** The proforma changes the usage analytics count (issue 24). */
const TRACKED_CHANGES: Partial<Record<ProformaChange['kind'], AnalyticsAction>> = {
  send: 'proforma_sent',
  accept: 'proforma_accepted',
  pay: 'proforma_paid',
};

/** Every change of one proforma: the carrier's PUT, documents, send and DELETE; the customer's actions (PATCH). */
export const useProformaChange = (proformaId: number) => {
  const { side, ownerId } = useProformaOwner();
  const queryClient = useQueryClient();
  const path = `${proformasPath(side, ownerId)}/${proformaId}`;
  return useMutation({
    mutationFn: (change: ProformaChange) => {
      switch (change.kind) {
        case 'update':
          return api.put<Proforma>(path, change.body);
        case 'documents':
          return api.put<Proforma>(`${path}/documents`, change.body);
        case 'delete':
          return api.delete<unknown>(path);
        case 'send':
        case 'accept':
          return api.patch<Proforma>(`${path}/${change.kind}`, {});
        case 'return':
        case 'pay':
          return api.patch<Proforma>(`${path}/${change.kind}`, change.body);
      }
    },
    onSuccess: (_proforma, change) => {
      const action = TRACKED_CHANGES[change.kind];
      if (action) trackAction(action);
      return queryClient.invalidateQueries({ queryKey: PROFORMAS_KEY });
    },
  });
};
