import { PROFORMA_CHANNEL } from '@portal/contract/proformas/proformas.schemas';
import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';
import { PROFORMAS_KEY } from '../api/proformas';

/**
 * DESIGN 7 `proformas`: every committed change of a proforma reaches its carrier and (past the draft) its customer,
 * every role, so the open proforma list and view read again; a reconnect or a missed event does too.
 */
export const useLiveProformas = (): void =>
  useLiveRefetch({ channel: PROFORMA_CHANNEL, queryKey: PROFORMAS_KEY, concerns: () => true });
