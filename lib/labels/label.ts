// The one lookup behind every label table: a known key gives its text, anything else
// gives readable text built from the key itself, so new registry values never break a page.

/** A label table: registry key → display text. */
export type LabelTable = Readonly<Record<string, string>>;

/** Shown when the registry sent no value at all (undefined, null or blank). */
export const NOT_GIVEN = 'Not given';

// Short forms that read better in capitals when a label is built from an unknown key.
const ACRONYMS = new Set([
  'ar',
  'cic',
  'cva',
  'cvl',
  'dtr5',
  'eeig',
  'eu',
  'fca',
  'llp',
  'mvl',
  'ni',
  'plc',
  'psc',
  'pscs',
  'se',
  'sic',
  'slp',
  'uk',
  'ukeig',
  'url',
  'us',
  'vat',
]);

/**
 * Readable text from a kebab-case or snake_case key:
 * "some-new-value" → "Some new value", "llp_members" → "LLP members".
 * Returns '' only when the key holds no letters or digits at all.
 */
export function humanizeKey(key: string): string {
  const words = key
    .trim()
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const first = words[0];
  if (first === undefined) return '';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

function hasOwn(table: LabelTable, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** True when the table has its own entry for the key (never a prototype member like "constructor"). */
export function hasLabel(table: LabelTable, key: string | null | undefined): boolean {
  return typeof key === 'string' && hasOwn(table, key.trim());
}

/**
 * The label for a registry key. Never throws and never returns blank:
 * - a known key → its text;
 * - an unknown key → text built from the key ("some-new-value" → "Some new value");
 * - undefined, null or blank → NOT_GIVEN ("Not given").
 */
export function label(table: LabelTable, key: string | null | undefined): string {
  if (typeof key !== 'string') return NOT_GIVEN;
  const trimmed = key.trim();
  if (trimmed === '') return NOT_GIVEN;
  if (hasOwn(table, trimmed)) {
    const text = table[trimmed];
    if (text !== undefined && text !== '') return text;
  }
  return humanizeKey(trimmed) || trimmed;
}

/** The keys of a table, for generators that must only produce values the labels cover. */
export function keysOf(table: LabelTable): readonly string[] {
  return Object.freeze(Object.keys(table));
}
