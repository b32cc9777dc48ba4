// Filters of our own on advanced search results: things the registry does not index (who has
// verified their identity, which signals a company shows) asked of each company the registry's
// own filters found, through the gateway within one budget. The registry's hits are read in
// order and checked until a page is full or the scan's bound is reached; what was not checked is
// said, never counted as "none".
import 'server-only';
import { getRegistry, getResourceOrThrow, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { isRegistryError } from '@/lib/registry/errors';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';
import type { SignalCode } from '@/lib/signals/rules';
import { readCompanySignals, type CompanySignals } from '@/lib/signals/service';
import { identityMatches, type IdentityFilter } from '@/lib/verification/filter';
import { readCompanyIdentity, type CompanyIdentity } from '@/lib/verification/service';

export interface OwnFilter {
  identity?: IdentityFilter;
  /** Companies with any of these signals. */
  signals?: readonly SignalCode[];
}

/** What was read of one company: its identity summary and its signals, as asked. */
export interface CompanyCheck {
  company_number: string;
  identity?: CompanyIdentity;
  signals?: CompanySignals;
}
/** A company's check, or why it was not read. */
export type OwnCheck = CompanyCheck | { not_read: 'budget' | 'gone' };
export const isChecked = (check: OwnCheck | undefined): check is CompanyCheck => !!check && 'company_number' in check;

export interface CheckWants {
  identity: boolean;
  signals: boolean;
}

async function checkCompany(session: RegistrySession, number: string, wants: CheckWants): Promise<OwnCheck> {
  const check: CompanyCheck = { company_number: number };
  if (wants.identity) {
    const identity = await readCompanyIdentity(session, number);
    if (!identity) return { not_read: 'gone' };
    if (identity.not_read.length > 0) return { not_read: 'budget' };
    check.identity = identity;
  }
  if (wants.signals) {
    const signals = await readCompanySignals(session, number);
    if (!signals) return { not_read: 'gone' };
    check.signals = signals;
  }
  return check;
}

/** Checks of these companies, `concurrency` at a time, inside the session's budget. */
export async function ownChecks(
  numbers: readonly string[],
  session: RegistrySession,
  wants: CheckWants,
  concurrency = getRegistry().metered ? 4 : 2,
): Promise<Map<string, OwnCheck>> {
  const checks = new Map<string, OwnCheck>();
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const number = numbers[next++]!;
      if (session.budget.exhausted) {
        checks.set(number, { not_read: 'budget' });
        continue;
      }
      try {
        checks.set(number, await checkCompany(session, number, wants));
      } catch (error) {
        if (error instanceof OutOfBudget) checks.set(number, { not_read: 'budget' });
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, numbers.length) }, worker));
  return checks;
}

/** Whether a checked company answers the filter; undefined when what decides was not checked. */
export function ownMatches(check: CompanyCheck, filter: OwnFilter): boolean | undefined {
  if (filter.identity && (!check.identity || !identityMatches(check.identity, filter.identity))) return false;
  if (filter.signals?.length) {
    const signals = check.signals;
    if (!signals) return undefined;
    if (signals.signals.some((s) => filter.signals!.includes(s.code))) return true;
    // None found among the codes asked: a "no" only if every one of them was checked.
    const unchecked = signals.not_checked.some((n) => filter.signals!.includes(n.code));
    return unchecked ? undefined : false;
  }
  return true;
}

export const wantsOf = (filter: OwnFilter): CheckWants => ({
  identity: !!filter.identity,
  signals: !!filter.signals?.length,
});

/** Companies read from the registry per request when scanning its results. */
const SCAN_PAGE = 100;
/** At most this many of the registry's results are checked for one page of ours (an unmetered registry). */
export const OWN_SCAN_MAX = 2_000;
/** Registry calls one filtered page may make on a metered registry. */
export const OWN_SCAN_MAX_CALLS = 60;

export interface FilteredPage {
  items: (AdvancedSearchItem & { check: CompanyCheck })[];
  /** The registry's hits for its own filters. */
  registryHits: number;
  /** Results of the registry checked, from the first. */
  checked: number;
  /** Matches among those checked (all of them, not only this page's). */
  matched: number;
  /** Every registry result was checked and decided: `matched` is the exact count. */
  complete: boolean;
  /** Why the scan stopped before the end, when it did. */
  stopped?: 'limit' | 'budget';
}

/**
 * Page `page` (1-based) of the registry's results that answer `filter`: results are checked in
 * the registry's order until the page is full and one more match shows whether another page
 * exists, or the bound is reached.
 */
export async function ownFilteredPage(
  query: URLSearchParams,
  filter: OwnFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FilteredPage> {
  const session = getRegistry().session({ maxCalls: OWN_SCAN_MAX_CALLS, signal });
  const wants = wantsOf(filter);
  const want = page * pageSize;
  const matches: FilteredPage['items'] = [];
  let registryHits = 0;
  let checked = 0;
  let undecided = 0;
  let stopped: FilteredPage['stopped'];
  for (let start = 0; ; start += SCAN_PAGE) {
    if (checked >= OWN_SCAN_MAX) {
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
    const checks = await ownChecks(
      items.map((item) => item.company_number),
      session,
      wants,
    );
    let budgetOut = false;
    for (const item of items) {
      const check = checks.get(item.company_number);
      if (!isChecked(check)) {
        if (check?.not_read === 'budget') {
          budgetOut = true;
          break;
        }
        checked++;
        continue;
      }
      checked++;
      const answer = ownMatches(check, filter);
      if (answer === undefined) undecided++;
      if (answer) matches.push({ ...item, check });
    }
    if (budgetOut) {
      stopped = 'budget';
      break;
    }
    if (matches.length > want || start + items.length >= registryHits) break;
  }
  const complete = stopped === undefined && checked >= registryHits && undecided === 0;
  return {
    items: matches.slice((page - 1) * pageSize, want),
    registryHits,
    checked,
    matched: matches.length,
    complete,
    ...(stopped ? { stopped } : {}),
  };
}
