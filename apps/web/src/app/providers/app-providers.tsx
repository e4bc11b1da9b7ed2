import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { ToastBridge } from '../../shared/toast/toast-bridge';
import { THEME } from './theme';

dayjs.locale('ru');

type AppProvidersProps = { children: ReactNode; queryClient: QueryClient };

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <ConfigProvider locale={ruRU} theme={THEME}>
      <AntApp>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
