// The connections tables for pages and exports: a depth-2 network of every appointment (current
// and resigned), read past the drawing's caps (lib/network/ranked-tables.ts `tableNetwork`),
// ranked, with what the build still left out and why, in words: a table that could not read a
// list says so rather than "none".
import 'server-only';
import { env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { ukToday } from '@/lib/labels/dates';
import { sectionNotRead } from '@/lib/pages/section-gap';
import { tableGapInWords, type TableGap } from '@/lib/pages/not-read';
import type { SerializedNetwork, Truncation } from './graph';
import { gatewayNetworkReader } from './service';
import type { NetworkSeed } from './build';
import {
  coOfficers,
  companiesSharingOfficers,
  TABLE_LIMITS,
  tableNetwork,
  type CoOfficer,
  type CompanySharingOfficers,
} from './ranked-tables';

export interface ConnectionsTable<Row> {
  /** The company's or officer's name. */
  name: string;
  rows: Row[];
  /** What the build left unexpanded, with each node's label: the table did not read these. */
  truncated: (Truncation & { label: string })[];
  /** What the drawing leaves unexpanded (over its caps) that the table read all the same. */
  readPastCaps: (Truncation & { label: string })[];
  /**
   * Why the rows may not be the whole answer, one sentence each (a list not read, a section the
   * registry does not carry); empty when the table read everything it needed.
   */
  notRead: string[];
  requests: number;
}

async function tableOf<Row>(
  seed: NetworkSeed,
  rank: (network: SerializedNetwork) => Row[],
): Promise<ConnectionsTable<Row> | undefined> {
  const registry = getRegistry();
  const maxCalls = env().NETWORK_BUILD_MAX_REQUESTS;
  const built = await tableNetwork(await gatewayNetworkReader(), seed, {
    budget: registry.session({ maxCalls }).budget,
    // A metered registry answers in ~150 ms: a few lists in flight fill the screen sooner.
    concurrency: registry.metered ? 4 : 1,
    verification: {
      today: ukToday(),
      budget: registry.session({ maxCalls: env().NETWORK_VERIFICATION_MAX_REQUESTS }).budget,
    },
  });
  if (!built) return undefined;
  const { network, readPastCaps } = built;
  const labels = new Map(network.nodes.map((node) => [node.key, node.attributes.label]));
  const labelled = (cut: Truncation) => ({ ...cut, label: labels.get(cut.node) ?? cut.node });
  const truncated = network.attributes.truncated.map(labelled);
  const limits = { ...TABLE_LIMITS, ...(registry.metered ? { maxCalls } : {}) };
  // A company's officers that the registry does not read at all (an imported bulk file alone).
  const gap = seed.kind === 'company' ? await sectionNotRead('officerList') : undefined;
  return {
    name: labels.get(network.attributes.seed)!,
    rows: rank(network),
    truncated,
    readPastCaps: readPastCaps.map(labelled),
    notRead: [...(gap ? [gap] : []), ...truncated.map((cut) => tableGapInWords(cut as TableGap, limits))],
    requests: network.attributes.requests,
  };
}

/** Undefined when the register has no such company. */
export function companiesSharingOfficersWith(
  companyNumber: string,
): Promise<ConnectionsTable<CompanySharingOfficers> | undefined> {
  return tableOf({ kind: 'company', companyNumber }, companiesSharingOfficers);
}

/** Undefined when the register has no such officer. */
export function coOfficersOf(officerId: string): Promise<ConnectionsTable<CoOfficer> | undefined> {
  return tableOf({ kind: 'officer', officerId }, coOfficers);
}
