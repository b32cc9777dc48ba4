// Connections for the app: the builder and the path finder reading through the gateway (cache,
// budget and per-client costs as every other read), inside one session's call budget on a
// metered registry, with the registry's address index when it has one.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, readOf } from '@/lib/gateway';
import { ukToday } from '@/lib/labels/dates';
import { catalogue } from '@/lib/registry/catalogue';
import { buildNetwork, type BuildOptions, type NetworkSeed } from './build';
import type { NetworkGraph } from './graph';
import { findPath, type PathResult } from './path';
import { withPeople } from './people-graph';
import type { NetworkReader } from './reader';
import { markVerification, type VerificationSummary } from './verification';

/**
 * The gateway as the builder reads it, with the registry's address index when it has one. On a
 * metered registry the build's own budget bounds it, and the gateway's per-client share and
 * reserve keep it from starving other clients: a refusal there ends the build with `budget`
 * markers. (The gateway's "budget low" signal is not used: it follows the registry's own
 * remaining count, which a registry with a smaller quota than REGISTRY_RATE_LIMIT reports as
 * low from the first call.)
 */
export async function gatewayNetworkReader(): Promise<NetworkReader> {
  const { addressIndex } = await getRegistry().capabilities();
  return {
    officerPageSize: catalogue.officerList.query.items_per_page.max,
    appointmentPageSize: catalogue.officerAppointments.query.items_per_page.max,
    companyProfile: async (company_number) => readOf(await findResource('companyProfile', { company_number })),
    officerList: async (company_number, page) =>
      readOf(
        await findResource(
          'officerList',
          { company_number },
          {
            items_per_page: catalogue.officerList.query.items_per_page.max,
            start_index: page.startIndex,
            ...(page.active ? { filter: 'active' as const } : {}),
          },
        ),
      ),
    appointmentList: async (officer_id, page) =>
      readOf(
        await findResource(
          'officerAppointments',
          { officer_id },
          {
            items_per_page: catalogue.officerAppointments.query.items_per_page.max,
            start_index: page.startIndex,
            ...(page.active ? { filter: 'active' as const } : {}),
          },
        ),
      ),
    ...(addressIndex ? { addresses: addressIndex } : {}),
  };
}

/**
 * One build's or path search's call budget: NETWORK_BUILD_MAX_REQUESTS on a metered registry,
 * none on another; with the request's signal, no call starts once its client has gone.
 */
const networkBudget = (signal?: AbortSignal) =>
  getRegistry().session({ maxCalls: env().NETWORK_BUILD_MAX_REQUESTS, signal }).budget;

/** A build's or path search's time limit on a metered registry (NETWORK_BUILD_MAX_REQUESTS calls of ~150 ms, 4 at a time, take ~6 s). */
export const METERED_BUILD_MS = 15_000;

/** The seed's network; undefined when the register has no such company or officer. */
export async function networkOf(
  seed: NetworkSeed,
  options: Omit<BuildOptions, 'budget'>,
): Promise<NetworkGraph | undefined> {
  const metered = getRegistry().metered;
  return buildNetwork(await gatewayNetworkReader(), seed, {
    // A metered registry answers in ~150 ms: a few lists in flight fill the screen sooner.
    concurrency: metered ? 4 : 1,
    // There a build mostly waits on the network, and its budget bounds it: more time before `time`.
    ...(metered ? { limits: { ms: METERED_BUILD_MS } } : {}),
    ...options,
    budget: networkBudget(options.signal),
  });
}

/** The shortest chain of appointments between two node keys; `missing` names one not on the register. */
export async function pathBetween(
  from: string,
  to: string,
  maxDepth: number,
  signal?: AbortSignal,
): Promise<PathResult | { missing: string }> {
  const result = await findPath(await gatewayNetworkReader(), from, to, {
    maxDepth,
    budget: networkBudget(signal),
    signal,
    ...(getRegistry().metered ? { limits: { ms: METERED_BUILD_MS } } : {}),
  });
  return 'missing' in result ? result : { ...result, nodes: await withPeople(result.nodes, signal) };
}

/**
 * The graph's people judged for identity verification today: the companies' profiles read
 * through the gateway (cached), at most NETWORK_VERIFICATION_MAX_REQUESTS calls on a metered registry.
 */
export async function markGraphVerification(graph: NetworkGraph, signal?: AbortSignal): Promise<VerificationSummary> {
  const { budget } = getRegistry().session({ maxCalls: env().NETWORK_VERIFICATION_MAX_REQUESTS, signal });
  return markVerification(graph, await gatewayNetworkReader(), {
    today: ukToday(),
    budget,
    concurrency: getRegistry().metered ? 4 : 1,
    signal,
  });
}
