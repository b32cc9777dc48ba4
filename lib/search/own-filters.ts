// Filters of our own on advanced search results: things the registry does not index (who has
// verified their identity) asked of each company the registry's own filters found, through the
// gateway within one budget. The registry's hits are read in order and checked until a page is
// full or the scan's bound is reached; what was not checked is said, never counted as "none".
import 'server-only';
import { getRegistry, getResourceOrThrow, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { isRegistryError } from '@/lib/registry/errors';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';
import { identityMatches, type IdentityFilter } from '@/lib/verification/filter';
import { readCompanyIdentity, type CompanyIdentity } from '@/lib/verification/service';

/** A company's summary, or why it was not read. */
export type IdentityCheck = CompanyIdentity | { not_read: 'budget' | 'gone' };
export const isChecked = (check: IdentityCheck | undefined): check is CompanyIdentity =>
  !!check && 'company_number' in check;

/** Summaries of these companies, `concurrency` at a time, inside the session's budget. */
export async function identityChecks(
  numbers: readonly string[],
  session: RegistrySession,
  concurrency = getRegistry().metered ? 4 : 2,
): Promise<Map<string, IdentityCheck>> {
  const checks = new Map<string, IdentityCheck>();
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const number = numbers[next++]!;
      if (session.budget.exhausted) {
        checks.set(number, { not_read: 'budget' });
        continue;
      }
      try {
        const identity = await readCompanyIdentity(session, number);
        checks.set(
          number,
          identity && identity.not_read.length === 0 ? identity : { not_read: identity ? 'budget' : 'gone' },
        );
      } catch (error) {
        if (error instanceof OutOfBudget) checks.set(number, { not_read: 'budget' });
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, numbers.length) }, worker));
  return checks;
}

/** Companies read from the registry per request when scanning its results. */
const SCAN_PAGE = 100;
/** At most this many of the registry's results are checked for one page of ours (an unmetered registry). */
export const IDENTITY_SCAN_MAX = 2_000;
/** Registry calls one filtered page may make on a metered registry. */
export const IDENTITY_SCAN_MAX_CALLS = 60;

export interface FilteredPage {
  items: (AdvancedSearchItem & { identity: CompanyIdentity })[];
  /** The registry's hits for its own filters. */
  registryHits: number;
  /** Results of the registry checked, from the first. */
  checked: number;
  /** Matches among those checked (all of them, not only this page's). */
  matched: number;
  /** Every registry result was checked: `matched` is the exact count. */
  complete: boolean;
  /** Why the scan stopped before the end, when it did. */
  stopped?: 'limit' | 'budget';
}

/**
 * Page `page` (1-based) of the registry's results that answer `filter`: results are checked in
 * the registry's order until the page is full and one more match shows whether another page
 * exists, or the bound is reached.
 */
export async function identityFilteredPage(
  query: URLSearchParams,
  filter: IdentityFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FilteredPage> {
  const session = getRegistry().session({ maxCalls: IDENTITY_SCAN_MAX_CALLS, signal });
  const want = page * pageSize;
  const matches: FilteredPage['items'] = [];
  let registryHits = 0;
  let checked = 0;
  let stopped: FilteredPage['stopped'];
  for (let start = 0; ; start += SCAN_PAGE) {
    if (checked >= IDENTITY_SCAN_MAX) {
      stopped = 'limit';
      break;
    }
    const pageQuery = new URLSearchParams(query);
    pageQuery.set('size', String(SCAN_PAGE));
    pageQuery.set('start_index', String(start));
    let items: AdvancedSearchItem[];
    try {
      const result = await getResourceOrThrow('advancedSearchCompanies', {}, pageQuery);
      session.budget.record(result.cache === 'miss' || result.cache === 'revalidated');
      registryHits = result.data.hits;
      items = result.data.items;
    } catch (error) {
      if (isRegistryError(error) && error.kind === 'not-found') break;
      throw error;
    }
    if (items.length === 0) break;
    const checks = await identityChecks(
      items.map((item) => item.company_number),
      session,
    );
    let budgetOut = false;
    for (const item of items) {
      const check = checks.get(item.company_number);
      if (!isChecked(check)) {
        if (check?.not_read === 'budget') budgetOut = true;
        if (budgetOut) break;
        checked++;
        continue;
      }
      checked++;
      if (identityMatches(check, filter)) matches.push({ ...item, identity: check });
    }
    if (budgetOut) {
      stopped = 'budget';
      break;
    }
    if (matches.length > want || start + items.length >= registryHits) break;
  }
  const complete = stopped === undefined && checked >= registryHits;
  return {
    items: matches.slice((page - 1) * pageSize, want),
    registryHits,
    checked,
    matched: matches.length,
    complete,
    ...(stopped ? { stopped } : {}),
  };
}
