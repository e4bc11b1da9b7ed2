import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../toast/confirm-host';
import { ToastHost } from '../toast/toast-host';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * The providers of the app without the live-updates connection, and the layouts' confirmation holder. antd's styles
 * are built but not put in the document (`mock="server"`): jsdom matches every rule of every style sheet against the
 * element on each getComputedStyle, which Testing Library's role queries call up the whole tree, so with antd's
 * thousands of rules in the page most of a screen test went to selector matching (one auction screen test: 31 s →
 * 2.7 s). jsdom lays nothing out, so those styles could only tell a test whether something is displayed, and antd
 * hides what it closes with inline styles or by removing it.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider locale={ruRU}>
        <ToastHost>
          <ConfirmHost>
            <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
              {children}
            </QueryClientProvider>
          </ConfirmHost>
        </ToastHost>
      </ConfigProvider>
    </StyleProvider>
  );
}
