import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';
import { setupOfflineSync } from '../lib/offline/sync';
import { QUERY_KEYS } from '../lib/query-keys';
import { useThemeSync } from '../lib/theme-store';

function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
    // Planned meals, list items and favourites are what the dashboard counts: any change
    // anywhere makes its figures stale, so they are never out of date when it shows.
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEYS.stats }),
    }),
  });
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useThemeSync();
  useEffect(() => setupOfflineSync(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
