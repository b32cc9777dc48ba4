// Ownership walks for the app: the walker reading through the gateway (cache, budget and
// per-client costs as every other read), inside one session's call budget on a metered registry.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, readOf } from '@/lib/gateway';
import { ownershipAsPeople, type OwnershipPeople, type PersonLookup } from './people';
import { walkOwnership, type OwnershipGraph, type OwnershipReader } from './walk';

export const gatewayOwnershipReader: OwnershipReader = {
  companyProfile: async (company_number) => readOf(await findResource('companyProfile', { company_number })),
  pscList: async (company_number) => readOf(await findResource('pscList', { company_number }, { items_per_page: 100 })),
  pscStatements: async (company_number) =>
    readOf(await findResource('pscStatementList', { company_number }, { items_per_page: 100 })),
};

/** Calls the one-line summary on a company's overview may make on a metered registry (the full tab has OWNERSHIP_BUILD_MAX_REQUESTS). */
export const OVERVIEW_MAX_CALLS = 8;

export interface OwnershipRequest {
  includeCeased?: boolean;
  /** `overview`: the overview's one-line summary, on a smaller budget than the tab's walk. */
  purpose?: 'walk' | 'overview';
  /** Node ids to expand past the limits. */
  expand?: readonly string[];
  /** The request's signal: once its client has gone the walk makes no more registry calls and stops. */
  signal?: AbortSignal;
}

/** The reader, refusing (with the abort reason) every read once `signal` is aborted. */
function abortable(reader: OwnershipReader, signal: AbortSignal | undefined): OwnershipReader {
  if (!signal) return reader;
  const guard =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A) => {
      signal.throwIfAborted();
      return read(...args);
    };
  return {
    companyProfile: guard(reader.companyProfile),
    pscList: guard(reader.pscList),
    pscStatements: guard(reader.pscStatements),
  };
}

/** The company's ownership graph; undefined when the register has no such company. */
export function ownershipOf(
  companyNumber: string,
  { includeCeased = false, expand = [], purpose = 'walk', signal }: OwnershipRequest = {},
): Promise<OwnershipGraph | undefined> {
  const maxCalls = purpose === 'overview' ? OVERVIEW_MAX_CALLS : env().OWNERSHIP_BUILD_MAX_REQUESTS;
  return walkOwnership(abortable(gatewayOwnershipReader, signal), companyNumber, {
    includeCeased,
    expand: new Set(expand),
    budget: getRegistry().session({ maxCalls, signal }).budget,
    signal,
  });
}

/** The person index's lookup, where the registry has one (the embedded registry, an imported file); it asks the app's own store, not the registry. */
export async function ownershipPersonLookup(): Promise<PersonLookup | undefined> {
  const index = (await getRegistry().capabilities()).personIndex;
  return index ? (link) => index.lookup(link) : undefined;
}

/** The graph in people mode (lib/ownership/people.ts): one node per person where the registry has a person index. */
export async function ownershipPeopleOf(
  graph: OwnershipGraph,
  signal?: AbortSignal,
): Promise<{ graph: OwnershipGraph; people: OwnershipPeople }> {
  return ownershipAsPeople(graph, await ownershipPersonLookup(), signal);
}
