import type { Channel, Envelope } from '@portal/contract/realtime/realtime.schemas';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime, useRealtimeStatus } from './realtime-context';

/**
 * DESIGN 7 live updates for pages that refetch rather than patch: queries under `queryKey` are read again when a
 * `channel` event the page cares about arrives (`concerns`), on a seq gap (events were missed) and on a reconnect.
 */
export const useLiveRefetch = ({
  channel,
  queryKey,
  concerns,
}: {
  channel: Channel;
  queryKey: QueryKey;
  concerns: (envelope: Envelope) => boolean;
}) => {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const wasOpen = useRef(status === 'open');
  useEffect(() => {
    if (status === 'open' && !wasOpen.current) void queryClient.invalidateQueries({ queryKey });
    wasOpen.current = status === 'open';
  }, [status, queryClient, queryKey]);
  useRealtime(channel, (envelope, { hasGap }) => {
    if (hasGap || concerns(envelope)) void queryClient.invalidateQueries({ queryKey });
  });
};
