// The person index measured against a generated dataset's truth (person_truth): pairwise
// precision and recall, by the kinds of the two records (officer–officer, officer–PSC, PSC–PSC,
// with a disqualified officer), and namesakes (records of one name and month of birth that are
// different people) kept apart. Records without a truth (made by activity) are left out.
// Used by bench/people.ts and the generator's slow test.
import type Database from 'better-sqlite3';
import { parsePersonName } from '@/lib/registry/people/names';

export type PairKind = 'officer–officer' | 'officer–psc' | 'psc–psc' | 'with a disqualified officer';

export interface PairCounts {
  /** Pairs of one person, by the truth. */
  truePairs: number;
  /** Pairs the index puts in one person. */
  predicted: number;
  /** Both. */
  correct: number;
  precision: number;
  recall: number;
}

export interface Evaluation {
  records: number;
  people: { truth: number; index: number };
  all: PairCounts;
  byKind: Record<PairKind, PairCounts>;
  namesakes: {
    /** Pairs of records with one normalised name and month of birth that are different people. */
    pairs: number;
    /** Of those, put in one person. */
    merged: number;
    keptApart: number;
  };
  /** Examples of pairs missed and wrongly made, for reading. */
  examples: { missed: [string, string][]; wrong: [string, string][] };
}

type Kind = 'officer' | 'psc' | 'disqualified-officer';
const KINDS: Kind[] = ['officer', 'psc', 'disqualified-officer'];

function pairKind(a: Kind, b: Kind): PairKind {
  if (a === 'disqualified-officer' || b === 'disqualified-officer') return 'with a disqualified officer';
  if (a === 'officer' && b === 'officer') return 'officer–officer';
  if (a === 'psc' && b === 'psc') return 'psc–psc';
  return 'officer–psc';
}

const choose2 = (n: number) => (n * (n - 1)) / 2;

/** Pairs within each group, by pair kind, from its counts by record kind. */
function pairsOf(counts: Map<string, number[]>, add: (kind: PairKind, n: number) => void) {
  for (const byKind of counts.values())
    for (let i = 0; i < KINDS.length; i++)
      for (let j = i; j < KINDS.length; j++) {
        const n = i === j ? choose2(byKind[i]!) : byKind[i]! * byKind[j]!;
        if (n > 0) add(pairKind(KINDS[i]!, KINDS[j]!), n);
      }
}

export function evaluatePersonIndex(db: Database.Database, options: { examples?: number } = {}): Evaluation {
  const rows = db
    .prepare(
      `SELECT r.link, r.kind, r.person_id, r.name, t.person, r.birth FROM person_records r JOIN person_truth t ON t.record = r.link`,
    )
    .raw()
    .all() as [string, Kind, string, string, string, string | null][];
  const truth = new Map<string, number[]>();
  const index = new Map<string, number[]>();
  const both = new Map<string, number[]>();
  const bump = (map: Map<string, number[]>, key: string, kind: Kind) => {
    const counts = map.get(key) ?? [0, 0, 0];
    counts[KINDS.indexOf(kind)]!++;
    map.set(key, counts);
  };
  const names = new Map<string, { truth: string; person: string; link: string }[]>();
  for (const [link, kind, personId, name, person, birth] of rows) {
    bump(truth, person, kind);
    bump(index, personId, kind);
    bump(both, `${person}\u0000${personId}`, kind);
    const parsed = parsePersonName(name);
    if (parsed) {
      const key = `${parsed.surname}|${parsed.forenames[0] ?? ''}|${birth ?? ''}`;
      const list = names.get(key) ?? [];
      list.push({ truth: person, person: personId, link });
      names.set(key, list);
    }
  }
  const empty = (): PairCounts => ({ truePairs: 0, predicted: 0, correct: 0, precision: 1, recall: 1 });
  const byKind: Record<PairKind, PairCounts> = {
    'officer–officer': empty(),
    'officer–psc': empty(),
    'psc–psc': empty(),
    'with a disqualified officer': empty(),
  };
  const all = empty();
  pairsOf(truth, (kind, n) => ((byKind[kind].truePairs += n), (all.truePairs += n)));
  pairsOf(index, (kind, n) => ((byKind[kind].predicted += n), (all.predicted += n)));
  pairsOf(both, (kind, n) => ((byKind[kind].correct += n), (all.correct += n)));
  for (const counts of [all, ...Object.values(byKind)]) {
    counts.precision = counts.predicted === 0 ? 1 : counts.correct / counts.predicted;
    counts.recall = counts.truePairs === 0 ? 1 : counts.correct / counts.truePairs;
  }

  // Namesakes: one name (surname and forename) and month of birth, different people.
  let namesakePairs = 0;
  let merged = 0;
  const missed: [string, string][] = [];
  const wrong: [string, string][] = [];
  const wanted = options.examples ?? 0;
  for (const list of names.values()) {
    if (list.length < 2 || new Set(list.map((entry) => entry.truth)).size < 2) continue;
    const group = list;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        if (group[i]!.truth === group[j]!.truth) continue;
        namesakePairs++;
        if (group[i]!.person === group[j]!.person) {
          merged++;
          if (wrong.length < wanted) wrong.push([group[i]!.link, group[j]!.link]);
        }
      }
  }
  if (wanted > 0) {
    // Pairs of one person the index kept apart, and pairs it made that are two people.
    const byTruth = new Map<string, { link: string; person: string }[]>();
    const byIndex = new Map<string, { link: string; truth: string }[]>();
    for (const [link, , personId, , person] of rows) {
      byTruth.set(person, [...(byTruth.get(person) ?? []), { link, person: personId }]);
      byIndex.set(personId, [...(byIndex.get(personId) ?? []), { link, truth: person }]);
    }
    for (const members of byTruth.values()) {
      const first = members[0]!;
      for (const other of members.slice(1))
        if (other.person !== first.person && missed.length < wanted) missed.push([first.link, other.link]);
    }
    for (const members of byIndex.values()) {
      const first = members[0]!;
      for (const other of members.slice(1))
        if (other.truth !== first.truth && wrong.length < wanted * 2) wrong.push([first.link, other.link]);
    }
  }
  return {
    records: rows.length,
    people: { truth: truth.size, index: index.size },
    all,
    byKind,
    namesakes: {
      pairs: namesakePairs,
      merged,
      keptApart: namesakePairs === 0 ? 1 : (namesakePairs - merged) / namesakePairs,
    },
    examples: { missed, wrong },
  };
}
