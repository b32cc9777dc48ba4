// Company suggestions for the header's search box: debounced, through the app's proxy
// (React Query cancels a request its next keystroke supersedes), and paused when the
// registry budget runs out (a 429, or the proxy's low-budget header) so typing never
// spends the last of the key's quota.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ProxyError } from '@/lib/query/query-client';
import { parseResource, proxyUrl, registryKey } from '@/lib/query/registry-query';
import type { CompanySearchItem } from '@/lib/registry/schemas';

export const SUGGESTION_COUNT = 8;
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_DELAY_MS = 250;
/** The proxy's signal that little of the registry budget is left: optional calls should stop. */
export const BUDGET_LOW_HEADER = 'x-registry-budget';
const LOW_BUDGET_PAUSE_MS = 5 * 60_000;
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;

export interface Suggestions {
  items: CompanySearchItem[];
  budgetLow: boolean;
}

const suggestionQuery = (q: string) => ({ q, items_per_page: SUGGESTION_COUNT });

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  const response = await fetch(proxyUrl('searchCompanies', {}, suggestionQuery(q)), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProxyError(`The registry answered ${response.status}`, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  const data = await parseResource('searchCompanies', await response.json());
  return { items: data.items, budgetLow: response.headers.get(BUDGET_LOW_HEADER)?.toLowerCase() === 'low' };
}

/** How long to stop suggesting after an answer, or 0 to carry on. */
export function pauseAfter(outcome: { error?: unknown; budgetLow?: boolean }): number {
  if (outcome.error instanceof ProxyError && outcome.error.status === 429) {
    return outcome.error.retryAfterSeconds ? outcome.error.retryAfterSeconds * 1000 : DEFAULT_RATE_LIMIT_PAUSE_MS;
  }
  return outcome.budgetLow ? LOW_BUDGET_PAUSE_MS : 0;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useCompanySuggestions(input: string) {
  const term = useDebounced(input.trim(), SUGGESTION_DELAY_MS);
  const [pausedUntil, setPausedUntil] = useState(0);
  const paused = pausedUntil > 0;
  const enabled = term.length >= SUGGESTION_MIN_LENGTH && !paused;

  const query = useQuery({
    queryKey: [...registryKey('searchCompanies', {}, suggestionQuery(term)), 'suggestions'],
    queryFn: async ({ signal }) => {
      // The answer decides whether to go on suggesting: a 429 or a low budget pauses.
      const pause = (ms: number) => ms > 0 && setPausedUntil((current) => Math.max(current, Date.now() + ms));
      try {
        const suggestions = await fetchSuggestions(term, signal);
        pause(pauseAfter({ budgetLow: suggestions.budgetLow }));
        return suggestions;
      } catch (error) {
        pause(pauseAfter({ error }));
        throw error;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPausedUntil(0), Math.max(0, pausedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [paused, pausedUntil]);

  // While paused, suggestions for an earlier term are not shown as if they were for this one.
  const current = input.trim().length >= SUGGESTION_MIN_LENGTH && !query.isError && !(paused && (query.isPlaceholderData || term !== input.trim()));
  return {
    items: current ? (query.data?.items ?? []) : [],
    /** Suggestions are off for now (the registry budget); searching still works. */
    paused,
    loading: current && query.isFetching,
    /** The term the shown suggestions are for. */
    term,
  };
}
