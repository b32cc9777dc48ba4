// What an /advanced-search address asks for: every filter read from the URL (checkboxes come
// as repeated keys), checked with a message naming the field, and turned into the registry's
// own parameters (the same ones the export link carries). Plain module: server and tests use it.
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { ADVANCED_SEARCH_STATUSES, ADVANCED_SEARCH_SUBTYPES, catalogue } from '@/lib/registry/catalogue';
import { companySubtypeLabels } from '@/lib/labels/company';
import type { SearchParamsRecord } from '@/lib/query/page-state';

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

export interface AdvancedRequest {
  form: AdvancedForm;
  /** Field → what is wrong with it, in words. Empty when the search can run. */
  errors: Partial<Record<TextField | ListField, string>>;
  /** Whether any filter is set (an empty form shows no results). */
  filtered: boolean;
  /** The registry's parameters for the filters, without paging: the export link's query. */
  filters: URLSearchParams;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const SIC = /^\d{4,5}$/;

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
  const badSic = lists.sic_codes.filter((code) => !SIC.test(code));
  if (badSic.length > 0)
    errors.sic_codes = `SIC codes must be 4 or 5 digits, such as 64209; not ${badSic.join(', ').slice(0, 60)}`;

  const filters = new URLSearchParams();
  for (const name of [...TEXT_FIELDS, ...DATE_FIELDS]) if (text[name]) filters.set(name, text[name]);
  for (const name of LIST_FIELDS) if (lists[name].length > 0) filters.set(name, lists[name].join(','));
  return { form: { text, lists, page }, errors, filtered: [...filters.keys()].length > 0, filters };
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
