// People's names as the registry writes them, reduced to comparable parts: "SMITH, John Andrew"
// (officer lists), "John Andrew SMITH" (search results), name elements (appointment lists) and a
// disqualified officer's forename/other_forenames/surname all become the same PersonName.
// Shared by the person index (lib/registry/people, built in lib/registry-server), the same-person
// scoring and the disqualification matcher (lib/identity).

export interface PersonName {
  /** Upper case, accents and punctuation removed, words joined without spaces ("VANDERBERG"). */
  surname: string;
  /** Upper-case forenames in order; the first is the forename, the rest middle names. */
  forenames: string[];
}

export interface NameElements {
  title?: string;
  forename?: string;
  other_forenames?: string;
  middle_name?: string;
  surname?: string;
}

// Honorifics the registry puts before or after a name; they say nothing about who the person is.
const TITLES = new Set([
  'MR',
  'MRS',
  'MS',
  'MISS',
  'MX',
  'DR',
  'SIR',
  'DAME',
  'LORD',
  'LADY',
  'PROF',
  'PROFESSOR',
  'REV',
  'REVEREND',
  'CAPT',
  'CAPTAIN',
]);

// Titles that say the person is a man or a woman (the rest, Dr, Prof, Rev…, say neither).
const MALE_TITLES = new Set(['MR', 'SIR', 'LORD']);
const FEMALE_TITLES = new Set(['MRS', 'MS', 'MISS', 'DAME', 'LADY']);

export type TitleSex = 'male' | 'female';

/**
 * What a title says of a person's sex: from the name's elements (`title`: "Mrs"), else from a
 * title written into the name ("Mr John SMITH", "SMITH, John, Mr", "SMITH, Mrs Jane"); undefined
 * when none says. Only a title's place counts: a surname LORD is no title.
 */
export function sexOfTitle(title: string | null | undefined, name?: string): TitleSex | undefined {
  let candidates: string[];
  if (title) candidates = words(title);
  else if (name?.includes(',')) {
    // "SURNAME, Forenames[, Title]": a title leads the forenames or follows them.
    const [, forenames = '', ...after] = name.split(',');
    candidates = [...words(after.join(' ')), ...leading(words(forenames))];
  } else candidates = leading(words(name ?? ''));
  for (const word of candidates) {
    if (MALE_TITLES.has(word)) return 'male';
    if (FEMALE_TITLES.has(word)) return 'female';
  }
  return undefined;
}

/** The titles a list of words starts with. */
function leading(parts: string[]): string[] {
  const end = parts.findIndex((part) => !TITLES.has(part));
  return parts.slice(0, end < 0 ? parts.length : end);
}

// Honours and post-nominals written into a name ("SMITH OBE", "John SMITH QC"): nothing of who it is.
const HONOURS = new Set([
  'OBE',
  'MBE',
  'CBE',
  'KBE',
  'DBE',
  'GBE',
  'KCB',
  'CVO',
  'LVO',
  'MVO',
  'QC',
  'KC',
  'JP',
  'DL',
  'BT',
  'BART',
  'ESQ',
  'FRCS',
  'FRS',
  'PHD',
]);

/** One word of a name in upper case, without accents or punctuation ("O'Brien" → "OBRIEN"). */
export function normaliseNameWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The words of a part of a name; hyphens and dots separate words, apostrophes do not. */
function words(text: string | undefined): string[] {
  return (text ?? '')
    .replace(/['’`]/g, '')
    .split(/[\s\-.]+/)
    .map(normaliseNameWord)
    .filter(Boolean);
}

const withoutTitles = (parts: string[]) => parts.filter((part) => !TITLES.has(part) && !HONOURS.has(part));
/** A surname's words without honours after it ("SMITH OBE"), never emptied. */
const withoutHonours = (parts: string[]) => {
  const kept = parts.filter((part) => !HONOURS.has(part));
  return kept.length > 0 ? kept : parts;
};

/** A name from its elements (appointment lists, disqualified officers, PSCs). */
export function nameFromElements(elements: NameElements): PersonName | undefined {
  const surname = withoutHonours(words(elements.surname)).join('');
  if (!surname) return undefined;
  return {
    surname,
    forenames: withoutTitles([...words(elements.forename), ...words(elements.other_forenames ?? elements.middle_name)]),
  };
}

/**
 * A name as written in one string: "SURNAME, Forenames[, Title]" (officer lists) or
 * "[Title] Forenames SURNAME" (search results), where the surname is the upper-case words at
 * the end (or the last word when the whole name is in one case).
 */
export function parsePersonName(name: string): PersonName | undefined {
  if (name.includes(',')) {
    const [surname, forenames] = name.split(',');
    return nameFromElements({ surname, forename: forenames });
  }
  const raw = name.trim().split(/\s+/).filter(Boolean);
  // Honours after a name ("Margaret Holloway OBE") are not its surname.
  while (raw.length > 1 && HONOURS.has(normaliseNameWord(raw[raw.length - 1]!))) raw.pop();
  if (raw.length === 0) return undefined;
  const upper = (word: string) => /\p{L}/u.test(word) && word === word.toUpperCase();
  let start = raw.length - 1;
  if (!raw.every(upper)) while (start > 0 && upper(raw[start - 1]!)) start--;
  const surname = raw.slice(start).join(' ');
  const forenames = withoutTitles(words(raw.slice(0, start).join(' ')));
  const parsed = nameFromElements({ surname, forename: forenames.join(' ') });
  return parsed;
}

/**
 * A name in the register's own form, "SMITH, John Andrew", however it came ("John Andrew SMITH"
 * from a search result): one form in a list that mixes sources. A leading title goes last, as
 * the register writes it ("SMITH, John, Dr"); a name whose surname cannot be told stays as it is.
 */
export function registerNameForm(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.includes(',')) return trimmed;
  const raw = trimmed.split(' ').filter(Boolean);
  const upper = (word: string) => /\p{L}/u.test(word) && word === word.toUpperCase();
  if (raw.length < 2 || raw.every(upper) || !upper(raw[raw.length - 1]!)) return trimmed;
  let start = raw.length - 1;
  while (start > 0 && upper(raw[start - 1]!)) start--;
  const before = raw.slice(0, start);
  const titles: string[] = [];
  while (before.length > 1 && TITLES.has(normaliseNameWord(before[0]!))) titles.push(before.shift()!);
  if (before.length === 0) return trimmed;
  return [raw.slice(start).join(' '), before.join(' '), ...titles].join(', ');
}

/** "JOHN ANDREW SMITH": the normalised name as evidence shows it. */
export const nameText = (name: PersonName): string => [...name.forenames, name.surname].join(' ');

/** Edit distance (insertions, deletions, substitutions, adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** A small slip of the pen: one edit, or two in a long word; never in a word of three letters or fewer. */
export const slip = (a: string, b: string) =>
  a !== b && Math.min(a.length, b.length) > 3 && editDistance(a, b, 2) <= (Math.min(a.length, b.length) >= 8 ? 2 : 1);

export type NameAgreement =
  /** Every word the same once normalised. */
  | 'same'
  /** Same surname and forename; middle names on one record only (or fewer on one). */
  | 'middle-name-dropped'
  /** Same surname and forename; a middle name spelt differently or different middle names. */
  | 'middle-name-differs'
  /** One word spelt slightly differently (a typo): surname, forename or a middle name. */
  | 'spelling';

export interface NameComparison {
  agreement: NameAgreement;
  /** Middle names both records give. */
  sharedMiddleNames: string[];
  /** What differs, in words ("SMYTH / SMITH"). */
  difference?: string;
}

/** How two names agree, or undefined when they name different people (or cannot be compared). */
export function compareNames(a: PersonName, b: PersonName): NameComparison | undefined {
  const [forenameA, ...middleA] = a.forenames;
  const [forenameB, ...middleB] = b.forenames;
  if (!forenameA || !forenameB) return undefined;
  const sharedMiddleNames = middleA.filter((name) => middleB.includes(name));
  const sameSurname = a.surname === b.surname;
  const sameForename = forenameA === forenameB;
  const sameMiddles = middleA.length === middleB.length && middleA.every((name, i) => name === middleB[i]);
  if (sameSurname && sameForename && sameMiddles) return { agreement: 'same', sharedMiddleNames };
  if (sameSurname && sameForename) {
    const shorter = middleA.length <= middleB.length ? middleA : middleB;
    const longer = shorter === middleA ? middleB : middleA;
    if (shorter.every((name) => longer.includes(name)))
      return {
        agreement: 'middle-name-dropped',
        sharedMiddleNames,
        difference: longer.filter((name) => !shorter.includes(name)).join(' '),
      };
    if (middleA.length === middleB.length && middleA.every((name, i) => name === middleB[i] || slip(name, middleB[i]!)))
      return {
        agreement: 'spelling',
        sharedMiddleNames,
        difference: middleA
          .map((name, i) => (name === middleB[i] ? '' : `${name} / ${middleB[i]}`))
          .filter(Boolean)
          .join(', '),
      };
    return {
      agreement: 'middle-name-differs',
      sharedMiddleNames,
      difference: `${middleA.join(' ') || '(none)'} / ${middleB.join(' ') || '(none)'}`,
    };
  }
  if (!sameMiddles) return undefined;
  if (sameForename && slip(a.surname, b.surname))
    return { agreement: 'spelling', sharedMiddleNames, difference: `${a.surname} / ${b.surname}` };
  if (sameSurname && slip(forenameA, forenameB))
    return { agreement: 'spelling', sharedMiddleNames, difference: `${forenameA} / ${forenameB}` };
  return undefined;
}
