// The endpoint catalogue: every endpoint of the registry interface, once. The client's
// methods, the embedded server's router, the proxy's allow-list and the contract tests
// are all driven by this table; adding an endpoint is one entry here plus its schema in
// schemas/by-endpoint.ts (kept apart so browser code gets paths without zod).
import type { z } from 'zod';
import { flag, oneOf, pageSize, pathFormats, startIndex, type PathFormat, type QueryDefs } from './params';
import { companyTypes } from '@/lib/labels/company';
import type { EndpointSchemas } from './schemas/by-endpoint';

/** How long a kind of resource may be cached: the gateway and the proxy read this. */
export type CacheKind = 'search' | 'profile' | 'list' | 'item' | 'document';

export interface EndpointDef<Path extends string = string, Query extends QueryDefs = QueryDefs> {
  /** The path pattern, with `{name}` for each path parameter. */
  readonly path: Path;
  /** The resource name used in the versioned MIME type `application/vnd.registry.<resource>+json`. */
  readonly resource: string;
  readonly title: string;
  readonly query: Query;
  readonly cache: CacheKind;
  /** `document`: served by the Document API, on its own base URL (REGISTRY_DOCUMENT_API_URL). */
  readonly api?: 'document';
}

const define = <const Path extends string, const Query extends QueryDefs>(def: EndpointDef<Path, Query>) => def;

const NO_QUERY = {} as const;
const search = {
  q: { type: 'text', required: true },
  items_per_page: pageSize(20, 100),
  start_index: startIndex,
} as const;
const companyPath = '/company/{company_number}';

/** company_status values advanced search accepts (the real service's list; `registered` is not one). */
export const ADVANCED_SEARCH_STATUSES = [
  'active',
  'dissolved',
  'open',
  'closed',
  'removed',
  'converted-closed',
  'receivership',
  'administration',
  'liquidation',
  'insolvency-proceedings',
  'voluntary-arrangement',
] as const;
export const ADVANCED_SEARCH_SUBTYPES = ['community-interest-company', 'private-fund-limited-partnership'] as const;
/** Advanced search answers at most this many companies a page (size 1–5000, 422 outside). */
export const ADVANCED_SEARCH_MAX_SIZE = 5000;
/** Dissolved and alphabetical search: size 1–100. */
export const NAME_SEARCH_MAX_SIZE = 100;
/** Date parameters of advanced search, `yyyy-mm-dd`, both ends inclusive. */
export const ADVANCED_SEARCH_DATES = [
  'incorporated_from',
  'incorporated_to',
  'dissolved_from',
  'dissolved_to',
] as const;
/** Sizes are checked by the registry (422 outside their range), not capped like page sizes. */
const size = { type: 'int', default: 20 } as const;
const cursors = { search_above: { type: 'text' }, search_below: { type: 'text' } } as const;
const pscPath = `${companyPath}/persons-with-significant-control`;

export const catalogue = {
  searchAll: define({ path: '/search', resource: 'search', title: 'Search all', query: search, cache: 'search' }),
  searchCompanies: define({
    path: '/search/companies',
    resource: 'companySearch',
    title: 'Search companies',
    query: { ...search, restrictions: { type: 'text' } },

    cache: 'search',
  }),
  searchOfficers: define({
    path: '/search/officers',
    resource: 'officerSearch',
    title: 'Search officers',
    query: search,
    cache: 'search',
  }),
  searchDisqualifiedOfficers: define({
    path: '/search/disqualified-officers',
    resource: 'disqualifiedOfficerSearch',
    title: 'Search disqualified officers',
    query: search,

    cache: 'search',
  }),

  advancedSearchCompanies: define({
    path: '/advanced-search/companies',
    resource: 'advancedCompanySearch',
    title: 'Advanced company search',
    query: {
      company_name_includes: { type: 'text' },
      company_name_excludes: { type: 'text' },
      company_status: { type: 'list', values: ADVANCED_SEARCH_STATUSES },
      company_subtype: { type: 'list', values: ADVANCED_SEARCH_SUBTYPES },
      company_type: { type: 'list', values: companyTypes },
      dissolved_from: { type: 'text' },
      dissolved_to: { type: 'text' },
      incorporated_from: { type: 'text' },
      incorporated_to: { type: 'text' },
      location: { type: 'text' },
      sic_codes: { type: 'list' },
      size,
      start_index: startIndex,
    },
    cache: 'search',
  }),
  dissolvedSearchCompanies: define({
    path: '/dissolved-search/companies',
    resource: 'dissolvedCompanySearch',
    title: 'Dissolved company search',
    query: {
      q: { type: 'text', required: true },
      search_type: oneOf('best-match', 'previous-name-dissolved', 'alphabetical'),
      ...cursors,
      // The service's own spellings of the cursors (financials §6): both are accepted.
      search_before: { type: 'text' },
      search_after: { type: 'text' },
      size,
      start_index: startIndex,
    },
    cache: 'search',
  }),
  alphabeticalSearchCompanies: define({
    path: '/alphabetical-search/companies',
    resource: 'alphabeticalCompanySearch',
    title: 'Alphabetical company search',
    query: {
      q: { type: 'text', required: true },
      ...cursors,
      search_before: { type: 'text' },
      search_after: { type: 'text' },
      size,
    },
    cache: 'search',
  }),

  companyProfile: define({
    path: companyPath,
    resource: 'companyProfile',
    title: 'Company profile',
    query: NO_QUERY,
    cache: 'profile',
  }),
  registeredOfficeAddress: define({
    path: `${companyPath}/registered-office-address`,
    resource: 'registeredOfficeAddress',
    title: 'Registered office address',
    query: NO_QUERY,

    cache: 'profile',
  }),
  officerList: define({
    path: `${companyPath}/officers`,
    resource: 'officerList',
    title: 'Company officers',
    query: {
      items_per_page: pageSize(35, 100),
      start_index: startIndex,
      filter: oneOf('active'),
      order_by: oneOf('appointed_on', 'resigned_on', 'surname'),
      register_view: flag(false),
      register_type: oneOf('directors', 'secretaries', 'llp_members'),
    },

    cache: 'list',
  }),
  officerAppointment: define({
    path: `${companyPath}/appointments/{appointment_id}`,
    resource: 'officerSummary',
    title: 'Officer appointment',
    query: NO_QUERY,

    cache: 'item',
  }),
  filingHistoryList: define({
    path: `${companyPath}/filing-history`,
    resource: 'filingHistoryList',
    title: 'Filing history',
    query: { items_per_page: pageSize(25, 100), start_index: startIndex, category: { type: 'list' } },

    cache: 'list',
  }),
  filingHistoryItem: define({
    path: `${companyPath}/filing-history/{transaction_id}`,
    resource: 'filingHistoryItem',
    title: 'Filing',
    query: NO_QUERY,

    cache: 'item',
  }),
  chargeList: define({
    path: `${companyPath}/charges`,
    resource: 'chargeList',
    title: 'Charges',
    query: { items_per_page: pageSize(25, 100), start_index: startIndex, filter: oneOf('outstanding') },

    cache: 'list',
  }),
  chargeDetails: define({
    path: `${companyPath}/charges/{charge_id}`,
    resource: 'chargeDetails',
    title: 'Charge',
    query: NO_QUERY,

    cache: 'item',
  }),
  insolvency: define({
    path: `${companyPath}/insolvency`,
    resource: 'companyInsolvency',
    title: 'Insolvency',
    query: NO_QUERY,

    cache: 'profile',
  }),
  registers: define({
    path: `${companyPath}/registers`,
    resource: 'companyRegister',
    title: 'Registers',
    query: NO_QUERY,

    cache: 'profile',
  }),
  ukEstablishments: define({
    path: `${companyPath}/uk-establishments`,
    resource: 'companyUKEstablishments',
    title: 'UK establishments',
    query: NO_QUERY,

    cache: 'profile',
  }),
  exemptions: define({
    path: `${companyPath}/exemptions`,
    resource: 'companyExemptions',
    title: 'Exemptions',
    query: NO_QUERY,

    cache: 'profile',
  }),

  pscList: define({
    path: pscPath,
    resource: 'pscList',
    title: 'Persons with significant control',
    query: { items_per_page: pageSize(25, 100), start_index: startIndex, register_view: flag(false) },

    cache: 'list',
  }),
  pscIndividual: define({
    path: `${pscPath}/individual/{psc_id}`,
    resource: 'pscIndividual',
    title: 'Individual with significant control',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscIndividualBeneficialOwner: define({
    path: `${pscPath}/individual-beneficial-owner/{psc_id}`,
    resource: 'pscIndividualBeneficialOwner',
    title: 'Individual beneficial owner',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscCorporateEntity: define({
    path: `${pscPath}/corporate-entity/{psc_id}`,
    resource: 'pscCorporateEntity',
    title: 'Corporate entity with significant control',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscCorporateEntityBeneficialOwner: define({
    path: `${pscPath}/corporate-entity-beneficial-owner/{psc_id}`,
    resource: 'pscCorporateEntityBeneficialOwner',
    title: 'Corporate entity beneficial owner',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscLegalPerson: define({
    path: `${pscPath}/legal-person/{psc_id}`,
    resource: 'pscLegalPerson',
    title: 'Legal person with significant control',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscLegalPersonBeneficialOwner: define({
    path: `${pscPath}/legal-person-beneficial-owner/{psc_id}`,
    resource: 'pscLegalPersonBeneficialOwner',
    title: 'Legal person beneficial owner',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscSuperSecure: define({
    path: `${pscPath}/super-secure/{super_secure_id}`,
    resource: 'pscSuperSecure',
    title: 'Super-secure person with significant control',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscSuperSecureBeneficialOwner: define({
    path: `${pscPath}/super-secure-beneficial-owner/{super_secure_id}`,
    resource: 'pscSuperSecureBeneficialOwner',
    title: 'Super-secure beneficial owner',
    query: NO_QUERY,

    cache: 'item',
  }),
  pscStatementList: define({
    path: `${companyPath}/persons-with-significant-control-statements`,
    resource: 'statementList',
    title: 'PSC statements',
    query: { items_per_page: pageSize(25, 100), start_index: startIndex, register_view: flag(false) },

    cache: 'list',
  }),
  pscStatement: define({
    path: `${companyPath}/persons-with-significant-control-statements/{statement_id}`,
    resource: 'statement',
    title: 'PSC statement',
    query: NO_QUERY,

    cache: 'item',
  }),

  officerAppointments: define({
    path: '/officers/{officer_id}/appointments',
    resource: 'appointmentList',
    title: 'Officer appointments',
    query: { items_per_page: pageSize(35, 50), start_index: startIndex, filter: oneOf('active') },

    cache: 'list',
  }),
  naturalDisqualification: define({
    path: '/disqualified-officers/natural/{officer_id}',
    resource: 'naturalDisqualification',
    title: 'Disqualified officer',
    query: NO_QUERY,

    cache: 'item',
  }),
  corporateDisqualification: define({
    path: '/disqualified-officers/corporate/{officer_id}',
    resource: 'corporateDisqualification',
    title: 'Disqualified corporate officer',
    query: NO_QUERY,

    cache: 'item',
  }),

  // The Document API: another host, same key. Its content (/document/{id}/content) is a
  // redirect to storage, not a resource, and is read by lib/documents, not through here.
  documentMetadata: define({
    path: '/document/{document_id}',
    resource: 'documentMetadata',
    title: 'Document',
    query: NO_QUERY,
    cache: 'document',
    api: 'document',
  }),
} as const;

export type Catalogue = typeof catalogue;
export type EndpointName = keyof Catalogue;
export const endpointNames = Object.keys(catalogue) as EndpointName[];

/** `{ company_number: string, charge_id: string }` from `/company/{company_number}/charges/{charge_id}`. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

export type ParamsOf<N extends EndpointName> = PathParams<Catalogue[N]['path']>;
/** The parsed resource of an endpoint (its schema is in schemas/by-endpoint.ts, kept out of client bundles). */
export type ResourceOf<N extends EndpointName> = z.infer<EndpointSchemas[N]>;

const formatOf = (name: string): PathFormat =>
  name === 'company_number' ? 'company_number' : name === 'document_id' ? 'document_id' : 'id';

/** Fills a path pattern; every value is URL-encoded so a parameter can never add a segment. */
export function buildPath<N extends EndpointName>(name: N, params: ParamsOf<N>): string {
  const values = params as Record<string, string>;
  return catalogue[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

export type PathMatch =
  | { ok: true; name: EndpointName; params: Record<string, string> }
  | { ok: false; name: EndpointName; parameter: string; message: string };

interface CompiledRoute {
  name: EndpointName;
  segments: readonly string[];
}

const routes: CompiledRoute[] = endpointNames.map((name) => ({
  name,
  segments: catalogue[name].path.split('/').slice(1),
}));

/**
 * Finds the endpoint a path belongs to. `null` when no endpoint has that shape (404);
 * `ok: false` when the shape matches but a path parameter has the wrong format (400).
 * Literal segments win over parameters, so `/company/X/charges` is never read as an id.
 */
export function matchPath(pathname: string): PathMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  let best: { route: CompiledRoute; literals: number } | null = null;
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    let literals = 0;
    const fits = route.segments.every((segment, i) => {
      if (segment.startsWith('{')) return true;
      literals++;
      return segment === parts[i];
    });
    if (fits && (!best || literals > best.literals)) best = { route, literals };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of best.route.segments.entries()) {
    if (!segment.startsWith('{')) continue;
    const key = segment.slice(1, -1);
    const value = parts[i]!;
    const format = pathFormats[formatOf(key)];
    if (!format.pattern.test(value)) {
      return {
        ok: false,
        name: best.route.name,
        parameter: key,
        message: `${key} must be ${format.describe}; got "${value.slice(0, 40)}"`,
      };
    }
    params[key] = value;
  }
  return { ok: true, name: best.route.name, params };
}
