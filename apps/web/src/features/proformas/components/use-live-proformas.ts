import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';
import { PROFORMAS_KEY } from '../api/proformas';

/**
 * Issue 23 «live updates»: every proforma transition notifies the other side (sent → the customer's admins and
 * managers; returned, accepted, paid → the carrier's admins), so a notification reaching this user makes the open
 * proforma list and view read again; a reconnect or a missed event does too.
 */
export const useLiveProformas = (): void =>
  useLiveRefetch({ channel: 'notifications', queryKey: PROFORMAS_KEY, concerns: () => true });
