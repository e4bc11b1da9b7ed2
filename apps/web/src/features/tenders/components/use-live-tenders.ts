import { TENDER_EVENT_TYPES, type TenderEventPayload } from '@portal/contract/tenders/tenders.schemas';
import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';
import { TENDERS_KEY } from '../api/tenders';

/**
 * Issue 16 live updates: the `tenders` channel carries status, bid and winner events (seq per tender). Bids are
 * sealed, so the payload holds no price: the page refetches its own view. `tenderId` narrows to one tender;
 * `onlyStatus` keeps a list from refetching on every bid.
 */
export const useLiveTenders = ({
  tenderId,
  onlyStatus = false,
}: {
  tenderId?: number;
  onlyStatus?: boolean;
}) =>
  useLiveRefetch({
    channel: 'tenders',
    queryKey: TENDERS_KEY,
    concerns: (envelope) => {
      const payload = envelope.payload as TenderEventPayload | undefined;
      if (tenderId !== undefined && payload?.tenderId !== tenderId) return false;
      return !onlyStatus || envelope.type !== TENDER_EVENT_TYPES.bid;
    },
  });
