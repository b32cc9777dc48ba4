// People instead of officer ids in the connections graph and a path: each officer node is given
// the person the registry's person index puts its record in (`person_id`), so the view can draw one
// node per person (components/network/graph/graph-model.ts, the "people" toggle) and link to their
// page. Only where the registry has a person index (the embedded registry, an imported file): on a
// remote registry nothing is marked and nothing is asked of it. Nothing is merged here: the API's
// nodes stay officer ids.
import 'server-only';
import { getRegistry } from '@/lib/gateway';
import { recordLink } from '@/lib/registry/people/records';
import type { NetworkGraph, NetworkNode } from './graph';

/** Each officer node's person, by node key; empty without a person index. */
async function peopleOf(nodes: readonly NetworkNode[], signal?: AbortSignal): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const index = (await getRegistry().capabilities()).personIndex;
  if (!index) return found;
  for (const { key, attributes } of nodes) {
    const officerId = attributes.kind === 'officer' ? /^officer:(.+)$/.exec(key)?.[1] : undefined;
    if (!officerId) continue;
    signal?.throwIfAborted();
    const personId = await index.lookup(recordLink({ kind: 'officer', officerId }));
    if (personId) found.set(key, personId);
  }
  return found;
}

/** Marks the graph's officers with their person; how many were marked. */
export async function markGraphPeople(graph: NetworkGraph, signal?: AbortSignal): Promise<number> {
  const people = await peopleOf(graph.nodeList(), signal);
  for (const [key, personId] of people) graph.mergeNode(key, { person_id: personId });
  return people.size;
}

/** The same for a path's nodes (a new list; the nodes given are not changed). */
export async function withPeople(nodes: readonly NetworkNode[], signal?: AbortSignal): Promise<NetworkNode[]> {
  const people = await peopleOf(nodes, signal);
  return nodes.map((node) =>
    people.has(node.key) ? { ...node, attributes: { ...node.attributes, person_id: people.get(node.key) } } : node,
  );
}
