import { QueryClient } from '@tanstack/react-query';

// The API client already shows a toast for every failed call, so retries would only repeat the toasts.
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
