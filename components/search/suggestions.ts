// Suggestions for the header's search box: companies, officers and disqualified officers, a
// few of each, grouped by kind. Each kind is its own registry search (three calls a term):
// the mixed /search ranks by how many hits a kind has, so a name shared by a hundred
// companies hid the one disqualified director. Where the registry has an index (the embedded
// one), /api/search/suggest adds companies the search cannot: by a partial number ("0071924"
// while typing 00719244), and one per word completing the name typed ("holl": HOLLAND,
// HOLLIS, HOLLOWAY; the search ranks starts-with names alphabetically, so its five were all
// HOLLAND). React Query does the work: the term is the debounced box (state), answers
// are cached for a few minutes, a term already being asked for is not asked again, and the
// last answer stays on screen while the next one comes. Suggestions pause when the registry
// budget runs out (a 429, or the proxy's low-budget header), so typing never spends the last
// of the key's quota. This module loads with the suggestion list, not with every page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { budgetLowLately, fetchResource, ProxyError } from '@/lib/query/proxy-fetch';
import { getQueryClient } from '@/lib/query/query-client';
import { nameStartsWithTerm, paddedCompanyNumber, partialCompanyNumber } from '@/lib/search/typeahead';
import { toSearchHit, type SearchHit, type SearchItem } from './search-hit';

export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_DELAY_MS = 250;
/** How many of each kind a term suggests. */
const GROUP_LIMITS = { company: 5, officer: 4, 'disqualified-officer': 3 } as const;
const LOW_BUDGET_PAUSE_MS = 5 * 60_000;
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;
const REMEMBER_MS = 5 * 60_000;

export type SuggestionKind = keyof typeof GROUP_LIMITS;

export interface SuggestionGroup {
  kind: SuggestionKind;
  label: string;
  hits: SearchHit[];
}

const GROUP_LABELS: Record<SuggestionKind, string> = {
  company: 'Companies',
  officer: 'Officers',
  'disqualified-officer': 'Disqualified officers',
};

/** Search results grouped by kind (companies, officers, disqualified officers), a few of each, in the registry's order within a kind. */
export function groupSuggestions(items: readonly SearchItem[]): SuggestionGroup[] {
  const hits = items.map(toSearchHit);
  return (Object.keys(GROUP_LIMITS) as SuggestionKind[])
    .map((kind) => ({
      kind,
      label: GROUP_LABELS[kind],
      hits: hits.filter((hit) => hit.kind === kind).slice(0, GROUP_LIMITS[kind]),
    }))
    .filter((group) => group.hits.length > 0);
}

/** How long to stop suggesting after an answer, or 0 to carry on. */
export function pauseAfter(outcome: { error?: unknown; budgetLow?: boolean }): number {
  if (outcome.error instanceof ProxyError && outcome.error.status === 429) {
    return outcome.error.retryAfterSeconds ? outcome.error.retryAfterSeconds * 1000 : DEFAULT_RATE_LIMIT_PAUSE_MS;
  }
  return outcome.budgetLow ? LOW_BUDGET_PAUSE_MS : 0;
}

/** What /api/search/suggest answers: companies by a partial number or one per word completing a name. */
interface IndexSuggestions {
  offered: boolean;
  by?: 'number' | 'name';
  items: SearchItem[];
}

// Whether the registry has an index to suggest from (the embedded one); asked once per page load.
let indexOffered: boolean | undefined;

async function fetchIndexSuggestions(term: string, signal: AbortSignal): Promise<IndexSuggestions | undefined> {
  if (indexOffered === false) return undefined;
  try {
    const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(term)}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as IndexSuggestions;
    indexOffered = body.offered;
    return body.offered ? body : undefined;
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined; // the search alone still suggests
  }
}

const companyNumberOf = (item: SearchItem): string => {
  const number = (item as { company_number?: unknown }).company_number;
  return typeof number === 'string' ? number : item.links.self;
};

/**
 * The companies to suggest: the index's (a partial number's companies, or one company per word
 * completing the name typed) beside the search's, each company once. For a name the search's
 * first hit (an exact name, say) stays first; for a number the index's, which start with what
 * is typed, come first.
 */
export function mergeCompanySuggestions(
  index: IndexSuggestions | undefined,
  searched: readonly SearchItem[],
  limit: number = GROUP_LIMITS.company,
): SearchItem[] {
  const fromIndex = index?.items ?? [];
  const ordered =
    index?.by === 'number'
      ? [...fromIndex, ...searched]
      : [...searched.slice(0, 1), ...fromIndex, ...searched.slice(1)];
  const seen = new Set<string>();
  return ordered
    .filter((item) => {
      const key = companyNumberOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

async function fetchSuggestions(
  term: string,
  signal: AbortSignal,
): Promise<{ groups: SuggestionGroup[]; budgetLow: boolean }> {
  const search = (
    name: 'searchCompanies' | 'searchOfficers' | 'searchDisqualifiedOfficers',
    q: string,
    count: number,
  ): Promise<SearchItem[]> => fetchResource(name, {}, { q, items_per_page: count }, signal).then((data) => data.items);
  // A partial number names no person, and the search reads a number only whole: the number
  // padded to 8 characters is the one company it can give (where no index answers, a remote
  // registry, that is all there is), never a near miss passed off as the number typed. The
  // embedded search pads the number itself and finds names with it too ("1066 LTD").
  const partial = partialCompanyNumber(term);
  const padded = partial && paddedCompanyNumber(partial);
  const [index, companies, people] = await Promise.all([
    fetchIndexSuggestions(term, signal),
    search('searchCompanies', padded && indexOffered !== true ? padded : term, GROUP_LIMITS.company).then((items) =>
      padded
        ? items.filter((item) => companyNumberOf(item) === padded || nameStartsWithTerm(item.title ?? '', term))
        : items,
    ),
    partial
      ? Promise.resolve([])
      : Promise.all([
          search('searchOfficers', term, GROUP_LIMITS.officer),
          search('searchDisqualifiedOfficers', term, GROUP_LIMITS['disqualified-officer']),
        ]).then((found) => found.flat()),
  ]);
  return {
    groups: groupSuggestions([...mergeCompanySuggestions(index, companies), ...people]),
    budgetLow: budgetLowLately(),
  };
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

const NO_GROUPS: SuggestionGroup[] = [];

export function useSuggestions(input: string) {
  const typed = input.trim();
  // Starts empty: the list mounts (its chunk loads) while the first letters are typed, and
  // those must wait for the pause like any others.
  const term = useDebounced(typed, SUGGESTION_DELAY_MS, '');
  const [pausedUntil, setPausedUntil] = useState(0);
  const paused = pausedUntil > 0;
  const query = useQuery(
    {
      queryKey: ['header-suggestions', term],
      queryFn: ({ signal }) => fetchSuggestions(term, signal),
      enabled: term.length >= SUGGESTION_MIN_LENGTH && !paused,
      placeholderData: keepPreviousData,
      staleTime: REMEMBER_MS,
      gcTime: REMEMBER_MS,
      retry: false,
    },
    getQueryClient(),
  );

  // The answer decides whether to go on suggesting: a 429 or a low budget pauses.
  const pauseFor = pauseAfter({ error: query.error, budgetLow: query.data?.budgetLow });
  const answeredAt = query.errorUpdatedAt || query.dataUpdatedAt;
  useEffect(() => {
    if (pauseFor <= 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pause starts when an answer says so
    setPausedUntil((current) => Math.max(current, answeredAt + pauseFor));
  }, [pauseFor, answeredAt]);
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPausedUntil(0), Math.max(0, pausedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [paused, pausedUntil]);

  // Suggestions for an earlier term stay while this one is asked for, but not while paused
  // (they would pass for this term's), nor after this term failed.
  const forThisTerm = !query.isPlaceholderData && query.data !== undefined;
  const current =
    typed.length >= SUGGESTION_MIN_LENGTH && !query.isError && !(paused && (!forThisTerm || term !== typed));
  return {
    groups: (current ? query.data?.groups : undefined) ?? NO_GROUPS,
    /** Suggestions are off for now (the registry budget); searching still works. */
    paused,
    loading: current && query.isFetching,
    /** The term the shown suggestions are for. */
    term,
  };
}
