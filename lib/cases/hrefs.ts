// What an item of a case is: a path of this app, read into its kind and the records it names.
// Anything else (another site, a path this app has no page for, a malformed number) is refused
// with a sentence saying what was wrong.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';
import type { ItemKind } from './store';

export interface ItemTarget {
  kind: ItemKind;
  /** The href as kept: the path and query, without a fragment. */
  href: string;
  companyNumber?: string;
  officerId?: string;
  personId?: string;
  /** A path item's two ends (node keys). */
  from?: string;
  to?: string;
  /** A search's words. */
  query?: string;
}

const ID = /^[A-Za-z0-9_-]{1,100}={0,2}$/;

/** A node key for a company or officer (as /connections reads `from` and `to`); undefined when it is neither. */
function readRecordKey(text: string): string | undefined {
  const value = text.trim();
  const keyed = /^(company|officer):(.+)$/.exec(value);
  if (keyed?.[1] === 'company') {
    const number = normaliseCompanyNumber(keyed[2]!);
    return number ? `company:${number}` : undefined;
  }
  if (keyed?.[1] === 'officer') return /^[A-Za-z0-9_-]{1,64}$/.test(keyed[2]!) ? `officer:${keyed[2]}` : undefined;
  const number = /\d/.test(value) ? normaliseCompanyNumber(value) : null;
  return number ? `company:${number}` : undefined;
}
const COMPANY_TABS = new Set([
  'appointments',
  'charges',
  'exemptions',
  'filing-history',
  'financials',
  'insolvency',
  'officers',
  'persons-with-significant-control-statements',
  'registered-office-address',
  'registers',
  'uk-establishments',
]);
const PSC_KINDS = new Set([
  'individual',
  'individual-beneficial-owner',
  'corporate-entity',
  'corporate-entity-beneficial-owner',
  'legal-person',
  'legal-person-beneficial-owner',
  'super-secure',
  'super-secure-beneficial-owner',
]);
const BASE = 'http://app.invalid';
export const ACCEPTED_HREFS =
  '/company/{number} (and its tabs), /company/{number}/persons-with-significant-control/…, /company/{number}/ownership, /company/{number}/network, /officers/{id}/appointments, /officers/{id}/network, /people/{id}, /connections?from=…&to=…, /search?q=… or /advanced-search?…';

export class HrefError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HrefError';
  }
}

const refuse = (why: string): never => {
  throw new HrefError(`href ${why}; an item is a path of this app: ${ACCEPTED_HREFS}`);
};

/** The item an href names; throws HrefError saying why when it is not a path of this app. */
export function readHref(raw: string): ItemTarget {
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\'))
    refuse('must be a path of this app starting with a single "/", not an address of another site');
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return refuse('is not a valid path');
  }
  if (url.origin !== BASE) refuse('must stay on this app');
  let segments: string[];
  try {
    segments = url.pathname.split('/').slice(1).filter(Boolean).map(decodeURIComponent);
  } catch {
    return refuse('has a malformed %-escape');
  }
  const href = `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  const [first, second, third, fourth, fifth, ...rest] = segments;
  if (first === 'company') {
    const companyNumber = second ? normaliseCompanyNumber(second) : null;
    if (!companyNumber) return refuse(`names no company number ("${(second ?? '').slice(0, 20)}")`);
    const path = `/company/${companyNumber}`;
    if (third === undefined) return { kind: 'company', href: `${path}${url.search}`, companyNumber };
    if (third === 'ownership' && fourth === undefined)
      return { kind: 'ownership', href: `${path}/ownership${url.search}`, companyNumber };
    if (third === 'network' && fourth === undefined)
      return { kind: 'network', href: `${path}/network${url.search}`, companyNumber };
    if (third === 'persons-with-significant-control') {
      if (fourth === undefined) return { kind: 'company', href: `${path}/${third}${url.search}`, companyNumber };
      if (PSC_KINDS.has(fourth) && fifth && ID.test(fifth) && rest.length === 0)
        return { kind: 'psc', href: `${path}/${third}/${fourth}/${fifth}`, companyNumber };
      return refuse('names no person with significant control of this app');
    }
    if (COMPANY_TABS.has(third))
      return { kind: 'company', href: `${path}${href.slice(href.indexOf(`/${third}`))}`, companyNumber };
    return refuse(`names no page of a company ("${third.slice(0, 40)}")`);
  }
  if (first === 'officers' && second && ID.test(second) && fourth === undefined) {
    if (third === 'appointments') return { kind: 'officer', href, officerId: second };
    if (third === 'network') return { kind: 'network', href, officerId: second };
  }
  if (first === 'people' && second && ID.test(second) && third === undefined)
    return { kind: 'person', href, personId: second };
  if (first === 'connections' && second === undefined) {
    const from = readRecordKey(url.searchParams.get('from') ?? '');
    const to = readRecordKey(url.searchParams.get('to') ?? '');
    return { kind: 'path', href, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  if ((first === 'search' || first === 'advanced-search') && second === undefined) {
    const query = url.searchParams.get('q') ?? url.searchParams.get('company_name_includes') ?? '';
    return { kind: 'search', href, query };
  }
  return refuse(`"${url.pathname.slice(0, 80)}" is not a page an item can be`);
}
