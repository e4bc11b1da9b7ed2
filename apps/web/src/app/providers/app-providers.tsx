import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { ToastHost } from '../../shared/toast/toast-host';
import { THEME } from './theme';

dayjs.locale('ru');

type AppProvidersProps = { children: ReactNode; queryClient: QueryClient };

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <ConfigProvider locale={ruRU} theme={THEME}>
      <ToastHost>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryClientProvider>
      </ToastHost>
    </ConfigProvider>
  );
}
