import type { Envelope } from '@portal/contract/realtime/realtime.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeClientOptions } from '../../../shared/realtime/realtime-client';
import { RealtimeProvider } from '../../../shared/realtime/realtime-context';
import { RealtimeHub } from '../../../shared/realtime/realtime-hub';
import { useLiveTenders } from './use-live-tenders';

type Callbacks = Pick<RealtimeClientOptions, 'onMessage' | 'onStatus'>;

const setUp = async (options: Parameters<typeof useLiveTenders>[0]) => {
  let callbacks: Callbacks | undefined;
  const hub = new RealtimeHub(async (given) => {
    callbacks = given;
    return { start: () => {}, stop: () => {}, reauthenticate: () => {} } as never;
  });
  hub.start();
  await vi.waitFor(() => expect(callbacks).toBeDefined());
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider hub={hub}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  renderHook(() => useLiveTenders(options), { wrapper });
  const event = (type: string, tenderId: number, hasGap = false) =>
    act(() => {
      const envelope: Envelope = {
        channel: 'tenders',
        type,
        id: `tender-${tenderId}`,
        seq: 1,
        payload: { tenderId, status: 1, dateEnd: '2027-03-01T00:00:00Z' },
        at: '2027-01-01T00:00:00Z',
      };
      callbacks!.onMessage(envelope, { hasGap });
    });
  return { invalidate, event, status: (value: 'open' | 'closed') => act(() => callbacks!.onStatus(value)) };
};

describe('useLiveTenders', () => {
  it("refetches a tender's view on its own events and on a seq gap, not on another tender's", async () => {
    const { invalidate, event } = await setUp({ tenderId: 7 });
    event('bid', 8);
    expect(invalidate).not.toHaveBeenCalled();
    event('bid', 7);
    expect(invalidate).toHaveBeenCalledTimes(1);
    event('status', 8, true);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('keeps a list from refetching on every bid, but not from status changes and reconnects', async () => {
    const { invalidate, event, status } = await setUp({ onlyStatus: true });
    event('bid', 3);
    expect(invalidate).not.toHaveBeenCalled();
    event('winner', 3);
    expect(invalidate).toHaveBeenCalledTimes(1);
    status('closed');
    status('open');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
