// From records to people: pairs scored within blocks (match.ts), then grouped (group.ts) with a
// check of the whole group, then named. A person's id is the key of its earliest record (the
// first appointment, notification or disqualification; the link breaks ties), so the same
// records always give the same ids, and records joining a person later leave its id as it was.
// The embedded registry runs this over the whole register in blocks (lib/registry-server/people);
// updates and the remote fallback run it over a few records at once (resolvePeople).
import { groupRecords, type Link } from './group';
import {
  conflictOf,
  GROUP_CONFIDENCE,
  POSSIBLE_CONFIDENCE,
  scorePair,
  type MatchOptions,
  type NameFrequencies,
  type PairScore,
} from './match';
import { formsOf } from './forenames';
import { blockKeys, parseRecordLink, recordKey, type PersonRecord } from './records';

export interface ScoredLink extends Link, PairScore {}

/** Blocks of more records than this compare only records whose forenames could agree (blockPairs). */
const SMALL_BLOCK = 8;
/** A group's check compares each side's first records up to this many (huge groups are rare and alike). */
const MAX_CHECKED = 150;
/**
 * Below this a pair of records looks like two people: no group holds such a pair. (Not the 50% of
 * "possibly": one person's records under two shortened forms, say an initial and a dropped middle
 * name at two addresses, score low against each other and high against the rest.)
 */
const APART_CONFIDENCE = 0.1;
/** Links from this confidence are tried as joins of groups (joiningConfidence may lift them past GROUP_CONFIDENCE). */
export const JOINING_FROM = 0.9;
/** Records per person on a register, about: a group of more has shown a person filed over and over. */
const RECORDS_PER_PERSON = 2;
/** The most a group's size may lift a link's odds. */
const MAX_ACTIVITY = 8;

/**
 * A link's confidence as a join of groups of these sizes. The pair's odds assume the person behind
 * one record is as likely to file another as any namesake; a person already on many records (a
 * serial director and their PSC entries) files more: the odds grow with the larger group's size
 * over the records a person has on average, within bounds. Two records alone lose nothing.
 */
export function joiningConfidence(confidence: number, sizes: readonly [number, number]): number {
  if (confidence < JOINING_FROM || confidence >= 1) return confidence;
  const activity = Math.min(MAX_ACTIVITY, Math.max(1, Math.max(...sizes) / RECORDS_PER_PERSON));
  const odds = (confidence / (1 - confidence)) * activity;
  return odds / (1 + odds);
}

/**
 * The letters a record's forenames could agree on: the forename's and each middle name's first
 * letter (a person may go by the middle name), and those of the forename's short or full forms
 * (BILL, WILLIAM). Two records with none in common have conflicting forenames: never compared.
 */
function forenameLetters(record: PersonRecord): string[] {
  const [forename = '', ...middles] = record.parsed.forenames;
  return [...new Set([forename, ...middles, ...formsOf(forename)].map((word) => word[0] ?? ''))];
}

/** The pairs of a block worth scoring: all of a small block, else those whose forenames could agree. */
function blockPairs(records: readonly PersonRecord[]): [number, number][] {
  const pairs: [number, number][] = [];
  if (records.length <= SMALL_BLOCK) {
    for (let i = 0; i < records.length; i++) for (let j = i + 1; j < records.length; j++) pairs.push([i, j]);
    return pairs;
  }
  const byLetter = new Map<string, number[]>();
  records.forEach((record, i) => {
    for (const letter of forenameLetters(record)) {
      const list = byLetter.get(letter);
      if (list) list.push(i);
      else byLetter.set(letter, [i]);
    }
  });
  const seen = new Set<number>();
  for (const list of byLetter.values())
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const key = list[x]! * records.length + list[y]!;
        if (seen.has(key)) continue;
        seen.add(key);
        pairs.push([list[x]!, list[y]!]);
      }
  return pairs;
}

/**
 * The pairs of one block worth keeping (at or above POSSIBLE_CONFIDENCE). In a block of forenames
 * (`f:`) only pairs of different surnames are scored (the surname's own block has the rest): a
 * misspelling, a former name declared or not (a married name), which scorePair weighs against how
 * many others of these forenames are born in a month.
 */
export function scoreBlock(
  block: string,
  records: readonly PersonRecord[],
  frequencies: NameFrequencies,
  options: MatchOptions = {},
): { a: number; b: number; score: PairScore }[] {
  const byForenames = block.startsWith('f:');
  const scored: { a: number; b: number; score: PairScore }[] = [];
  for (const [i, j] of blockPairs(records)) {
    const a = records[i]!;
    const b = records[j]!;
    // Same surnames met in their surname's block already.
    if (byForenames && a.parsed.surname === b.parsed.surname) continue;
    const score = scorePair(a, b, frequencies, options);
    if (score.confidence >= POSSIBLE_CONFIDENCE) scored.push({ a: i, b: j, score });
  }
  return scored;
}

export interface Assignment {
  personId: string;
  /** The record's confidence in its person: its strongest link to another of its records (1 alone). */
  confidence: number;
  /** The record it is linked to most strongly, and why. */
  via?: string;
  evidence: string[];
}

/** The person id a record would have alone. */
export const ownPersonId = (link: string) => {
  const ref = parseRecordLink(link);
  if (!ref) throw new Error(`not a person's record: ${link}`);
  return recordKey(ref);
};

const earlier = (a: PersonRecord, b: PersonRecord) =>
  (a.since ?? '9999') < (b.since ?? '9999') || ((a.since ?? '9999') === (b.since ?? '9999') && a.link < b.link);

/**
 * Groups the records of one component (records linked at or above GROUP_CONFIDENCE, in link
 * order) into people. `links` index `records`. Returns each record's assignment.
 */
export function resolveComponent(
  records: readonly PersonRecord[],
  links: readonly ScoredLink[],
  frequencies: NameFrequencies,
  options: MatchOptions = {},
): Assignment[] {
  const known = new Map<string, number>();
  for (const link of links) known.set(`${Math.min(link.a, link.b)}:${Math.max(link.a, link.b)}`, link.confidence);
  // A group never holds two records that cannot be one person, nor two that look like two people.
  const compatible = (x: number, y: number) => {
    const scored = known.get(`${Math.min(x, y)}:${Math.max(x, y)}`);
    if (scored !== undefined) return scored >= APART_CONFIDENCE;
    if (conflictOf(records[x]!, records[y]!)) return false;
    return scorePair(records[x]!, records[y]!, frequencies, options).confidence >= APART_CONFIDENCE;
  };
  const { group, strongest } = groupRecords(records.length, links, {
    threshold: GROUP_CONFIDENCE,
    compatible,
    joining: joiningConfidence,
    maxChecked: MAX_CHECKED,
  });
  const first = new Map<number, number>();
  records.forEach((record, i) => {
    const root = group[i]!;
    const current = first.get(root);
    if (current === undefined || earlier(record, records[current]!)) first.set(root, i);
  });
  return records.map((record, i) => {
    const personId = ownPersonId(records[first.get(group[i]!)!]!.link);
    const link = strongest[i] as ScoredLink | undefined;
    if (!link) return { personId, confidence: 1, evidence: [] };
    const other = link.a === i ? link.b : link.a;
    return { personId, confidence: link.confidence, via: records[other]!.link, evidence: link.evidence };
  });
}

export interface Resolution {
  /** By record link. */
  assignments: Map<string, Assignment>;
  /** Pairs below the grouping's confidence, or kept apart by it, between records of different people. */
  possible: { a: string; b: string; confidence: number; evidence: string[] }[];
}

/** Resolves a handful of records whole (an update's records, the remote fallback's). */
export function resolvePeople(
  records: readonly PersonRecord[],
  frequencies: NameFrequencies,
  options: MatchOptions = {},
): Resolution {
  const sorted = [...records].sort((a, b) => (a.link < b.link ? -1 : a.link > b.link ? 1 : 0));
  const blocks = new Map<string, number[]>();
  sorted.forEach((record, i) => {
    for (const key of blockKeys(record)) blocks.set(key, [...(blocks.get(key) ?? []), i]);
  });
  const links = new Map<string, ScoredLink>();
  for (const [block, members] of blocks) {
    if (members.length < 2) continue;
    for (const { a, b, score } of scoreBlock(
      block,
      members.map((i) => sorted[i]!),
      frequencies,
      options,
    )) {
      const [x, y] = [members[a]!, members[b]!].sort((p, q) => p - q) as [number, number];
      links.set(`${x}:${y}`, { a: x, b: y, ...score });
    }
  }
  const all = [...links.values()];
  const assigned = resolveComponent(sorted, all, frequencies, options);
  const assignments = new Map(sorted.map((record, i) => [record.link, assigned[i]!]));
  const possible = all
    .filter((link) => assigned[link.a]!.personId !== assigned[link.b]!.personId)
    .map((link) => ({
      a: sorted[link.a]!.link,
      b: sorted[link.b]!.link,
      confidence: link.confidence,
      evidence: link.evidence,
    }));
  return { assignments, possible };
}
