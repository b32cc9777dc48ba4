// The query of the connections API and pages, parsed once: depth, status, format, roles, a year
// window, addresses, nodes to expand, streaming. A bad value is a ParameterError naming its
// parameter (answered 400); the same parser reads a page's address, so a pasted link draws the
// same graph.
import { ParameterError } from '@/lib/registry/params';
import { ROLE_GROUPS, type NetworkStatus, type RoleGroup } from './filters';
import { parseNodeKey } from './graph';
import { PATH_DEFAULT_DEPTH, PATH_MAX_DEPTH } from './path';

export const NETWORK_FORMATS = ['json', 'gexf', 'csv'] as const;
export type NetworkFormat = (typeof NETWORK_FORMATS)[number];
export const DEFAULT_DEPTH = 2;
export const MAX_DEPTH = 3;
/** Most `expand` values one request may carry. */
const MAX_EXPAND = 100;

export interface NetworkQuery {
  depth: number;
  status: NetworkStatus;
  format: NetworkFormat;
  roles: ReadonlySet<RoleGroup>;
  years?: { from?: number; to?: number };
  addresses: boolean;
  expand: ReadonlySet<string>;
  stream: boolean;
  /** Dashed edges between officers who may be one person (same-person-graph.ts). */
  samePerson: boolean;
  /** Officers flagged `possibly_disqualified` (disqualified-graph.ts). */
  disqualified: boolean;
  /** Current appointments judged for identity verification (verification.ts). */
  verification: boolean;
}

const clip = (value: string) => value.slice(0, 40);

function choice<T extends string>(search: URLSearchParams, name: string, values: readonly T[], fallback: T): T {
  const value = search.get(name);
  if (value === null || value === '') return fallback;
  if (!(values as readonly string[]).includes(value))
    throw new ParameterError(name, `${name} must be one of ${values.join(', ')}; got "${clip(value)}"`);
  return value as T;
}

function integer(search: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const value = search.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ParameterError(name, `${name} must be a whole number from ${min} to ${max}; got "${clip(value)}"`);
  return Number(value);
}

const flag = (search: URLSearchParams, name: string) =>
  choice(search, name, ['0', '1', 'false', 'true'], '0').replace('true', '1') === '1';

/** `years=2015-2020`, `years=2015-` or `years=-2020`. */
function yearWindow(search: URLSearchParams): NetworkQuery['years'] {
  const value = search.get('years');
  if (value === null || value === '') return undefined;
  const match = /^(\d{4})?-(\d{4})?$/.exec(value) ?? /^(\d{4})$/.exec(value);
  if (!match)
    throw new ParameterError('years', `years must be a range such as 2015-2020, 2015- or -2020; got "${clip(value)}"`);
  const from = match[1] ? Number(match[1]) : undefined;
  const to = match.length > 2 ? (match[2] ? Number(match[2]) : undefined) : from;
  if (from !== undefined && to !== undefined && from > to)
    throw new ParameterError('years', `years must run forwards; got "${clip(value)}"`);
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** `roles=directors,secretaries` (or the parameter repeated). */
function roleSet(search: URLSearchParams): Set<RoleGroup> {
  const values = search
    .getAll('roles')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  for (const value of values)
    if (!(ROLE_GROUPS as readonly string[]).includes(value))
      throw new ParameterError('roles', `roles must be some of ${ROLE_GROUPS.join(', ')}; got "${clip(value)}"`);
  return new Set(values as RoleGroup[]);
}

function expandSet(search: URLSearchParams): Set<string> {
  const values = search
    .getAll('expand')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  if (values.length > MAX_EXPAND) throw new ParameterError('expand', `expand takes at most ${MAX_EXPAND} node keys`);
  for (const value of values)
    if (!parseNodeKey(value.replace(/@\d{1,4}$/, '')))
      throw new ParameterError(
        'expand',
        `expand takes node keys such as company:00000001 or officer:{id}; got "${clip(value)}"`,
      );
  return new Set(values);
}

export function parseNetworkQuery(search: URLSearchParams): NetworkQuery {
  const years = yearWindow(search);
  return {
    depth: integer(search, 'depth', 1, MAX_DEPTH, DEFAULT_DEPTH),
    status: choice(search, 'status', ['active', 'all'] as const, 'all'),
    format: choice(search, 'format', NETWORK_FORMATS, 'json'),
    roles: roleSet(search),
    ...(years ? { years } : {}),
    addresses: flag(search, 'addresses'),
    expand: expandSet(search),
    stream: flag(search, 'stream'),
    samePerson: flag(search, 'same_person'),
    disqualified: flag(search, 'disqualified'),
    verification: flag(search, 'verification'),
  };
}

export interface PathQuery {
  from: string;
  to: string;
  maxDepth: number;
}

const OFFICER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const COMPANY_NUMBER = /^[A-Z0-9]{8}$/;

/** A company or officer node key, checked; the parameter is named when it is not one. */
export function recordKey(search: URLSearchParams, name: string): string {
  const value = search.get(name);
  if (!value) throw new ParameterError(name, `${name} is required: company:{company_number} or officer:{officer_id}`);
  const parsed = parseNodeKey(value);
  const valid =
    (parsed?.kind === 'company' && COMPANY_NUMBER.test(parsed.id)) ||
    (parsed?.kind === 'officer' && OFFICER_ID.test(parsed.id));
  if (!valid)
    throw new ParameterError(
      name,
      `${name} must be company:{company_number} or officer:{officer_id}; got "${clip(value)}"`,
    );
  return value;
}

export function parsePathQuery(search: URLSearchParams): PathQuery {
  return {
    from: recordKey(search, 'from'),
    to: recordKey(search, 'to'),
    maxDepth: integer(search, 'max_depth', 1, PATH_MAX_DEPTH, PATH_DEFAULT_DEPTH),
  };
}
