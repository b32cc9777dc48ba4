// People instead of PSC entries in an ownership chain (issue #28): the register has an entry per
// company a person controls, so one human who is a PSC of the company and of its parent is two
// owner nodes. Where the registry has a person index, each individual owner is marked with the
// person its PSC entry belongs to (`person_id`), and in people mode the entries of one person are
// folded into one node, `person:{person_id}`, which sits above every company it owns. Nothing here
// asks the registry: the index's lookup is passed in. Entries the index does not hold stay as they
// are; two nodes are never merged without a person_id.
import { parseRecordLink, recordLink } from '@/lib/registry/people/records';
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from './walk';

/** The person a record belongs to (the person index's `lookup`), by the record's registry path. */
export type PersonLookup = (link: string) => Promise<string | undefined>;

/** What people mode did, for the API's `people` field: with `available: false` the graph is as the register has it. */
export type OwnershipPeople =
  | { available: false }
  | {
      available: true;
      /** PSC entries the index holds, now drawn as people. */
      entries: number;
      /** Of those, entries folded into another entry's person (entries minus person nodes). */
      folded: number;
    };

export const personNodeId = (personId: string) => `person:${personId}`;
export const personPage = (personId: string) => `/people/${encodeURIComponent(personId)}`;

/** The graph with each individual owner the index holds marked with its person (a new graph; nodes otherwise as they were). */
export async function markOwnershipPeople(
  graph: OwnershipGraph,
  lookup: PersonLookup,
  signal?: AbortSignal,
): Promise<OwnershipGraph> {
  const nodes: OwnershipNode[] = [];
  for (const node of graph.nodes) {
    const ref = node.kind === 'individual' && node.link ? parseRecordLink(node.link) : undefined;
    if (ref?.kind !== 'psc') {
      nodes.push(node);
      continue;
    }
    signal?.throwIfAborted();
    const personId = await lookup(recordLink(ref));
    nodes.push(personId ? { ...node, person_id: personId } : node);
  }
  return { ...graph, nodes };
}

/** A value the folded nodes all give alike, or undefined when any differs or is missing. */
function agreed<T>(nodes: readonly OwnershipNode[], read: (node: OwnershipNode) => T | undefined): T | undefined {
  const values = nodes.map(read);
  const first = values[0];
  if (first === undefined) return undefined;
  return values.every((value) => JSON.stringify(value) === JSON.stringify(first)) ? first : undefined;
}

function personNode(personId: string, entries: readonly OwnershipNode[]): OwnershipNode {
  const first = entries[0]!;
  const dateOfBirth = agreed(entries, (node) => node.date_of_birth);
  const nationality = agreed(entries, (node) => node.nationality);
  const residence = agreed(entries, (node) => node.country_of_residence);
  const registryKind = agreed(entries, (node) => node.registry_kind);
  return {
    id: personNodeId(personId),
    kind: 'individual',
    name: first.name,
    // Above every company any of the entries owns.
    level: Math.max(...entries.map((node) => node.level)),
    ...(registryKind ? { registry_kind: registryKind } : {}),
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
    ...(nationality ? { nationality } : {}),
    ...(residence ? { country_of_residence: residence } : {}),
    person_id: personId,
    person_link: personPage(personId),
    records: entries.flatMap((node) => (node.link ? [node.link] : [])),
  };
}

/**
 * One node per person: the marked individual owners folded by `person_id`, edges re-pointed, and
 * edges of one owner to one company merged (natures of control together; the earliest
 * notification). A current and an ended relationship are kept apart, as is an edge closing a cycle.
 */
export function foldOwnershipPeople(graph: OwnershipGraph): {
  graph: OwnershipGraph;
  entries: number;
  folded: number;
} {
  const groups = new Map<string, OwnershipNode[]>();
  for (const node of graph.nodes)
    if (node.kind === 'individual' && node.person_id)
      groups.set(node.person_id, [...(groups.get(node.person_id) ?? []), node]);
  if (groups.size === 0) return { graph, entries: 0, folded: 0 };

  const renamed = new Map<string, string>();
  const nodes: OwnershipNode[] = [];
  for (const node of graph.nodes) {
    const personId = node.kind === 'individual' ? node.person_id : undefined;
    if (!personId) {
      nodes.push(node);
      continue;
    }
    renamed.set(node.id, personNodeId(personId));
    // The person stands where the walk first met them.
    if (groups.get(personId)![0] === node) nodes.push(personNode(personId, groups.get(personId)!));
  }
  const to = (id: string) => renamed.get(id) ?? id;

  const edges: OwnershipEdge[] = [];
  const merged = new Map<string, OwnershipEdge>();
  for (const edge of graph.edges) {
    const moved: OwnershipEdge = { ...edge, source: to(edge.source), target: to(edge.target) };
    const key = [moved.source, moved.target, moved.circular ? 'circular' : '', moved.ceased_on ? 'ended' : ''].join(
      '\u0000',
    );
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, moved);
      edges.push(moved);
      continue;
    }
    seen.natures_of_control = [...new Set([...seen.natures_of_control, ...moved.natures_of_control])];
    if (moved.notified_on && (!seen.notified_on || moved.notified_on < seen.notified_on))
      seen.notified_on = moved.notified_on;
    if (moved.ceased_on && seen.ceased_on && moved.ceased_on > seen.ceased_on) seen.ceased_on = moved.ceased_on;
  }

  const entries = [...groups.values()].reduce((sum, group) => sum + group.length, 0);
  return {
    graph: {
      ...graph,
      nodes,
      edges,
      ultimate_owners: [...new Set(graph.ultimate_owners.map(to))],
      truncated: graph.truncated.map((cut) => (renamed.has(cut.node) ? { ...cut, node: to(cut.node) } : cut)),
    },
    entries,
    folded: entries - groups.size,
  };
}

/** People mode: marked and folded, with what was done; without a lookup (no person index) the graph as it was. */
export async function ownershipAsPeople(
  graph: OwnershipGraph,
  lookup: PersonLookup | undefined,
  signal?: AbortSignal,
): Promise<{ graph: OwnershipGraph; people: OwnershipPeople }> {
  if (!lookup) return { graph, people: { available: false } };
  const {
    graph: folded,
    entries,
    folded: count,
  } = foldOwnershipPeople(await markOwnershipPeople(graph, lookup, signal));
  return { graph: folded, people: { available: true, entries, folded: count } };
}
