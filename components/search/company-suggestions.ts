// Company suggestions for the header's search box: debounced, through the app's proxy (one
// request per term; an answer the next keystroke superseded is not shown; answers are
// remembered for a few minutes), and paused when the registry budget runs out (a 429, or
// the proxy's low-budget header) so typing never spends the last of the key's quota. Plain fetch, not React Query:
// this is on every page, and most pages need no query cache.
import { useEffect, useState } from 'react';
import { BUDGET_LOW_HEADER, ProxyError, proxyUrl } from '@/lib/query/proxy-fetch';
import type { CompanySearchItem } from '@/lib/registry/schemas';

export const SUGGESTION_COUNT = 8;
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_DELAY_MS = 250;
const LOW_BUDGET_PAUSE_MS = 5 * 60_000;
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;

export interface Suggestions {
  items: CompanySearchItem[];
  budgetLow: boolean;
}

const suggestionQuery = (q: string) => ({ q, items_per_page: SUGGESTION_COUNT });

async function fetchSuggestions(q: string): Promise<Suggestions> {
  const response = await fetch(proxyUrl('searchCompanies', {}, suggestionQuery(q)), { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProxyError(`The registry answered ${response.status}`, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  const { schemaOf } = await import('@/lib/registry/schemas/by-endpoint');
  const data = schemaOf('searchCompanies').parse(await response.json());
  return { items: data.items, budgetLow: response.headers.get(BUDGET_LOW_HEADER)?.toLowerCase() === 'low' };
}

/** How long to stop suggesting after an answer, or 0 to carry on. */
export function pauseAfter(outcome: { error?: unknown; budgetLow?: boolean }): number {
  if (outcome.error instanceof ProxyError && outcome.error.status === 429) {
    return outcome.error.retryAfterSeconds ? outcome.error.retryAfterSeconds * 1000 : DEFAULT_RATE_LIMIT_PAUSE_MS;
  }
  return outcome.budgetLow ? LOW_BUDGET_PAUSE_MS : 0;
}

/** `value` once it has stopped changing for `delayMs`; `initial` until then. */
function useDebounced<T>(value: T, delayMs: number, initial: T): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The same empty list every time, so a caller's effect on `items` runs only on a change. */
const NO_ITEMS: CompanySearchItem[] = [];

/** Answers already had, by term: going back over a term costs nothing for a few minutes. */
const REMEMBER_MS = 5 * 60_000;
const REMEMBER_COUNT = 50;
const remembered = new Map<string, { items: CompanySearchItem[]; at: number }>();

function recall(term: string): CompanySearchItem[] | undefined {
  const answer = remembered.get(term);
  if (answer && Date.now() - answer.at < REMEMBER_MS) return answer.items;
  remembered.delete(term);
  return undefined;
}

function remember(term: string, items: CompanySearchItem[]) {
  remembered.delete(term);
  remembered.set(term, { items, at: Date.now() });
  if (remembered.size > REMEMBER_COUNT) remembered.delete(remembered.keys().next().value!);
}

/** One request per term at a time, however many renders ask (React runs effects twice in development). */
const inFlight = new Map<string, Promise<Suggestions>>();

function ask(term: string): Promise<Suggestions> {
  let request = inFlight.get(term);
  if (!request) {
    request = fetchSuggestions(term).then((suggestions) => {
      remember(term, suggestions.items);
      return suggestions;
    });
    request.finally(() => inFlight.delete(term)).catch(() => undefined);
    inFlight.set(term, request);
  }
  return request;
}

export function useCompanySuggestions(input: string) {
  const typed = input.trim();
  // Starts empty: the list mounts (its chunk loads) while the first letters are typed, and
  // those must wait for the pause like any others.
  const term = useDebounced(typed, SUGGESTION_DELAY_MS, '');
  const [pausedUntil, setPausedUntil] = useState(0);
  /** The last answer (kept on screen while the next term is asked for), or the term that failed. */
  const [last, setLast] = useState<{ term: string; items?: CompanySearchItem[]; failed?: boolean }>();
  const paused = pausedUntil > 0;
  const enabled = term.length >= SUGGESTION_MIN_LENGTH && !paused;
  const known = enabled ? recall(term) : undefined;

  useEffect(() => {
    if (!enabled || recall(term)) return;
    let superseded = false;
    // The answer decides whether to go on suggesting: a 429 or a low budget pauses.
    const pause = (ms: number) => ms > 0 && setPausedUntil((current) => Math.max(current, Date.now() + ms));
    ask(term).then(
      (suggestions) => {
        pause(pauseAfter({ budgetLow: suggestions.budgetLow }));
        if (!superseded) setLast({ term, items: suggestions.items });
      },
      (error: unknown) => {
        pause(pauseAfter({ error }));
        if (!superseded) setLast({ term, failed: true });
      },
    );
    return () => {
      superseded = true;
    };
  }, [term, enabled]);

  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPausedUntil(0), Math.max(0, pausedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [paused, pausedUntil]);

  const failed = !known && last?.term === term && last.failed === true;
  const answered = known !== undefined || last?.term === term;
  /** Suggestions shown for an earlier term while this one is asked for. */
  const previous = known === undefined && last?.term !== term;
  // While paused, suggestions for an earlier term are not shown as if they were for this one.
  const current = typed.length >= SUGGESTION_MIN_LENGTH && !failed && !(paused && (previous || term !== typed));
  return {
    items: (current ? (known ?? last?.items) : undefined) ?? NO_ITEMS,
    /** Suggestions are off for now (the registry budget); searching still works. */
    paused,
    loading: current && enabled && !answered,
    /** The term the shown suggestions are for. */
    term,
  };
}
