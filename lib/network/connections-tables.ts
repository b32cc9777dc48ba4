// The connections tables for pages and exports: a depth-2 network of every appointment (current
// and resigned), ranked (lib/network/ranked-tables.ts), with what the build left out.
import 'server-only';
import type { Truncation } from './graph';
import { networkOf } from './service';
import { coOfficers, companiesSharingOfficers, type CoOfficer, type CompanySharingOfficers } from './ranked-tables';

export interface ConnectionsTable<Row> {
  /** The company's or officer's name. */
  name: string;
  rows: Row[];
  /** What the build left unexpanded, with each node's label. */
  truncated: (Truncation & { label: string })[];
  requests: number;
}

/** Undefined when the register has no such company. */
export async function companiesSharingOfficersWith(
  companyNumber: string,
): Promise<ConnectionsTable<CompanySharingOfficers> | undefined> {
  const graph = await networkOf({ kind: 'company', companyNumber }, { depth: 2, status: 'all' });
  if (!graph) return undefined;
  const network = graph.toJSON();
  return {
    name: graph.node(network.attributes.seed)!.label,
    rows: companiesSharingOfficers(network),
    truncated: network.attributes.truncated.map((cut) => ({ ...cut, label: graph.node(cut.node)?.label ?? cut.node })),
    requests: network.attributes.requests,
  };
}

/** Undefined when the register has no such officer. */
export async function coOfficersOf(officerId: string): Promise<ConnectionsTable<CoOfficer> | undefined> {
  const graph = await networkOf({ kind: 'officer', officerId }, { depth: 2, status: 'all' });
  if (!graph) return undefined;
  const network = graph.toJSON();
  return {
    name: graph.node(network.attributes.seed)!.label,
    rows: coOfficers(network),
    truncated: network.attributes.truncated.map((cut) => ({ ...cut, label: graph.node(cut.node)?.label ?? cut.node })),
    requests: network.attributes.requests,
  };
}
