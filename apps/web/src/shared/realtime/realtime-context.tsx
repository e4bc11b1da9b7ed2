import type { Channel } from '@portal/contract/realtime/realtime.schemas';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { getToken, subscribeToken } from '../api/token-storage';
import type { RealtimeHandler, RealtimeStatus } from './realtime-client';
import { RealtimeHub } from './realtime-hub';

const RealtimeContext = createContext<RealtimeHub | null>(null);

export const createRealtimeHub = (): RealtimeHub =>
  new RealtimeHub(async (callbacks) => {
    // Not through loadChunk: live updates are optional, so a failed load does not reload the page.
    const { createRealtimeClient } = await import('./create-realtime-client');
    return createRealtimeClient(callbacks);
  });

/** Keeps one live-updates connection open while a token is stored. */
export function RealtimeProvider({ children, hub }: { children: ReactNode; hub?: RealtimeHub }) {
  const [instance] = useState(() => hub ?? createRealtimeHub());
  useEffect(() => {
    const follow = (token: string | null) => {
      if (!token) return instance.stop();
      instance.start();
      instance.reauthenticate(token);
    };
    follow(getToken());
    const unsubscribe = subscribeToken((token) => follow(token));
    return () => {
      unsubscribe();
      instance.stop();
    };
  }, [instance]);
  return <RealtimeContext.Provider value={instance}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` for every message of `channel`; the latest handler is used without resubscribing. */
export const useRealtime = (channel: Channel, handler: RealtimeHandler): void => {
  const hub = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!hub) return;
    return hub.subscribe(channel, (envelope, meta) => handlerRef.current(envelope, meta));
  }, [hub, channel]);
};

const subscribeNothing = () => () => {};

export const useRealtimeStatus = (): RealtimeStatus => {
  const hub = useContext(RealtimeContext);
  return useSyncExternalStore(
    hub ? (onChange) => hub.onStatus(onChange) : subscribeNothing,
    () => hub?.status ?? 'idle',
    () => 'idle',
  );
};
