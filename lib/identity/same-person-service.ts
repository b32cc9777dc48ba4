// Same-person candidates for the app: findSamePerson reading through the gateway (cache, budget
// and per-client costs as every other read), inside one session's call budget on a metered
// registry, and the answer kept a few minutes (dropped when a company it read changes) so the
// officer's page and the JSON route share one search.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, readOf } from '@/lib/gateway';
import { appLog, describeError } from '@/lib/gateway/log';
import { boundedCache, officerTag } from '@/lib/server/bounded-cache';
import { findSamePerson, type SamePersonReader, type SamePersonResult, type SamePersonView } from './same-person';

export const gatewaySamePersonReader: SamePersonReader = {
  appointments: async (officer_id) =>
    readOf(await findResource('officerAppointments', { officer_id }, { items_per_page: 50 })),
  searchOfficers: async (q) => readOf(await findResource('searchOfficers', {}, { q, items_per_page: 100 })),
  companyOfficers: async (company_number) =>
    readOf(await findResource('officerList', { company_number }, { items_per_page: 100 })),
};

const answers = () =>
  boundedCache<Promise<SamePersonResult | undefined>>('same-person', { maxEntries: 500, ttlMs: 5 * 60_000 });

/** The officers an answer compared, as cache tags: a change to any of their appointments makes it out of date. */
const tagsOf = (result: SamePersonResult) => [
  officerTag(result.officer_id),
  ...result.candidates.map((candidate) => officerTag(candidate.officer_id)),
];

/** Officer ids that may be the same person as this one; undefined when the register has no such officer. */
export function samePersonOf(officerId: string): Promise<SamePersonResult | undefined> {
  const cache = answers();
  const kept = cache.get(officerId);
  if (kept) return kept;
  const result = findSamePerson(gatewaySamePersonReader, officerId, {
    budget: getRegistry().session({ maxCalls: env().NETWORK_SAME_PERSON_MAX_REQUESTS }).budget,
  });
  cache.set(officerId, result, [officerTag(officerId)]);
  result.then(
    (found) => found && cache.tag(officerId, tagsOf(found)),
    // A failure is not kept: the next reader asks again.
    () => cache.delete(officerId),
  );
  return result;
}

/**
 * The officer page's section: on an unmetered registry always; on a metered one only when the
 * reader asked (`asked`), since the search and its evidence cost up to NETWORK_SAME_PERSON_MAX_REQUESTS calls.
 */
export async function samePersonView(officerId: string, asked: boolean, askHref: string): Promise<SamePersonView> {
  if (getRegistry().metered && !asked)
    return { state: 'ask', href: askHref, maxRequests: env().NETWORK_SAME_PERSON_MAX_REQUESTS };
  try {
    const result = await samePersonOf(officerId);
    return result ? { state: 'shown', result } : { state: 'failed' };
  } catch (error) {
    appLog('warn', `same-person search for officer ${officerId} failed: ${describeError(error)}`);
    return { state: 'failed' };
  }
}
