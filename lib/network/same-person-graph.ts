// The graph's "possibly same person" toggle (`same_person=1`): officers of a built graph who share
// a surname and forename get their appointment lists read (mostly from the cache: the build read
// them) and each pair is scored; co-officers come from the graph itself. Dashed, undirected edges,
// never a merge. On a remote registry the reads stop at NETWORK_SAME_PERSON_MAX_REQUESTS.
import 'server-only';
import { env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import type { NetworkGraph } from './graph';
import {
  namesakeGroups,
  profileFromAppointments,
  samePersonEdges,
  type OfficerProfile,
} from '@/lib/identity/same-person';
import { parsePersonName } from '@/lib/registry/people/names';
import { gatewaySamePersonReader } from '@/lib/identity/same-person-service';

/** Adds possibly-same-person edges between the graph's officers; returns how many. */
export async function addSamePersonEdges(graph: NetworkGraph, minScore = 0.3): Promise<number> {
  const officers = graph.nodeList().flatMap(({ key, attributes }) => {
    const officerId = /^officer:(.+)$/.exec(key)?.[1];
    const parsed =
      attributes.kind === 'officer' && !attributes.corporate ? parsePersonName(attributes.label) : undefined;
    return officerId && parsed ? [{ officerId, parsed }] : [];
  });
  // Co-officers as the graph knows them: who sits on the same company node.
  const boards = new Map<string, Map<string, string>>();
  const officersOf = new Map<string, string[]>();
  for (const edge of graph.edgeList()) {
    if (edge.attributes.kind !== 'appointment') continue;
    officersOf.set(edge.target, [...(officersOf.get(edge.target) ?? []), edge.source]);
  }
  for (const members of officersOf.values())
    for (const member of members) {
      const board = boards.get(member) ?? new Map<string, string>();
      for (const other of members)
        if (other !== member) board.set(other.replace(/^officer:/, ''), String(graph.node(other)?.label ?? ''));
      boards.set(member, board);
    }

  const { budget } = getRegistry().session({ maxCalls: env().NETWORK_SAME_PERSON_MAX_REQUESTS });
  const profiles: OfficerProfile[] = [];
  for (const group of namesakeGroups(officers))
    for (const { officerId } of group) {
      if (budget.exhausted) {
        graph.attributes.same_person_truncated = true;
        break;
      }
      const list = await budget.charge(
        () => gatewaySamePersonReader.appointments(officerId),
        (read) => read?.called ?? false,
      );
      const profile = list && profileFromAppointments(officerId, list.data);
      if (profile) profiles.push({ ...profile, co_officers: boards.get(`officer:${officerId}`) ?? new Map() });
    }
  const edges = samePersonEdges(profiles, minScore);
  for (const edge of edges) graph.addEdge(edge);
  return edges.length;
}
