// What each endpoint of the catalogue answers: stored bodies as they are, lists assembled
// by string concatenation around the stored item bodies, and the few derived resources
// (registered office address, UK establishments, an officer's appointments).
// Nothing here parses a body that it can serve as stored.
import { createHash } from 'node:crypto';
import type { EndpointName } from '@/lib/registry/catalogue';
import { isSearchOutOfRange, type Search, type SearchParams } from './search';
import type { AdvancedQuery, AdvancedResult, AdvancedSearch, DissolvedSearchType, NameQuery } from './search/advanced';
import { ADVANCED_SEARCH_DATES, ADVANCED_SEARCH_MAX_SIZE, NAME_SEARCH_MAX_SIZE } from '@/lib/registry/catalogue';
import { CLOSED_STATUSES, type OfficerOrder, type RegistryStore } from './store';

type QueryValue = string | number | boolean | readonly string[];
export type Query = Readonly<Record<string, QueryValue>>;

/** A resource found (its body and etag), or why not. */
export type Resolved =
  | { ok: true; body: string; etag: string }
  | { ok: false; status: 400 | 404 | 416 | 422 | 503; error: string; location?: string }
  /** Nothing found by advanced, dissolved or alphabetical search: 404 with an empty body, as the real service. */
  | { ok: false; status: 404; empty: true };

export type Resolver = (params: Readonly<Record<string, string>>, query: Query) => Resolved;

const notFound = (error: string): Resolved => ({ ok: false, status: 404, error });
const COMPANY_NOT_FOUND = notFound('company-profile-not-found');
const closed = new Set<string>(CLOSED_STATUSES);

/**
 * The top-level `etag` of a stored JSON body, read without parsing it. Stored bodies put
 * the key once; when it occurs more than once (nested items), the one at depth 1 wins.
 */
export function etagOf(json: string): string | undefined {
  const first = json.indexOf('"etag"');
  if (first < 0) return undefined;
  if (json.indexOf('"etag"', first + 6) < 0) return readStringAfterKey(json, first + 6);
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = endOfString(json, i);
      if (depth === 1 && end - i === 5 && json.startsWith('"etag"', i)) return readStringAfterKey(json, end + 1);
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) depth++;
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return undefined;
}

/** Index of the closing quote of the string opening at `start`. */
function endOfString(json: string, start: number): number {
  for (let i = start + 1; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x5c /* \ */) i++;
    else if (c === 0x22) return i;
  }
  return json.length;
}

function readStringAfterKey(json: string, from: number): string | undefined {
  let i = from;
  while (
    i < json.length &&
    (json[i] === ' ' || json[i] === ':' || json[i] === '\n' || json[i] === '\t' || json[i] === '\r')
  )
    i++;
  if (json[i] !== '"') return undefined;
  const end = endOfString(json, i);
  const raw = json.slice(i, end + 1);
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
}

/** A content hash for assembled resources: what goes in decides the etag. */
class EtagBuilder {
  private readonly hash = createHash('sha1');
  add(...parts: (string | number | boolean | undefined | null)[]) {
    for (const part of parts) this.hash.update(`${part ?? ''}\u0000`);
    return this;
  }
  /** An item's own etag, or its whole body when it has none. */
  item(body: string) {
    return this.add(etagOf(body) ?? body);
  }
  digest() {
    return this.hash.digest('hex');
  }
}

const str = JSON.stringify;

/** `yyyy-mm-dd` naming a day of the calendar (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const int = (value: QueryValue | undefined, fallback = 0) => (typeof value === 'number' ? value : fallback);

/** Registers and the officer roles each one lists (api-facts §4, §11). */
const REGISTERS = {
  directors: {
    key: 'directors',
    roles: ['director', 'nominee-director', 'corporate-director', 'corporate-nominee-director'],
  },
  secretaries: {
    key: 'secretaries',
    roles: ['secretary', 'nominee-secretary', 'corporate-secretary', 'corporate-nominee-secretary'],
  },
  llp_members: {
    key: 'llp_members',
    roles: ['llp-member', 'llp-designated-member', 'corporate-llp-member', 'corporate-llp-designated-member'],
  },
} as const;

interface RegisterEntry {
  items?: { moved_on?: string; register_moved_to?: string }[];
}

/** Whether the company's registers resource says this register is now kept on the public register. */
function heldOnPublicRegister(registersBody: string | undefined, key: string): boolean {
  if (!registersBody) return false;
  const registers = (JSON.parse(registersBody) as { registers?: Record<string, RegisterEntry> }).registers;
  const items = registers?.[key]?.items ?? [];
  const latest = [...items].sort((a, b) => (b.moved_on ?? '').localeCompare(a.moved_on ?? ''))[0];
  return latest?.register_moved_to === 'public-register';
}

const REGISTER_NOT_HELD = notFound('register-not-held');

/** filing_history_status by company-number prefix (api-facts §6.1): types whose records the registry does not hold. */
const FILING_STATUS_BY_PREFIX: Record<string, string> = {
  IP: 'filing-history-not-available-industrial-and-provident-society',
  SP: 'filing-history-not-available-industrial-and-provident-society-scotland',
  NP: 'filing-history-not-available-industrial-and-provident-society-northern-ireland',
  IC: 'filing-history-not-available-investment-company-with-variable-capital',
  SI: 'filing-history-not-available-investment-company-with-variable-capital',
  NV: 'filing-history-not-available-investment-company-with-variable-capital',
  RC: 'filing-history-not-available-royal-charter',
  SR: 'filing-history-not-available-royal-charter',
  NR: 'filing-history-not-available-royal-charter',
  PC: 'filing-history-not-available-protected-cell-company',
};

/** Builds the resolver of every endpoint; a new catalogue entry without one fails to compile. */
/** `search` is undefined when the dataset has no search index: the search endpoints then answer 503. */
export function createResolvers(
  store: RegistryStore,
  search: Search | undefined,
  advanced?: AdvancedSearch,
): Record<Exclude<EndpointName, 'documentMetadata'>, Resolver> {
  /** A stored single resource; a missing one is told apart from a missing company. */
  const stored = (body: string | undefined, companyNumber: string | undefined, error: string): Resolved => {
    if (body !== undefined) return { ok: true, body, etag: etagOf(body) ?? new EtagBuilder().add(body).digest() };
    if (companyNumber !== undefined && store.companyStatus(companyNumber) === undefined) return COMPANY_NOT_FOUND;
    return notFound(error);
  };

  const psc =
    (pathKind: string, idParam = 'psc_id'): Resolver =>
    (p) =>
      stored(store.psc(p.company_number!, pathKind, p[idParam]!), p.company_number, 'psc-not-found');

  const searchWith =
    (run: (search: Search, query: SearchParams) => object): Resolver =>
    (_, query) => {
      if (!search) return { ok: false, status: 503, error: 'search-index-missing' };
      const result = run(search, {
        q: String(query.q ?? ''),
        items_per_page: int(query.items_per_page, 20),
        start_index: int(query.start_index),
        ...(typeof query.restrictions === 'string' ? { restrictions: query.restrictions } : {}),
      });
      if (isSearchOutOfRange(result)) return { ok: false, status: 416, error: result.error };
      const { etag: given, ...rest } = result as Record<string, unknown>;
      const content = str(rest);
      const etag = typeof given === 'string' && given ? given : new EtagBuilder().add(content).digest();
      return { ok: true, etag, body: `{"etag":${str(etag)},${content.slice(1)}` };
    };

  const advancedWith =
    (
      maxSize: number,
      run: (search: AdvancedSearch, query: Query, size: number) => AdvancedResult | Resolved,
    ): Resolver =>
    (_, query) => {
      if (!advanced) return { ok: false, status: 503, error: 'search-index-missing' };
      const size = int(query.size, 20);
      if (size < 1 || size > maxSize)
        return {
          ok: false,
          status: 422,
          error: `Invalid size parameter, size must be greater than zero and not greater than ${maxSize}`,
          location: 'size',
        };
      const result = run(advanced, query, size);
      if (result === null) return { ok: false, status: 404, empty: true };
      if ('ok' in result) return result as Resolved;
      // The real etag is random per request; ours is the content's, so revalidation works.
      const content = str(result);
      const etag = new EtagBuilder().add(content).digest();
      return { ok: true, etag, body: `{"etag":${str(etag)},${content.slice(1)}` };
    };
  const text = (value: QueryValue | undefined) =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  const list = (value: QueryValue | undefined) =>
    Array.isArray(value) && value.length > 0 ? (value as readonly string[]) : undefined;
  const nameQuery = (query: Query, size: number): NameQuery => ({
    q: String(query.q ?? ''),
    size,
    start_index: int(query.start_index),
    search_type: (query.search_type as DissolvedSearchType | undefined) ?? 'best-match',
    search_above: text(query.search_above) ?? text(query.search_before),
    search_below: text(query.search_below) ?? text(query.search_after),
  });

  return {
    advancedSearchCompanies: advancedWith(ADVANCED_SEARCH_MAX_SIZE, (s, query, size) => {
      const dates: Partial<Record<(typeof ADVANCED_SEARCH_DATES)[number], string>> = {};
      for (const name of ADVANCED_SEARCH_DATES) {
        const value = text(query[name]);
        if (value === undefined) continue;
        if (!isCalendarDate(value.trim())) {
          return {
            ok: false,
            status: 400,
            location: name,
            error: `${name}: Date provided is either invalid, empty or in the incorrect format, please use the format of 'yyyy-mm-dd' e.g '2000-12-20'`,
          };
        }
        dates[name] = value.trim();
      }
      const request: AdvancedQuery = {
        company_name_includes: text(query.company_name_includes),
        company_name_excludes: text(query.company_name_excludes),
        company_status: list(query.company_status),
        company_type: list(query.company_type),
        company_subtype: list(query.company_subtype),
        sic_codes: list(query.sic_codes),
        location: text(query.location),
        ...dates,
        size,
        start_index: int(query.start_index),
      };
      return s.advanced(request);
    }),
    // search_type is required by the real service; here a missing one reads as best-match.
    dissolvedSearchCompanies: advancedWith(NAME_SEARCH_MAX_SIZE, (s, query, size) =>
      s.dissolved(nameQuery(query, size)),
    ),
    alphabeticalSearchCompanies: advancedWith(NAME_SEARCH_MAX_SIZE, (s, query, size) =>
      s.alphabetical(nameQuery(query, size)),
    ),
    searchAll: searchWith((s, query) => s.searchAll(query)),
    searchCompanies: searchWith((s, query) => s.searchCompanies(query)),
    searchOfficers: searchWith((s, query) => s.searchOfficers(query)),
    searchDisqualifiedOfficers: searchWith((s, query) => s.searchDisqualifiedOfficers(query)),

    companyProfile: (p) => stored(store.company(p.company_number!), undefined, 'company-profile-not-found'),

    registeredOfficeAddress(p) {
      const n = p.company_number!;
      const profile = store.company(n);
      if (profile === undefined) return COMPANY_NOT_FOUND;
      const { registered_office_address: address, etag } = JSON.parse(profile) as {
        registered_office_address?: object;
        etag?: string;
      };
      if (!address) return notFound('registered-office-address-not-found');
      const roaEtag = new EtagBuilder().add('registered-office-address', etag ?? profile).digest();
      const body = str({
        etag: roaEtag,
        kind: 'registered-office-address',
        links: { self: `/company/${n}/registered-office-address` },
        ...address,
      });
      return { ok: true, body, etag: roaEtag };
    },

    officerList(p, query) {
      const n = p.company_number!;
      const status = store.companyStatus(n);
      if (status === undefined) return COMPANY_NOT_FOUND;
      const limit = int(query.items_per_page, 35);
      const offset = int(query.start_index);
      const self = `/company/${n}/officers`;
      const etag = new EtagBuilder().add(
        'officer-list',
        n,
        limit,
        offset,
        String(query.order_by ?? ''),
        String(query.filter ?? ''),
      );

      if (query.register_view === true) {
        const registerType = query.register_type as keyof typeof REGISTERS | undefined;
        if (!registerType) {
          return {
            ok: false,
            status: 400,
            error: 'register_type is required when register_view is true',
            location: 'register_type',
          };
        }
        const register = REGISTERS[registerType];
        if (!heldOnPublicRegister(store.registers(n), register.key)) return REGISTER_NOT_HELD;
        const total = store.registerOfficerCount(n, register.roles);
        const items = store.officerPage(n, {
          order: orderOf(query),
          activeOnly: true,
          roles: register.roles,
          limit,
          offset,
        });
        etag.add('register', registerType, total);
        for (const item of items) etag.item(item);
        const tag = etag.digest();
        return {
          ok: true,
          etag: tag,
          body: `{"etag":"${tag}","kind":"officer-list","links":{"self":${str(self)}},"items_per_page":${limit},"start_index":${offset},"total_results":${total},"active_count":${total},"resigned_count":0,"items":[${items.join(',')}]}`,
        };
      }

      const { total, resigned } = store.officerCounts(n);
      const current = total - resigned;
      const isClosed = closed.has(status);
      const activeCount = isClosed ? 0 : current;
      const inactiveCount = isClosed ? current : 0;
      const activeOnly = query.filter === 'active';
      const listed = activeOnly ? activeCount : total;
      const items =
        activeOnly && isClosed ? [] : store.officerPage(n, { order: orderOf(query), activeOnly, limit, offset });
      etag.add(total, resigned, status);
      for (const item of items) etag.item(item);
      const tag = etag.digest();
      return {
        ok: true,
        etag: tag,
        body: `{"etag":"${tag}","kind":"officer-list","links":{"self":${str(self)}},"items_per_page":${limit},"start_index":${offset},"total_results":${listed},"active_count":${activeCount},"inactive_count":${inactiveCount},"resigned_count":${resigned},"items":[${items.join(',')}]}`,
      };
    },

    officerAppointment: (p) =>
      stored(store.appointment(p.company_number!, p.appointment_id!), p.company_number, 'appointment-not-found'),

    filingHistoryList(p, query) {
      const n = p.company_number!;
      if (store.companyStatus(n) === undefined) return COMPANY_NOT_FOUND;
      const limit = int(query.items_per_page, 25);
      const offset = int(query.start_index);
      const categories =
        Array.isArray(query.category) && query.category.length > 0 ? (query.category as string[]) : undefined;
      const status = FILING_STATUS_BY_PREFIX[n.slice(0, 2)] ?? 'filing-history-available';
      const available = status === 'filing-history-available';
      const total = available ? store.filingCount(n, categories) : 0;
      const items = available && offset < total ? store.filings(n, categories, limit, offset) : [];
      const etag = new EtagBuilder().add('filing-history', n, limit, offset, categories?.join(','), status, total);
      for (const item of items) etag.item(item);
      const tag = etag.digest();
      return {
        ok: true,
        etag: tag,
        body: `{"etag":"${tag}","kind":"filing-history","links":{"self":${str(`/company/${n}/filing-history`)}},"filing_history_status":${str(status)},"items_per_page":${limit},"start_index":${offset},"total_count":${total},"items":[${items.join(',')}]}`,
      };
    },

    filingHistoryItem: (p) =>
      stored(store.filing(p.company_number!, p.transaction_id!), p.company_number, 'filing-history-item-not-found'),

    chargeList(p, query) {
      const n = p.company_number!;
      const counts = store.chargeCounts(n);
      if (counts.total === 0)
        return store.companyStatus(n) === undefined ? COMPANY_NOT_FOUND : notFound('company-charges-not-found');
      const limit = int(query.items_per_page, 25);
      const offset = int(query.start_index);
      const outstandingOnly = query.filter === 'outstanding';
      const total = outstandingOnly ? counts.total - counts.satisfied : counts.total;
      const items = offset < total ? store.charges(n, outstandingOnly, limit, offset) : [];
      const etag = new EtagBuilder().add(
        'charges',
        n,
        limit,
        offset,
        outstandingOnly,
        counts.total,
        counts.satisfied,
        counts.part_satisfied,
      );
      for (const item of items) etag.item(item);
      const tag = etag.digest();
      // As the real list: no items_per_page or start_index echoed (api-facts §10.1).
      return {
        ok: true,
        etag: tag,
        body: `{"etag":"${tag}","links":{"self":${str(`/company/${n}/charges`)}},"total_count":${total},"unfiltered_count":${counts.total},"satisfied_count":${counts.satisfied},"part_satisfied_count":${counts.part_satisfied},"items":[${items.join(',')}]}`,
      };
    },

    chargeDetails: (p) => stored(store.charge(p.company_number!, p.charge_id!), p.company_number, 'charge-not-found'),
    insolvency: (p) => stored(store.insolvency(p.company_number!), p.company_number, 'company-insolvencies-not-found'),
    registers: (p) => stored(store.registers(p.company_number!), p.company_number, 'company-registers-not-found'),
    exemptions: (p) => stored(store.exemptions(p.company_number!), p.company_number, 'company-exemptions-not-found'),

    ukEstablishments(p) {
      const n = p.company_number!;
      if (store.companyStatus(n) === undefined) return COMPANY_NOT_FOUND;
      const etag = new EtagBuilder().add('uk-establishments', n);
      const items = store.establishments(n).map((row) => {
        etag.item(row.body);
        const locality = (JSON.parse(row.body) as { registered_office_address?: { locality?: string } })
          .registered_office_address?.locality;
        return {
          company_number: row.company_number,
          company_name: row.company_name,
          company_status: row.company_status === 'open' || row.company_status === 'active' ? 'open' : 'closed',
          ...(locality ? { locality } : {}),
          links: { company: `/company/${row.company_number}` },
        };
      });
      const tag = etag.digest();
      // links.self is the parent's profile, as in the real registry's answer (api-facts §12).
      return {
        ok: true,
        etag: tag,
        body: str({ etag: tag, kind: 'related-companies', links: { self: `/company/${n}` }, items }),
      };
    },

    pscList(p, query) {
      const n = p.company_number!;
      if (store.companyStatus(n) === undefined) return COMPANY_NOT_FOUND;
      const registerView = query.register_view === true;
      if (registerView && !heldOnPublicRegister(store.registers(n), 'persons_with_significant_control'))
        return REGISTER_NOT_HELD;
      const limit = int(query.items_per_page, 25);
      const offset = int(query.start_index);
      const { total, ceased } = store.pscCounts(n);
      const listed = registerView ? total - ceased : total;
      const items = offset < listed ? store.pscs(n, registerView, limit, offset) : [];
      const hasStatements = store.statementCounts(n).total > 0;
      const links = `{"self":${str(`/company/${n}/persons-with-significant-control`)}${hasStatements ? `,"persons_with_significant_control_statements":${str(`/company/${n}/persons-with-significant-control-statements`)}` : ''}}`;
      const etag = new EtagBuilder().add('psc-list', n, limit, offset, registerView, total, ceased, hasStatements);
      for (const item of items) etag.item(item);
      const tag = etag.digest();
      return {
        ok: true,
        etag: tag,
        body: `{"etag":"${tag}","links":${links},"items_per_page":${limit},"start_index":${offset},"total_results":${listed},"active_count":${total - ceased},"ceased_count":${ceased},"items":[${items.join(',')}]}`,
      };
    },

    pscIndividual: psc('individual'),
    pscIndividualBeneficialOwner: psc('individual-beneficial-owner'),
    pscCorporateEntity: psc('corporate-entity'),
    pscCorporateEntityBeneficialOwner: psc('corporate-entity-beneficial-owner'),
    pscLegalPerson: psc('legal-person'),
    pscLegalPersonBeneficialOwner: psc('legal-person-beneficial-owner'),
    pscSuperSecure: psc('super-secure', 'super_secure_id'),
    pscSuperSecureBeneficialOwner: psc('super-secure-beneficial-owner', 'super_secure_id'),

    pscStatementList(p, query) {
      const n = p.company_number!;
      if (store.companyStatus(n) === undefined) return COMPANY_NOT_FOUND;
      const registerView = query.register_view === true;
      if (registerView && !heldOnPublicRegister(store.registers(n), 'persons_with_significant_control'))
        return REGISTER_NOT_HELD;
      const limit = int(query.items_per_page, 25);
      const offset = int(query.start_index);
      const { total, ceased } = store.statementCounts(n);
      const listed = registerView ? total - ceased : total;
      const items = offset < listed ? store.statements(n, registerView, limit, offset) : [];
      // The spec lists the PSC list's link on every statement list, whether or not it has PSCs.
      const links = `{"self":${str(`/company/${n}/persons-with-significant-control-statements`)},"persons_with_significant_control_list":${str(`/company/${n}/persons-with-significant-control`)}}`;
      const etag = new EtagBuilder().add('psc-statements', n, limit, offset, registerView, total, ceased);
      for (const item of items) etag.item(item);
      const tag = etag.digest();
      return {
        ok: true,
        etag: tag,
        body: `{"etag":"${tag}","links":${links},"items_per_page":${limit},"start_index":${offset},"total_results":${listed},"active_count":${total - ceased},"ceased_count":${ceased},"items":[${items.join(',')}]}`,
      };
    },

    pscStatement: (p) =>
      stored(store.statement(p.company_number!, p.statement_id!), p.company_number, 'psc-statement-not-found'),

    officerAppointments(p, query) {
      const id = p.officer_id!;
      const officer = store.officer(id);
      const counts = officer ? store.officerAppointmentCounts(id) : undefined;
      if (!officer || !counts || counts.total === 0) return notFound('officer-appointments-not-found');
      const limit = int(query.items_per_page, 35);
      const offset = int(query.start_index);
      const activeOnly = query.filter === 'active';
      const active = counts.total - counts.inactive - counts.resigned;
      const listed = activeOnly ? active : counts.total;
      const rows = offset < listed ? store.officerAppointments(id, activeOnly, limit, offset) : [];
      const nameElements = officer.name_elements ? (JSON.parse(officer.name_elements) as object) : undefined;
      const etag = new EtagBuilder().add(
        'appointments',
        id,
        limit,
        offset,
        activeOnly,
        officer.name,
        officer.name_elements,
        officer.date_of_birth,
      );
      etag.add(counts.total, counts.inactive, counts.resigned);
      const items = rows.map((row) => {
        etag.item(row.body).add(row.company_name, row.company_status);
        // The company list's item, less what belongs to the list it came from.
        const appointment = JSON.parse(row.body) as Record<string, unknown>;
        delete appointment.links;
        delete appointment.date_of_birth;
        delete appointment.etag;
        return str({
          ...appointment,
          appointed_to: {
            company_name: row.company_name ?? undefined,
            company_number: row.company_number,
            company_status: row.company_status ?? undefined,
          },
          links: { company: `/company/${row.company_number}` },
          ...(nameElements ? { name_elements: nameElements } : {}),
        });
      });
      const tag = etag.digest();
      const head = str({
        etag: tag,
        kind: 'personal-appointment',
        links: { self: `/officers/${id}/appointments` },
        name: officer.name,
        is_corporate_officer: officer.is_corporate === 1,
        ...(officer.date_of_birth ? { date_of_birth: JSON.parse(officer.date_of_birth) as object } : {}),
        items_per_page: limit,
        start_index: offset,
        total_results: listed,
        active_count: active,
        inactive_count: counts.inactive,
        resigned_count: counts.resigned,
      });
      return { ok: true, etag: tag, body: `${head.slice(0, -1)},"items":[${items.join(',')}]}` };
    },

    naturalDisqualification: (p) =>
      stored(store.disqualified(p.officer_id!, 'natural'), undefined, 'disqualified-officer-not-found'),
    corporateDisqualification: (p) =>
      stored(store.disqualified(p.officer_id!, 'corporate'), undefined, 'disqualified-officer-not-found'),
  };
}

function orderOf(query: Query): OfficerOrder {
  const order = query.order_by;
  return order === 'appointed_on' || order === 'resigned_on' || order === 'surname' ? order : 'sort_key';
}
