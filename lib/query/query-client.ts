// One QueryClient factory, as TanStack Query's Next.js guidance has it: a new client per
// request on the server, one shared client in the browser.
import { QueryClient, isServer } from '@tanstack/react-query';

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

/** An error answered by /api/registry, with the registry's message and, for 429, the wait. */
export class ProxyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProxyError';
  }
}
