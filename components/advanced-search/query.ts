// What an /advanced-search address asks for: every filter read from the URL (checkboxes come
// as repeated keys), checked with a message naming the field, and turned into the registry's
// own parameters (the same ones the export link carries). Plain module: server and tests use it.
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { ADVANCED_SEARCH_STATUSES, ADVANCED_SEARCH_SUBTYPES, catalogue } from '@/lib/registry/catalogue';
import { companySubtypeLabels } from '@/lib/labels/company';
import { sicCodeTitles } from '@/lib/labels/sic-codes';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { readIdentityFilter, type IdentityFilter } from '@/lib/verification/filter';
import { readSignalsFilter } from '@/lib/signals/filter';
import type { SignalCode } from '@/lib/signals/rules';

export const ADVANCED_PAGE_SIZE = 20;

const TEXT_FIELDS = ['company_name_includes', 'company_name_excludes', 'location'] as const;
const DATE_FIELDS = ['incorporated_from', 'incorporated_to', 'dissolved_from', 'dissolved_to'] as const;
const LIST_FIELDS = ['company_status', 'company_type', 'company_subtype', 'sic_codes'] as const;
type TextField = (typeof TEXT_FIELDS)[number] | (typeof DATE_FIELDS)[number];
type ListField = (typeof LIST_FIELDS)[number];

/** Plain-language names of the fields, as error messages and labels use them. */
export const fieldLabels: Record<TextField | ListField, string> = {
  company_name_includes: 'Name includes',
  company_name_excludes: 'Name excludes',
  location: 'Location',
  incorporated_from: 'Incorporated from',
  incorporated_to: 'Incorporated to',
  dissolved_from: 'Dissolved from',
  dissolved_to: 'Dissolved to',
  company_status: 'Status',
  company_type: 'Type',
  company_subtype: 'Subtype',
  sic_codes: 'SIC codes',
};

const option = (value: string, label: string) => ({ value, label });
export const statusOptions = ADVANCED_SEARCH_STATUSES.map((status) => option(status, companyStatusLabel(status)));
export const typeOptions = (catalogue.advancedSearchCompanies.query.company_type.values as readonly string[])
  .map((type) => option(type, companyTypeLabel(type)))
  .sort((a, b) => a.label.localeCompare(b.label));
export const subtypeOptions = ADVANCED_SEARCH_SUBTYPES.map((subtype) =>
  option(subtype, companySubtypeLabels[subtype] ?? subtype),
);

export interface AdvancedForm {
  text: Record<TextField, string>;
  lists: Record<ListField, string[]>;
  page: number;
}

/** A word typed in the SIC field and the codes it was read as. */
export interface SicWord {
  word: string;
  codes: { code: string; title: string }[];
}

export interface AdvancedRequest {
  form: AdvancedForm;
  /** Words typed in the SIC field and the codes searched for them (the field then holds the codes). */
  sicWords: SicWord[];
  /** Field → what is wrong with it, in words. Empty when the search can run. */
  errors: Partial<Record<TextField | ListField | 'identity' | 'signals', string>>;
  /** Our own filter (not the registry's): companies by identity verification. */
  identity?: IdentityFilter;
  /** Our own filter (not the registry's): companies with any of these signals. */
  signals?: SignalCode[];
  /** Whether any filter is set (an empty form shows no results). */
  filtered: boolean;
  /** The registry's parameters for the filters, without paging. */
  filters: URLSearchParams;
  /** The registry's filters and ours: the export link's and the page links' query. */
  query: URLSearchParams;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const SIC = /^\d{4,5}$/;
/** A word matching more SIC descriptions than this is asked to be narrowed, not searched. */
export const SIC_WORD_MAX_CODES = 30;

const sicWordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const SIC_INDEX = Object.entries(sicCodeTitles)
  .filter(([code]) => code.length === 5)
  .map(([code, title]) => ({ code, title, words: sicWordsOf(title) }));

/**
 * The current (5-digit) SIC codes whose description has every word typed, each as the start of
 * one of its words: "software" gives 46510, 47410, 58290, 62011 and 62012; "holding comp" 64209.
 */
export function sicCodesForWords(text: string): { code: string; title: string }[] {
  const typed = sicWordsOf(text);
  if (typed.length === 0) return [];
  return SIC_INDEX.filter((entry) => typed.every((word) => entry.words.some((w) => w.startsWith(word)))).map(
    ({ code, title }) => ({ code, title }),
  );
}

const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const first = (value: string | string[] | undefined) => (all(value)[0] ?? '').trim();

export function readAdvancedSearch(params: SearchParamsRecord): AdvancedRequest {
  const text = Object.fromEntries(
    [...TEXT_FIELDS, ...DATE_FIELDS].map((name) => [name, first(params[name]).slice(0, 200)]),
  ) as Record<TextField, string>;
  const lists = Object.fromEntries(
    LIST_FIELDS.map((name) => [
      name,
      [
        ...new Set(
          all(params[name])
            .flatMap((value) => value.split(','))
            .map((value) => value.trim())
            .filter(Boolean),
        ),
      ],
    ]),
  ) as Record<ListField, string[]>;
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(first(params.page) || '1')) || 1));
  const errors: AdvancedRequest['errors'] = {};
  for (const name of DATE_FIELDS) {
    if (text[name] && !isDate(text[name])) errors[name] = `${fieldLabels[name]} must be a date, such as 2024-03-31`;
  }
  for (const [from, to] of [
    ['incorporated_from', 'incorporated_to'],
    ['dissolved_from', 'dissolved_to'],
  ] as const) {
    if (!errors[from] && !errors[to] && text[from] && text[to] && text[from] > text[to])
      errors[to] = `${fieldLabels[to]} must not be before ${fieldLabels[from].toLowerCase()}`;
  }
  const known: Record<Exclude<ListField, 'sic_codes'>, readonly { value: string }[]> = {
    company_status: statusOptions,
    company_type: typeOptions,
    company_subtype: subtypeOptions,
  };
  for (const [name, options] of Object.entries(known) as [
    Exclude<ListField, 'sic_codes'>,
    readonly { value: string }[],
  ][]) {
    const unknown = lists[name].filter((value) => !options.some((o) => o.value === value));
    if (unknown.length > 0)
      errors[name] = `${fieldLabels[name]} has an unknown value: ${unknown.join(', ').slice(0, 60)}`;
  }
  // Words in the SIC field are read as the codes whose descriptions have them ("software"); a word
  // that matches none, or too many to search at once, is named, as is a number that is no code.
  const sicWords: SicWord[] = [];
  const sicProblems: string[] = [];
  const codes: string[] = [];
  for (const entry of lists.sic_codes) {
    if (SIC.test(entry)) {
      codes.push(entry);
      continue;
    }
    if (/^[\d\s]+$/.test(entry)) {
      sicProblems.push(`SIC codes are 4 or 5 digits, such as 64209; not ${entry.slice(0, 20)}`);
      continue;
    }
    const found = sicCodesForWords(entry);
    const word = entry.slice(0, 40);
    if (found.length === 0)
      sicProblems.push(
        `No SIC code’s description has “${word}”: type a code, such as 64209, or a word from a description, such as software`,
      );
    else if (found.length > SIC_WORD_MAX_CODES)
      sicProblems.push(
        `“${word}” is in ${found.length} SIC code descriptions, too many to search at once: add a word (“${word} clothing”) or pick codes from the suggestions`,
      );
    else {
      sicWords.push({ word, codes: found });
      codes.push(...found.map((match) => match.code));
    }
  }
  if (sicProblems.length > 0) errors.sic_codes = sicProblems.join('. ');
  // Searched, the field holds the codes; with a problem, what was typed, to be corrected.
  else lists.sic_codes = [...new Set(codes)];

  const filters = new URLSearchParams();
  for (const name of [...TEXT_FIELDS, ...DATE_FIELDS]) if (text[name]) filters.set(name, text[name]);
  for (const name of LIST_FIELDS) if (lists[name].length > 0) filters.set(name, lists[name].join(','));
  let identity: IdentityFilter | undefined;
  try {
    identity = readIdentityFilter(first(params.identity));
  } catch {
    errors.identity = `Identity verification has an unknown value: ${first(params.identity).slice(0, 20)}`;
  }
  let signals: SignalCode[] | undefined;
  try {
    signals = readSignalsFilter(all(params.signals));
  } catch {
    errors.signals = `Signals has an unknown code: ${all(params.signals).join(',').slice(0, 40)}`;
  }
  const query = new URLSearchParams(filters);
  if (identity) query.set('identity', identity);
  if (signals) query.set('signals', signals.join(','));
  return {
    form: { text, lists, page },
    sicWords,
    errors,
    ...(identity ? { identity } : {}),
    ...(signals ? { signals } : {}),
    filtered: [...filters.keys()].length > 0 || identity !== undefined || signals !== undefined,
    filters,
    query,
  };
}

/** The registry query of one page of results. */
export function pageQuery(request: AdvancedRequest): Record<string, string | number> {
  return {
    ...Object.fromEntries(request.filters),
    size: ADVANCED_PAGE_SIZE,
    start_index: (request.form.page - 1) * ADVANCED_PAGE_SIZE,
  };
}

/** This search's address at another page. */
export function advancedSearchHref(filters: URLSearchParams, page = 1): string {
  const query = new URLSearchParams(filters);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/advanced-search?${text}` : '/advanced-search';
}
