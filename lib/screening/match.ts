// Which company a line of a list means. A number is looked up directly; a name goes through
// the registry's own company search (the search every page uses), first as written, then, when
// nothing comes close enough (a typo makes the search's every-word-as-a-prefix rule miss),
// with one word at a time cut to its first letters or left out, and, where those find too many
// names to reach the right one (a big register), with the commonest typos of a word that found
// nothing mended (a doubled letter, two letters swapped). Every candidate found is
// compared with the line the way the register compares names (names.ts), by its current name
// and by the previous name the search matched; the postcode, then a company still on the
// register among closed namesakes, break ties. Two candidates still close is `ambiguous`,
// with the candidates for the analyst to pick from.
import { isMistypedLegalForm, nameKey, nameSimilarity, outwardCode, postcodeKey, type NameKey } from './names';
import { typedCompanyNumber } from './numbers';
import type { ScreenInput } from './input';

export type MatchHow = 'number' | 'name' | 'previous-name' | 'none' | 'ambiguous';

export interface MatchCandidate {
  company_number: string;
  company_name: string;
  confidence: number;
}

/** How a line was matched: the API's `match` (an ambiguous line with a company is one the analyst picked). */
export interface ScreenMatch {
  how: MatchHow;
  company_number?: string;
  company_name?: string;
  confidence?: number;
  candidates?: MatchCandidate[];
}

/** A company as the search lists it. */
export interface SearchCandidate {
  company_number: string;
  company_name: string;
  /** The previous name the search matched, when it matched one. */
  previous_name?: string;
  company_status?: string;
  postal_code?: string;
}

/** What matching reads: the registry's company search and a company by number (undefined: none). */
export interface MatchReader {
  /** A page of the search, and how many companies it found in all. */
  search(q: string, itemsPerPage: number): Promise<{ items: SearchCandidate[]; total: number }>;
  company(companyNumber: string): Promise<SearchCandidate | undefined>;
}

export interface MatchResult {
  match: ScreenMatch;
  /** The name the line matched: the current or a previous name. */
  matched_name?: string;
  /** Searches made. */
  searches: number;
}

/** Below this a name is not the company, whatever else agrees. */
export const MIN_CONFIDENCE = 0.75;
/** Candidates this close to the best are rivals: the line is ambiguous unless something breaks the tie. */
const CLOSE = 0.04;
/** A name this close (or closer) ends the search for more candidates. */
const GOOD_ENOUGH = 0.85;
const CLOSED_STATUSES = new Set(['dissolved', 'closed', 'converted-closed', 'removed']);
const MAX_CANDIDATES = 5;
/** Words the search would have to find that a typed name often has and the register's does not, or the reverse. */
const OPTIONAL_WORDS = new Set(['the', 'and', 'limited', 'ltd', 'plc', 'llp', 'lp', 'cic', 'co', 'company', 'uk']);

interface Scored {
  candidate: SearchCandidate;
  score: number;
  via: 'name' | 'previous-name';
  postcode: 'same' | 'district' | 'other' | 'unknown';
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The words a search for the name is made of: the name's own, less those the register's name may lack. */
export function queryWords(name: string): string[] {
  const all = (
    name
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter(Boolean);
  let kept = all.filter((word) => !OPTIONAL_WORDS.has(word));
  // "Lt.d": a legal form split by a dot the search reads as a space.
  const lastTwo = kept.slice(-2).join('');
  if (kept.length > 2 && (OPTIONAL_WORDS.has(lastTwo) || isMistypedLegalForm(lastTwo))) kept = kept.slice(0, -2);
  else if (kept.length > 1 && isMistypedLegalForm(kept[kept.length - 1]!)) kept = kept.slice(0, -1);
  return (kept.length > 0 ? kept : all).slice(0, 6);
}

/**
 * The searches to try when the name as written found nothing close, most selective first: for
 * each word (longest first: a typo is likelier in a long word) the others with that word cut to
 * its first letter (a typo after it), then the others alone. A name of one word: its first half,
 * then its first three and two letters.
 */
export function relaxedQueries(words: readonly string[]): string[][] {
  if (words.length === 1) {
    const word = words[0]!;
    const cuts = [Math.ceil(word.length / 2), 3, 2].filter((cut) => cut < word.length && word.length >= 4);
    return [...new Set(cuts)].map((cut) => [word.slice(0, cut)]);
  }
  const order = words.map((word, index) => ({ word, index })).sort((a, b) => b.word.length - a.word.length);
  const groups: string[][] = [];
  for (const { word, index } of order) {
    const others = words.filter((_, i) => i !== index);
    const group: string[] = [];
    if (word.length >= 3) group.push([...others.slice(0, index), word.slice(0, 1), ...others.slice(index)].join(' '));
    if (others.some((other) => other.length >= 3)) group.push(others.join(' '));
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

/** Searches for repaired words a line may spend, beyond the others: a remote registry's quota is shared. */
const MAX_REPAIRS = 10;

/**
 * A misspelt word as it may have been meant, likeliest first: a doubled letter single (CCURTIS,
 * SSTARGATE), then two neighbouring letters swapped back (AEPX, PERMIER). A dropped or a changed
 * letter cannot be mended without guessing the letter; the cut-short searches find those.
 */
export function repairedWords(word: string): string[] {
  const repairs: string[] = [];
  for (let i = 1; i < word.length; i++) if (word[i] === word[i - 1]) repairs.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 1; i < word.length; i++)
    if (word[i] !== word[i - 1]) repairs.push(word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1));
  return [...new Set(repairs)];
}

function score(input: NameKey, candidate: SearchCandidate, postcode: string | undefined): Scored {
  const current = nameSimilarity(input, nameKey(candidate.company_name));
  const previous = candidate.previous_name ? nameSimilarity(input, nameKey(candidate.previous_name)) : 0;
  const theirs = postcodeKey(candidate.postal_code);
  return {
    candidate,
    score: Math.max(current, previous),
    via: previous > current ? 'previous-name' : 'name',
    postcode:
      !postcode || !theirs
        ? 'unknown'
        : theirs === postcode
          ? 'same'
          : outwardCode(theirs) === outwardCode(postcode)
            ? 'district'
            : 'other',
  };
}

/** The decision over every candidate found for a name: one company, ambiguous or none. */
export function decide(input: ScreenInput, candidates: readonly SearchCandidate[]): Omit<MatchResult, 'searches'> {
  const key = nameKey(input.company_name ?? '', true);
  const postcode = postcodeKey(input.postcode);
  const unique = new Map<string, SearchCandidate>();
  for (const candidate of candidates) {
    const known = unique.get(candidate.company_number);
    // The same company found by its name and by a previous name: keep what each search said.
    unique.set(
      candidate.company_number,
      known ? { ...known, previous_name: known.previous_name ?? candidate.previous_name } : candidate,
    );
  }
  const scored = [...unique.values()]
    .map((candidate) => score(key, candidate, postcode))
    .filter((entry) => entry.score >= MIN_CONFIDENCE)
    .sort((a, b) => b.score - a.score || a.candidate.company_number.localeCompare(b.candidate.company_number));
  if (scored.length === 0) return { match: { how: 'none' } };
  const best = scored[0]!;
  let rivals = scored.filter((entry) => entry.score >= best.score - CLOSE);
  const asCandidates = (entries: readonly Scored[]) =>
    entries.slice(0, MAX_CANDIDATES).map((entry) => ({
      company_number: entry.candidate.company_number,
      company_name: entry.candidate.company_name,
      confidence: round(entry.score),
    }));
  const matched = (entry: Scored, confidence: number): Omit<MatchResult, 'searches'> => {
    const others = scored.filter((other) => other !== entry && other.score >= entry.score - 0.1);
    return {
      match: {
        how: entry.via,
        company_number: entry.candidate.company_number,
        company_name: entry.candidate.company_name,
        confidence: round(confidence),
        ...(others.length > 0 ? { candidates: asCandidates([entry, ...others]) } : {}),
      },
      matched_name: entry.via === 'previous-name' ? entry.candidate.previous_name : entry.candidate.company_name,
    };
  };
  if (rivals.length === 1) return matched(best, best.score);
  // The postcode first: the same postcode, then the same district.
  if (postcode) {
    for (const level of ['same', 'district'] as const) {
      const there = rivals.filter((entry) => entry.postcode === level);
      if (there.length === 1) return matched(there[0]!, there[0]!.score);
      if (there.length > 1) {
        rivals = there;
        break;
      }
    }
  }
  // Namesakes (one still on the register, others long dissolved) stay ambiguous: a list of names
  // may well mean a dissolved one, and a wrong company is worse than a question. Live ones first.
  const live = (entry: Scored) => (CLOSED_STATUSES.has(entry.candidate.company_status ?? '') ? 1 : 0);
  return { match: { how: 'ambiguous', candidates: asCandidates([...rivals].sort((a, b) => live(a) - live(b))) } };
}

/** Matches one line of a list. */
export async function matchLine(input: ScreenInput, reader: MatchReader): Promise<MatchResult> {
  const number = typedCompanyNumber(input.company_number);
  if (number) {
    const company = await reader.company(number);
    if (company) {
      // A name beside the number that is neither its name nor a previous one lowers the confidence, not the match.
      let confidence = 1;
      if (input.company_name) {
        const key = nameKey(input.company_name, true);
        const agrees = Math.max(
          nameSimilarity(key, nameKey(company.company_name)),
          company.previous_name ? nameSimilarity(key, nameKey(company.previous_name)) : 0,
        );
        if (agrees < MIN_CONFIDENCE) confidence = 0.6;
      }
      return {
        match: {
          how: 'number',
          company_number: company.company_number,
          company_name: company.company_name,
          confidence,
        },
        matched_name: company.company_name,
        searches: 0,
      };
    }
    if (!input.company_name) return { match: { how: 'none' }, searches: 0 };
  }
  if (!input.company_name || nameKey(input.company_name, true).compact.length === 0)
    return { match: { how: 'none' }, searches: 0 };

  const words = queryWords(input.company_name);
  const found: SearchCandidate[] = [];
  /** Each query and how many companies it found in all. */
  const searched: [string, number][] = [];
  const search = async (q: string, size: number) => {
    const page = await reader.search(q, size);
    found.push(...page.items);
    searched.push([q, page.total]);
    return page;
  };
  // The name as written: its exact namesakes come first in the search's ranking, all of them.
  await search(words.join(' '), 50);
  let decision = decide(input, found);
  if (decision.match.how === 'ambiguous' || (decision.match.confidence ?? 0) >= GOOD_ENOUGH)
    return { ...decision, searches: searched.length };
  for (const group of relaxedQueries(words)) {
    for (const q of group) {
      const page = await search(q, 100);
      // Cut to one letter, the word may begin too many names for one page: two letters narrow it.
      const cut = q.split(' ').find((word) => word.length === 1 && !words.includes(word));
      if (page.total > page.items.length && cut) {
        const word = words.find((w) => w.startsWith(cut) && w.length >= 4);
        if (word) await search(q.replace(new RegExp(`(^| )${cut}( |$)`), `$1${word.slice(0, 2)}$2`), 100);
      }
      if (decide(input, found).match.how !== 'none') break;
    }
    decision = decide(input, found);
    if (decision.match.how === 'ambiguous' || (decision.match.confidence ?? 0) >= GOOD_ENOUGH) break;
  }
  // Nothing close yet: mend the commonest typos in each word no search found (longest first).
  if (decision.match.how === 'none') {
    const unknown = words
      .filter((word) => word.length >= 4 && !searched.some(([q, total]) => total > 0 && q.split(' ').includes(word)))
      .sort((a, b) => b.length - a.length);
    let repairs = 0;
    repair: for (const word of unknown) {
      for (const repaired of repairedWords(word)) {
        if (repairs++ >= MAX_REPAIRS) break repair;
        await search(words.map((w) => (w === word ? repaired : w)).join(' '), 50);
        decision = decide(input, found);
        if (decision.match.how !== 'none') break repair;
      }
    }
  }
  // A company found by a cut-short search may have namesakes that search did not reach: ask for its name.
  if (decision.match.company_number && decision.matched_name) {
    await search(queryWords(decision.matched_name).join(' '), 50);
    decision = decide(input, found);
  }
  return { ...decision, searches: searched.length };
}
