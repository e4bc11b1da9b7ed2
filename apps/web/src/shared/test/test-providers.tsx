import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import { ToastBridge } from '../toast/toast-bridge';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers of the app without the live-updates connection. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ConfigProvider locale={ruRU}>
      <AntApp>
        <ToastBridge />
        <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
