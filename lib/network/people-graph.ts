// People instead of officer ids in the connections graph: each officer node is given the person the
// registry's person index puts its record in (`person_id`), so the view can draw one node per
// person (components/network/graph/graph-model.ts, the "people" toggle). Only where the registry
// has a person index (the embedded registry, an imported file): on a remote registry nothing is
// marked and nothing is asked of it. Nothing is merged here: the API's nodes stay officer ids.
import 'server-only';
import { getRegistry } from '@/lib/gateway';
import { recordLink } from '@/lib/registry/people/records';
import type { NetworkGraph } from './graph';

/** Marks the graph's officers with their person; how many were marked (none without a person index). */
export async function markGraphPeople(graph: NetworkGraph, signal?: AbortSignal): Promise<number> {
  const index = (await getRegistry().capabilities()).personIndex;
  if (!index) return 0;
  let marked = 0;
  for (const { key, attributes } of graph.nodeList()) {
    if (attributes.kind !== 'officer') continue;
    signal?.throwIfAborted();
    const officerId = /^officer:(.+)$/.exec(key)?.[1];
    const personId = officerId ? await index.lookup(recordLink({ kind: 'officer', officerId })) : undefined;
    if (!personId) continue;
    graph.mergeNode(key, { person_id: personId });
    marked++;
  }
  return marked;
}
