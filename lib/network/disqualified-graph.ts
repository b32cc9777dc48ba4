// The graph's `disqualified=1`: officers of a built graph who match a disqualified officer get
// `possibly_disqualified: true`, the disqualified officers' links, the periods and the evidence; those the
// check could not afford on a remote registry get `disqualification_not_checked` with the reason.
import 'server-only';
import type { NetworkGraph } from './graph';
import { parseBirthMonth } from '@/lib/identity/same-person';
import { checkDisqualified } from '@/lib/identity/disqualified-service';

/** Flags the graph's officers; returns how many may be disqualified. */
export async function markPossiblyDisqualified(graph: NetworkGraph): Promise<number> {
  const officers = graph.nodeList().flatMap(({ key, attributes }) => {
    const dob = parseBirthMonth(attributes.birth_month);
    return attributes.kind === 'officer' && !attributes.corporate && dob && typeof attributes.officer_id === 'string'
      ? [{ key, officer_id: attributes.officer_id, name: attributes.label, date_of_birth: dob }]
      : [];
  });
  const checks = await checkDisqualified(officers);
  let flagged = 0;
  for (const { key, officer_id } of officers) {
    const check = checks.get(officer_id);
    if (check?.status === 'possibly-disqualified') {
      flagged++;
      // Lists of strings, so the JSON, GEXF and CSV exports all carry them.
      graph.mergeNode(key, {
        possibly_disqualified: true,
        disqualified_officers: check.matches.map((match) => match.link),
        disqualified_periods: check.matches.flatMap((match) =>
          match.disqualifications.map((d) => `${d.disqualified_from} to ${d.disqualified_until}`),
        ),
        disqualified_evidence: check.matches.flatMap((match) => match.evidence),
      });
    } else if (check?.status === 'not-checked') {
      graph.mergeNode(key, { disqualification_not_checked: check.reason });
    } else {
      graph.mergeNode(key, { possibly_disqualified: false });
    }
  }
  return flagged;
}
