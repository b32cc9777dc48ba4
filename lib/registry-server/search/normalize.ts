// How names and queries become search words. The index and the query go through the same
// functions, so "Tesco Stores Ltd.", "TESCO STORES LIMITED" and "tesco-stores" meet.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

/** A word of a text, with where it stands in the original (0-based, end exclusive). */
export interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

// A word is a run of letters, digits and combining marks, with apostrophes inside it
// ("AIN'T" is one word); "&" is a word of its own that reads as "and".
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*|&/gu;
const NOT_WORD_CHAR = /[^\p{L}\p{N}]/gu;
const MARKS = /\p{M}/gu;
// Letters that NFKD leaves whole but people type without the accent.
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLDABLE = /[ßæœøłđðþı]/g;

/** One word as the index stores it: lower case, no accents, no apostrophes; "&" is "and". */
export function normalizeWord(raw: string): string {
  if (raw === '&') return 'and';
  return raw
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLD[c] ?? c)
    .replace(NOT_WORD_CHAR, '');
}

// The same rules for plain ASCII text, which most names are, without Unicode work.
const ASCII_TEXT = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*|&/g;
const ASCII_LOWER_WORD = /[a-z0-9]+(?:'[a-z0-9]+)*|&/g;

/** The words of a text with their offsets in it; words that normalise to nothing are dropped. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  if (ASCII_TEXT.test(text)) {
    for (const match of text.matchAll(ASCII_WORD)) {
      const raw = match[0];
      const word = raw === '&' ? 'and' : raw.includes("'") ? raw.replaceAll("'", '').toLowerCase() : raw.toLowerCase();
      tokens.push({ word, start: match.index, end: match.index + raw.length });
    }
    return tokens;
  }
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The normalised words of a text. */
export function words(text: string): string[] {
  if (!ASCII_TEXT.test(text)) return tokenize(text).map((token) => token.word);
  const found = text.toLowerCase().match(ASCII_LOWER_WORD);
  if (!found) return [];
  for (let i = 0; i < found.length; i++) {
    const word = found[i]!;
    if (word === '&') found[i] = 'and';
    else if (word.includes("'")) found[i] = word.replaceAll("'", '');
  }
  return found;
}

// Legal-form endings that do not tell one name from another. A name's exact-match key drops
// one of them from its end; a query drops them as search words when it has other words.
const SUFFIX_PHRASES: readonly (readonly string[])[] = [
  ['public', 'limited', 'company'],
  ['limited', 'liability', 'partnership'],
  ['community', 'interest', 'company'],
  ['community', 'interest', 'public', 'limited', 'company'],
  ['cwmni', 'cyfyngedig', 'cyhoeddus'],
  ['cwmni', 'buddiant', 'cymunedol'],
  ['cwmni', 'buddiant', 'cymunedol', 'cyhoeddus', 'cyfyngedig'],
  ['partneriaeth', 'atebolrwydd', 'cyfyngedig'],
  ['limited', 'partnership'],
  ['limited'],
  ['ltd'],
  ['plc'],
  ['llp'],
  ['lp'],
  ['cic'],
  ['cyf'],
  ['cyfyngedig'],
  ['ccc'],
  ['pac'],
  ['cbc'],
].sort((a, b) => b.length - a.length);

const SUFFIX_LAST_WORDS: ReadonlySet<string> = new Set(SUFFIX_PHRASES.map((phrase) => phrase[phrase.length - 1]!));

/** Single words that only name a legal form; a query ignores them when it has other words. */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set([
  'limited',
  'ltd',
  'plc',
  'llp',
  'lp',
  'cic',
  'cyf',
  'cyfyngedig',
  'ccc',
  'pac',
  'cbc',
]);

/** The words without one legal-form ending; unchanged when nothing would be left. */
export function stripLegalSuffix(nameWords: readonly string[]): readonly string[] {
  const last = nameWords[nameWords.length - 1];
  if (last === undefined || !SUFFIX_LAST_WORDS.has(last)) return nameWords;
  for (const phrase of SUFFIX_PHRASES) {
    if (phrase.length >= nameWords.length) continue;
    const tail = nameWords.slice(nameWords.length - phrase.length);
    if (tail.every((word, i) => word === phrase[i])) return nameWords.slice(0, nameWords.length - phrase.length);
  }
  return nameWords;
}

/**
 * The key two company names share when they are "the same name": words in order, case,
 * accents and punctuation ignored, without the LIMITED / LTD / PLC … ending.
 */
export function companyNameKey(name: string): string {
  return stripLegalSuffix(words(name)).join(' ');
}

/** The key two person names share in any word order ("SMITH, John" and "John Smith"). */
export function personNameKey(nameWords: readonly string[]): string {
  return [...nameWords].sort().join(' ');
}

/**
 * The company number a query could be, as the registry writes it: upper case, the digits
 * padded with zeros to 8 characters ("6400" → "00006400", "sc1234" → "SC001234").
 */
export function asCompanyNumber(query: string): string | undefined {
  const match = /^([A-Za-z]{1,2})?(\d{1,8})$/.exec(query.trim());
  // Older numbers end in a letter (IP10067R): read as the registry writes them.
  if (!match)
    return /^[A-Za-z]{2}\s*\d{1,5}\s*[A-Za-z]$/.test(query.trim())
      ? (normaliseCompanyNumber(query) ?? undefined)
      : undefined;
  const prefix = (match[1] ?? '').toUpperCase();
  const digits = match[2] ?? '';
  if (prefix.length + digits.length > 8) return undefined;
  return prefix + digits.padStart(8 - prefix.length, '0');
}

/** A search query made ready for the index. */
export interface SearchQuery {
  /** All words of the query, in order. */
  readonly words: readonly string[];
  /** The distinct words the full-text index must match (each as a prefix). */
  readonly matchWords: readonly string[];
  /** The exact-name key of the query, as `companyNameKey` computes it for a name. */
  readonly nameKey: string;
  /** The any-order key of the query, as `personNameKey` computes it for a name. */
  readonly personKey: string;
  /** The company number the query could be, padded. */
  readonly companyNumber: string | undefined;
}

export function parseSearchQuery(q: string): SearchQuery {
  const all = words(q);
  // Taken from the name key, so that every name with that key (or starting with it) has
  // all the words to match: the exact and starts-with tiers are inside the word matches.
  const keyWords = stripLegalSuffix(all);
  const meaningful = keyWords.filter((word) => !LEGAL_FORM_WORDS.has(word));
  const matchWords = [...new Set(meaningful.length > 0 ? meaningful : keyWords)];
  return {
    words: all,
    matchWords,
    nameKey: keyWords.join(' '),
    personKey: personNameKey(all),
    companyNumber: asCompanyNumber(q),
  };
}

/**
 * A company's place in the register's alphabetical order (`ordered_alpha_key_with_id`): its
 * name's letters and digits in upper case, then ":" and its number, so equal names stay apart.
 */
export function alphaKey(name: string, companyNumber: string): string {
  return `${words(name).join('').toUpperCase()}:${companyNumber}`;
}
