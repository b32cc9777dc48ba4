// Same-person candidates for the app: findSamePerson reading through the gateway (cache, budget
// and per-client costs as every other read), with its own request budget on a remote registry,
// and the answer kept a few minutes so the officer's page and the JSON route share one search.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, type GatewayResult } from '@/lib/gateway';
import type { EndpointName } from '@/lib/registry/catalogue';
import { appLog, describeError } from '@/lib/gateway/log';
import { findSamePerson, type SamePersonReader, type SamePersonResult, type SamePersonView } from './same-person';

const asked = (result: GatewayResult<EndpointName>) => result.cache === 'miss' || result.cache === 'revalidated';
const read = <N extends EndpointName>(result: GatewayResult<N> | undefined) =>
  result && { data: result.data, called: asked(result) };

export const gatewaySamePersonReader: SamePersonReader = {
  appointments: async (officer_id) =>
    read(await findResource('officerAppointments', { officer_id }, { items_per_page: 50 })),
  searchOfficers: async (q) => read(await findResource('searchOfficers', {}, { q, items_per_page: 100 })),
  companyOfficers: async (company_number) =>
    read(await findResource('officerList', { company_number }, { items_per_page: 100 })),
};

const KEEP_MS = 5 * 60_000;
const KEPT = 500;
const CACHE = Symbol.for('registry-browser.same-person-cache');
type Holder = { [CACHE]?: Map<string, { at: number; result: Promise<SamePersonResult | undefined> }> };

/** Officer ids that may be the same person as this one; undefined when the register has no such officer. */
export function samePersonOf(officerId: string): Promise<SamePersonResult | undefined> {
  const cache = ((globalThis as Holder)[CACHE] ??= new Map());
  const now = Date.now();
  const kept = cache.get(officerId);
  if (kept && kept.at > now - KEEP_MS) return kept.result;
  const remote = getRegistry().mode !== 'embedded';
  const result = findSamePerson(gatewaySamePersonReader, officerId, {
    maxRequests: remote ? env().NETWORK_SAME_PERSON_MAX_REQUESTS : undefined,
  });
  cache.delete(officerId);
  cache.set(officerId, { at: now, result });
  // A failure is not kept: the next reader asks again.
  result.catch(() => cache.delete(officerId));
  while (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return result;
}

/**
 * The officer page's section: on the embedded registry always; on a remote one only when the
 * reader asked (`asked`), since the search and its evidence cost up to NETWORK_SAME_PERSON_MAX_REQUESTS calls.
 */
export async function samePersonView(officerId: string, asked: boolean, askHref: string): Promise<SamePersonView> {
  if (getRegistry().mode !== 'embedded' && !asked)
    return { state: 'ask', href: askHref, maxRequests: env().NETWORK_SAME_PERSON_MAX_REQUESTS };
  try {
    const result = await samePersonOf(officerId);
    return result ? { state: 'shown', result } : { state: 'failed' };
  } catch (error) {
    appLog('warn', `same-person search for officer ${officerId} failed: ${describeError(error)}`);
    return { state: 'failed' };
  }
}
