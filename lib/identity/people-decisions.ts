// The analyst's own word on a person's records: "the same person" or "not the same person" for a
// pair (one of the person's records and a record grouped with it or listed as possibly theirs),
// kept in the app's store beside their follows (lib/changes/store.ts), under their token (the
// watch-list cookie), never in the registry. Pages show it as the analyst's, beside the index's.
import 'server-only';
import { changes } from '@/lib/changes/service';
import type { PersonDecision } from '@/lib/changes/store';
import { currentWatchToken } from '@/lib/changes/watch';
import { parseRecordLink } from '@/lib/registry/people/records';
import type { Person } from './people';

export type { PersonDecision };

/** The pair's key: its two links in order (a decision is the same whichever record it was made from). */
export const pairOf = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/** The reader's decisions on pairs of the person's records (and the records that may be theirs), by pair. */
export async function decisionsFor(person: Person): Promise<Map<string, PersonDecision>> {
  const token = await currentWatchToken();
  if (!token) return new Map();
  const links = [...person.records, ...person.possible].map((record) => record.link);
  const decisions = await changes().store.personDecisions(token, links);
  return new Map(decisions.map((decision) => [pairKey(decision.a, decision.b), decision]));
}

/** The key of a pair in decisionsFor's map. */
export const pairKey = (x: string, y: string) => pairOf(x, y).join(' ');

/** A pair from a form: two registry links of people's records, or undefined. */
export function pairParameter(a: unknown, b: unknown): [string, string] | undefined {
  if (typeof a !== 'string' || typeof b !== 'string' || a === b) return undefined;
  if (!parseRecordLink(a) || !parseRecordLink(b)) return undefined;
  return pairOf(a, b);
}

export async function decide(token: string, pair: [string, string], decision: PersonDecision['decision'] | undefined) {
  await changes().store.decidePerson(token, pair[0], pair[1], decision, Date.now());
}
