// Turns a filing-history item's `description` key and `description_values` into readable
// text: bold segments for rendering, or a plain string. Unknown keys still read sensibly.

import { formatDate, isIsoDate } from './dates';
import { filingDescriptionTemplates } from './filing-templates';
import { humanizeKey } from './label';

export { filingDescriptionTemplates };

/** One run of text; `bold` marks the part the registry emphasises. */
export interface DescriptionSegment {
  text: string;
  bold: boolean;
}

/** The parts of a filing-history item (or annotation, resolution, associated filing) that are described. */
export interface FilingDescriptionInput {
  description?: string | null;
  description_values?: Readonly<Record<string, unknown>> | null;
}

/** Shown when an item has neither a description key nor legacy text. */
export const NO_DESCRIPTION = 'No description given';

// Shown in place of a required value that is missing (values inside [ … ] are simply dropped).
const GAP = '(not given)';

const PLACEHOLDER = /\{([a-z_ ]+)\}/g;

function placeholdersOf(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => name !== ''))];
}

/** Every description key with its own template. */
export const filingDescriptionKeys: readonly string[] = Object.freeze(Object.keys(filingDescriptionTemplates));

/** For each covered key, the description_values names its template uses (in order of first use). */
export const filingDescriptionPlaceholders: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(
    Object.entries(filingDescriptionTemplates).map(([key, template]) => [key, Object.freeze(placeholdersOf(template))]),
  ),
);

/** True when the key has a template of its own (rather than the fallback). */
export function hasFilingDescription(key: string | null | undefined): boolean {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(filingDescriptionTemplates, key);
}

// ---------------------------------------------------------------------------------------
// Values

interface CapitalEntry {
  figure?: unknown;
  currency?: unknown;
  date?: unknown;
}

function isCapitalEntry(value: unknown): value is CapitalEntry {
  return typeof value === 'object' && value !== null && ('figure' in value || 'currency' in value);
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** "GBP 100,000 on 27 October 2015"; the date part only when the entry has one. */
function formatCapitalEntry(entry: CapitalEntry): string {
  const amount = [textOf(entry.currency), textOf(entry.figure)].filter((part) => part !== '').join(' ');
  if (amount === '') return '';
  const date = textOf(entry.date);
  return date ? `${amount} on ${formatDate(date)}` : amount;
}

function formatCapital(entries: readonly unknown[]): string {
  return entries
    .filter(isCapitalEntry)
    .map(formatCapitalEntry)
    .filter((text) => text !== '')
    .join(', ');
}

/**
 * A description value as text, or undefined when there is nothing to show.
 * Names ending in "date" and ISO-looking strings become "2 July 2002"; capital lists become
 * "GBP 100 on 1 January 2020".
 */
function formatValue(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return name.endsWith('date') || isIsoDate(text) ? formatDate(text) : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    const capital = formatCapital(value);
    if (capital !== '') return capital;
    const words = value.map(textOf).filter((text) => text !== '');
    return words.length > 0 ? words.join(', ') : undefined;
  }
  if (isCapitalEntry(value)) return formatCapitalEntry(value) || undefined;
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Templates

// Drops each [ … ] group in which some placeholder has no value, and unwraps the others.
function resolveOptionalGroups(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\[([^[\]]*)\]/g, (_group, inner: string) => {
    const complete = placeholdersOf(inner).every((name) => formatValue(name, values[name]) !== undefined);
    return complete ? inner : '';
  });
}

function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => formatValue(name, values[name]) ?? GAP);
}

// Splits on ** markers: odd-numbered pieces are bold. Joins neighbours of the same weight,
// drops empty runs and tidies spacing so the text reads the same as a plain string.
function toSegments(text: string, values: Readonly<Record<string, unknown>>): DescriptionSegment[] {
  const segments: DescriptionSegment[] = [];
  text.split('**').forEach((piece, index) => {
    const filled = fillPlaceholders(piece, values);
    if (filled === '') return;
    const bold = index % 2 === 1;
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += filled;
    else segments.push({ text: filled, bold });
  });
  return tidy(segments);
}

function tidy(segments: DescriptionSegment[]): DescriptionSegment[] {
  const cleaned = segments
    .map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') }))
    .filter((segment) => segment.text !== '');
  const first = cleaned[0];
  if (first) first.text = first.text.trimStart();
  const last = cleaned[cleaned.length - 1];
  if (last) last.text = last.text.trimEnd();
  return cleaned.filter((segment) => segment.text !== '');
}

function describeUnknown(key: string, values: Readonly<Record<string, unknown>>): DescriptionSegment[] {
  const title = humanizeKey(key) || key;
  const details = Object.entries(values)
    .map(([name, value]) => {
      const text = formatValue(name, value);
      return text === undefined ? undefined : `${humanizeKey(name).toLowerCase()}: ${text}`;
    })
    .filter((detail): detail is string => detail !== undefined);
  const segments: DescriptionSegment[] = [{ text: title, bold: true }];
  if (details.length > 0) segments.push({ text: ` (${details.join('; ')})`, bold: false });
  return segments;
}

/** `27/11/26` or `27/11/2026` as an ISO date (two-digit years up to next year's are this century). */
function isoFromUk(day: string, month: string, year: string): string {
  let full = Number(year);
  if (year.length === 2) {
    const nextYear = (new Date().getUTCFullYear() + 1) % 100;
    full += full <= nextYear ? 2000 : 1900;
  }
  return `${full}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The registry's free text for older filings, readable: "Company name changed norman consultancy
 * limited\\certificate issued on 27/11/26" reads "Company name changed NORMAN CONSULTANCY LIMITED;
 * certificate issued on 27 November 2026". Nothing is dropped: only breaks, dates and the case of
 * a changed name (the register's names are upper case) are touched.
 */
export function legacyText(text: string): string {
  const sentences = text
    .split('\\')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/^(company name changed )(.+)$/i, (_, lead: string, name: string) => `${lead}${name.toUpperCase()}`)
        .replace(/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (whole, day: string, month: string, year: string) => {
          const iso = isoFromUk(day, month, year);
          return isIsoDate(iso) ? formatDate(iso) : whole;
        })
        .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (iso) => (isIsoDate(iso) ? formatDate(iso) : iso)),
    );
  const joined = sentences.join('; ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/**
 * Segments for rendering a filing description, e.g.
 * `[{ text: 'Director appointed', bold: true }, { text: ': Mr John Smith, from 1 January 2020', bold: false }]`.
 *
 * - Legacy free text in `description_values.description` is shown as the registry wrote it, tidied
 *   (legacyText): its `\\` breaks as sentence breaks, its dates as long dates.
 * - A known key fills its template; dates read "2 July 2002"; capital reads "GBP 100 on 1 January 2020".
 * - Capital values the template does not mention are appended, so they are never lost.
 * - An unknown key gives a title built from the key, plus any values in brackets.
 * Never throws and never returns an empty list.
 */
export function describeFiling(input: FilingDescriptionInput | null | undefined): DescriptionSegment[] {
  const values = input?.description_values ?? {};
  const legacy = typeof values.description === 'string' ? values.description.trim() : '';
  if (legacy !== '') return [{ text: legacyText(legacy), bold: false }];

  const key = typeof input?.description === 'string' ? input.description.trim() : '';
  if (key === '') return [{ text: NO_DESCRIPTION, bold: false }];

  const template = hasFilingDescription(key) ? filingDescriptionTemplates[key] : undefined;
  if (template === undefined) return describeUnknown(key, values);

  const segments = toSegments(resolveOptionalGroups(template, values), values);
  const used = placeholdersOf(template);
  for (const name of ['capital', 'alt_capital']) {
    const extra = used.includes(name) ? undefined : formatValue(name, values[name]);
    if (extra !== undefined) segments.push({ text: `: ${extra}`, bold: false });
  }
  return segments.length > 0 ? segments : [{ text: humanizeKey(key) || key, bold: false }];
}

/** The same description as one plain string (bold markers dropped). */
export function describeFilingText(input: FilingDescriptionInput | null | undefined): string {
  return describeFiling(input)
    .map((segment) => segment.text)
    .join('');
}
