// One QueryClient factory, as TanStack Query's Next.js guidance has it: a new client per
// request on the server, one shared client in the browser. There is no provider at the root:
// the hooks that need it (lib/query/use-registry-page.ts) pass this client themselves, so
// pages without a paged table do not load React Query at all.
import { QueryClient, isServer } from '@tanstack/react-query';
import { ProxyError } from './proxy-fetch';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Registry data changes rarely; the server has already rendered fresh data.
        staleTime: 5 * 60_000,
        gcTime: 15 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ProxyError && error.status < 500),
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
