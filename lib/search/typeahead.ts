// What the header's typeahead reads in a term, on both sides (the suggestion route, the box).
// Words as the registry's search reads them: letters and digits, case and accents aside,
// apostrophes inside a word dropped, "&" read as "and".

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*|&/gu;

const normal = (raw: string) =>
  raw === '&'
    ? 'and'
    : raw
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, '');

/** A text's words with where each stands (0-based, end exclusive). */
function tokens(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)]
    .map((match) => ({ word: normal(match[0]), start: match.index, end: match.index + match[0].length }))
    .filter((token) => token.word !== '');
}

const words = (text: string) => tokens(text).map((token) => token.word);

/** Where the term's words start words of a name, as the registry's `matches` give it (1-based, inclusive pairs). */
export function termMatchOffsets(name: string, term: string): number[] {
  const typed = words(term);
  return tokens(name).flatMap((token) =>
    typed.some((word) => token.word.startsWith(word)) ? [token.start + 1, token.end] : [],
  );
}

/** A partial company number as typed: digits, or two letters and digits (upper-cased); undefined for anything else. */
export function partialCompanyNumber(term: string): string | undefined {
  const match = /^([A-Za-z]{2})?(\d{1,8})$/.exec(term.trim().replace(/\s+/g, ''));
  if (!match) return undefined;
  const prefix = (match[1] ?? '').toUpperCase();
  const digits = match[2]!;
  if (prefix.length + digits.length > 8) return undefined;
  return prefix + digits;
}

/** The number a partial number is when read whole, as the registry pads it ("6400" → "00006400", "SC12" → "SC000012"). */
export function paddedCompanyNumber(partial: string): string {
  const prefix = /^[A-Z]{2}/.test(partial) ? partial.slice(0, 2) : '';
  return prefix + partial.slice(prefix.length).padStart(8 - prefix.length, '0');
}

/** Whether a name has a word starting with the term's last word ("holl" in HOLLOWAY KEMBLE): the term's words, the last as a prefix. */
export function nameStartsWithTerm(name: string, term: string): boolean {
  const typed = words(term);
  const last = typed[typed.length - 1];
  if (last === undefined) return false;
  const nameWords = words(name);
  return (
    typed.slice(0, -1).every((word) => nameWords.includes(word)) && nameWords.some((word) => word.startsWith(last))
  );
}
