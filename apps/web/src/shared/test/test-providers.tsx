import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../toast/confirm-host';
import { ToastHost } from '../toast/toast-host';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers of the app without the live-updates connection, and the layouts' confirmation holder. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ConfigProvider locale={ruRU}>
      <ToastHost>
        <ConfirmHost>
          <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
            {children}
          </QueryClientProvider>
        </ConfirmHost>
      </ToastHost>
    </ConfigProvider>
  );
}
