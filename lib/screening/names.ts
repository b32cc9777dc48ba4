// Company names compared the way the register compares them when it decides that two names are
// "the same" (the Company, LLP and Business (Names and Trading Disclosures) Regulations 2015,
// Schedule 3): case, accents and punctuation ignored; "&" is "and", "+" is "plus", "@" is "at";
// "the" at the start, "www." and ".co.uk" around a name, and the legal form at the end
// (LIMITED / LTD, PUBLIC LIMITED COMPANY / PLC, LLP, "& CO"…) do not count. Then a distance
// between two such keys for the typos of a typed list.

/** A name as the register compares it: its words, in order. */
export interface NameKey {
  readonly words: readonly string[];
  /** The words run together: "J.P. Morgan" and "JP Morgan" meet here. */
  readonly compact: string;
  /** A typed name's other reading: without a last word that may be a mistyped legal form ("Ltdd", or "Lad" for LAND). */
  readonly alternative?: NameKey;
}

const SYMBOLS: Readonly<Record<string, string>> = {
  '&': ' and ',
  '+': ' plus ',
  '@': ' at ',
  '£': ' pound ',
  '€': ' euro ',
  $: ' dollar ',
  '¥': ' yen ',
  '%': ' percent ',
};
const FOLD: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/**
 * Legal-form endings, longest first. One is dropped from the end (then an "and co" / "co"
 * before it): "SMITH & CO LIMITED", "SMITH AND COMPANY" and "Smith" are the same name.
 */
const LEGAL_ENDINGS: readonly (readonly string[])[] = [
  ['community', 'interest', 'public', 'limited', 'company'],
  ['cwmni', 'buddiant', 'cymunedol', 'cyhoeddus', 'cyfyngedig'],
  ['open', 'ended', 'investment', 'company'],
  ['limited', 'liability', 'partnership'],
  ['public', 'limited', 'company'],
  ['community', 'interest', 'company'],
  ['cwmni', 'cyfyngedig', 'cyhoeddus'],
  ['cwmni', 'buddiant', 'cymunedol'],
  ['partneriaeth', 'atebolrwydd', 'cyfyngedig'],
  ['limited', 'partnership'],
  ['unlimited'],
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
  ['oeic'],
  // Not the register's own, but what foreign companies' names end in.
  ['llc'],
  ['inc'],
];
const COMPANY_ENDINGS: readonly (readonly string[])[] = [['and', 'company'], ['and', 'co'], ['company'], ['co']];
// Only what cannot be a word of a name: "UK" or "NET" at the end is part of it (ACME UK LIMITED).
const WEB_ENDINGS = new Set(['couk', 'orguk']);

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length >= words.length) return false;
  const offset = words.length - tail.length;
  return tail.every((word, i) => words[offset + i] === word);
}

function dropEnding(words: string[], endings: readonly (readonly string[])[]): string[] {
  for (const ending of endings) if (endsWith(words, ending)) return words.slice(0, words.length - ending.length);
  return words;
}

const SHORT_FORMS = ['ltd', 'limited', 'plc', 'llp'];

/** "Ltdd", "Ldt", "Lmited": a legal form mistyped at the end of a name, which no name ends in otherwise. */
export function isMistypedLegalForm(word: string): boolean {
  if (word.length < 2 || /\d/.test(word)) return false;
  return SHORT_FORMS.some((form) => word[0] === form[0] && editDistance(word, form, 2) <= (form.length > 3 ? 2 : 1));
}

/** The register's words of a name: lower case, no accents, symbols as words, punctuation gone. */
export function nameWords(name: string): string[] {
  let text = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  text = text.replace(/[ßæœøłđðþ]/g, (c) => FOLD[c] ?? c);
  // "www.acme.co.uk": the web parts go; the dots between them would otherwise join nothing.
  text = text.replace(/^\s*(?:https?:\/\/)?www\./, '').replace(/\.(co\.uk|org\.uk|com|org|net|uk)\s*$/, '');
  text = text.replace(/[&+@£€$¥%]/g, (c) => SYMBOLS[c] ?? ' ');
  // Apostrophes and dots join what they sit in ("O'Neill", "J.P."); other punctuation separates.
  text = text.replace(/['’.]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
  return text.split(' ').filter(Boolean);
}

/**
 * A name's key: its words without "the" in front, the legal form and "& co" at the end. A typed
 * name (`typed`) also loses a mistyped legal form at its end ("Ltdd"); the register's never do.
 */
export function nameKey(name: string, typed = false): NameKey {
  const key = keyOf(name, false);
  if (!typed) return key;
  const loose = keyOf(name, true);
  return loose.compact === key.compact ? key : { ...key, alternative: loose };
}

function keyOf(name: string, typed: boolean): NameKey {
  let words = nameWords(name);
  if (words.length > 1 && words[0] === 'the') words = words.slice(1);
  if (words.length > 1 && WEB_ENDINGS.has(words[words.length - 1]!)) words = words.slice(0, -1);
  const before = words.length;
  words = dropEnding(words, LEGAL_ENDINGS);
  if (typed && words.length === before && words.length > 1 && isMistypedLegalForm(words[words.length - 1]!))
    words = words.slice(0, -1);
  words = dropEnding(words, COMPANY_ENDINGS);
  words = words.map((word) => (word === 'ltd' ? 'limited' : word));
  return { words, compact: words.join('') };
}

/**
 * Edits (insert, delete, substitute, swap of two neighbours) between two strings, or `max + 1`
 * as soon as it is clear there are more than `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let before = new Array<number>(b.length + 1);
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Typos allowed between two keys of this length: none in a short name, where one letter makes another name. */
export function typosAllowed(length: number): number {
  if (length < 5) return 0;
  if (length < 15) return 1;
  if (length < 25) return 2;
  return 3;
}

/**
 * How alike two names are, 0 to 1: 1 for the same key, less one share of the longer key per
 * edit, 0 past the typos a key of that length allows. Words in another order count as the same.
 */
export function nameSimilarity(a: NameKey, b: NameKey): number {
  const main = similarity(a, b);
  return a.alternative ? Math.max(main, similarity(a.alternative, b)) : main;
}

function similarity(a: NameKey, b: NameKey): number {
  if (a.compact.length === 0 || b.compact.length === 0) return 0;
  if (a.compact === b.compact) return 1;
  const length = Math.max(a.compact.length, b.compact.length);
  const allowed = typosAllowed(Math.min(a.compact.length, b.compact.length));
  const edits = editDistance(a.compact, b.compact, allowed);
  if (edits > allowed) {
    // The same words in another order, exactly: a typo on top of that is another name.
    const sorted = (key: NameKey) => [...key.words].sort().join(' ');
    return a.words.length > 1 && sorted(a) === sorted(b) ? 0.95 : 0;
  }
  return 1 - edits / length;
}

/** A UK postcode as the register writes it without its space, upper case; undefined when it is not one. */
export function postcodeKey(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact) ? compact : undefined;
}

/** The outward part of a postcode key (the district: "SW1A" of "SW1A1AA"). */
export const outwardCode = (key: string) => key.slice(0, key.length - 3);

/** A UK postcode at the end of a line ("Acme Ltd, SW1A 1AA"), and the text before it. */
export function trailingPostcode(text: string): { rest: string; postcode: string } | undefined {
  const match = /^(.*?)[\s,;]+([A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2})\s*$/.exec(text);
  if (!match || !match[1]!.trim()) return undefined;
  return { rest: match[1]!.trim().replace(/[,;]$/, '').trim(), postcode: match[2]!.toUpperCase().replace(/\s+/g, ' ') };
}
