// Everything the graph view shows, as URL query parameters, so a pasted link draws the same
// graph: depth, current or all appointments, roles, a year window, the address and
// same-person toggles, the merge threshold, the nodes expanded one more hop and the node in
// focus. Defaults are left out of the URL; what cannot be read is dropped and named.
import { NODE_KEY } from './network-data';

export const ROLE_GROUPS = ['directors', 'secretaries', 'llp-members', 'corporate', 'other'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const ROLE_GROUP_LABELS: Record<RoleGroup, string> = {
  directors: 'Directors',
  secretaries: 'Secretaries',
  'llp-members': 'LLP members',
  corporate: 'Corporate officers',
  other: 'Other roles',
};

export interface NetworkViewState {
  depth: 1 | 2 | 3;
  /** `active`: current appointments only (the API's `status`). */
  status: 'active' | 'all';
  /** Role groups drawn; all of them when every group is wanted. */
  roles: readonly RoleGroup[];
  /** Appointments held at any time within these years (inclusive). */
  fromYear?: number;
  toYear?: number;
  addresses: boolean;
  samePerson: boolean;
  /** Officers joined by a possibly-same-person edge scoring at least this are drawn as one; none merged when absent. */
  merge?: number;
  /** Nodes expanded one more hop, in the order they were expanded; a truncated one is expanded anyway. */
  expand: readonly string[];
  /** The node whose neighbourhood is highlighted. */
  focus?: string;
}

export const DEFAULT_VIEW: NetworkViewState = {
  depth: 2,
  status: 'all',
  roles: ROLE_GROUPS,
  addresses: false,
  samePerson: false,
  expand: [],
};

/** The most nodes a link can ask to expand: every one is a request. */
export const MAX_EXPANDED = 40;
const MIN_YEAR = 1850;
const MAX_YEAR = 2100;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(params: Params) {
  return (name: string): string | undefined => {
    if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

function listOf(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/** The view a URL asks for, and a sentence for each parameter that could not be read (it takes its default). */
export function readViewState(params: Params): { view: NetworkViewState; problems: string[] } {
  const get = reader(params);
  const problems: string[] = [];
  const view: NetworkViewState = { ...DEFAULT_VIEW };

  const depth = get('depth');
  if (depth !== undefined) {
    if (depth === '1' || depth === '2' || depth === '3') view.depth = Number(depth) as 1 | 2 | 3;
    else problems.push(`depth must be 1, 2 or 3 (got "${depth}"): showing depth ${DEFAULT_VIEW.depth}.`);
  }
  const status = get('status');
  if (status !== undefined) {
    if (status === 'active' || status === 'all') view.status = status;
    else problems.push(`status must be "active" or "all" (got "${status}").`);
  }
  const roles = get('roles');
  if (roles !== undefined) {
    const wanted = listOf(roles);
    const known = wanted.filter((role): role is RoleGroup => (ROLE_GROUPS as readonly string[]).includes(role));
    if (known.length !== wanted.length || known.length === 0) {
      problems.push(`roles must be among ${ROLE_GROUPS.join(', ')} (got "${roles}").`);
    }
    if (known.length > 0) view.roles = ROLE_GROUPS.filter((role) => known.includes(role));
  }
  for (const [name, field] of [
    ['from_year', 'fromYear'],
    ['to_year', 'toYear'],
  ] as const) {
    const value = get(name);
    if (value === undefined || value === '') continue;
    const year = Number(value);
    if (/^\d{4}$/.test(value) && year >= MIN_YEAR && year <= MAX_YEAR) view[field] = year;
    else problems.push(`${name} must be a year such as 2015 (got "${value}").`);
  }
  if (view.fromYear !== undefined && view.toYear !== undefined && view.fromYear > view.toYear) {
    problems.push(`from_year ${view.fromYear} is after to_year ${view.toYear}: the years are swapped.`);
    [view.fromYear, view.toYear] = [view.toYear, view.fromYear];
  }
  view.addresses = get('addresses') === '1';
  view.samePerson = get('same_person') === '1';
  const merge = get('merge');
  if (merge !== undefined && merge !== '') {
    const threshold = Number(merge);
    if (Number.isFinite(threshold) && threshold >= 0 && threshold <= 1) view.merge = threshold;
    else problems.push(`merge must be a score between 0 and 1 (got "${merge}").`);
  }
  const expand = listOf(get('expand'));
  const keys = [...new Set(expand.filter((key) => NODE_KEY.test(key)))];
  if (keys.length !== expand.length) problems.push('expand holds something that is not a node key: it was left out.');
  if (keys.length > MAX_EXPANDED) problems.push(`At most ${MAX_EXPANDED} nodes can be expanded from a link.`);
  view.expand = keys.slice(0, MAX_EXPANDED);
  const focus = get('focus');
  if (focus && NODE_KEY.test(focus)) view.focus = focus;
  return { view, problems };
}

/** The query string for a view: only what differs from the defaults, in a fixed order. */
export function writeViewState(view: NetworkViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (view.depth !== DEFAULT_VIEW.depth) params.set('depth', String(view.depth));
  if (view.status !== DEFAULT_VIEW.status) params.set('status', view.status);
  if (view.roles.length !== ROLE_GROUPS.length) params.set('roles', view.roles.join(','));
  if (view.fromYear !== undefined) params.set('from_year', String(view.fromYear));
  if (view.toYear !== undefined) params.set('to_year', String(view.toYear));
  if (view.addresses) params.set('addresses', '1');
  if (view.samePerson) params.set('same_person', '1');
  if (view.merge !== undefined) params.set('merge', String(view.merge));
  if (view.expand.length) params.set('expand', view.expand.join(','));
  if (view.focus) params.set('focus', view.focus);
  return params;
}

/** The parameters this module owns: the page may keep others (its table's paging) as they are. */
export const VIEW_PARAMS = [
  'depth',
  'status',
  'roles',
  'from_year',
  'to_year',
  'addresses',
  'same_person',
  'merge',
  'expand',
  'focus',
] as const;

/** `search` with the view's parameters replaced by `view`'s, the rest kept. */
export function withViewState(search: string, view: NetworkViewState): string {
  const params = new URLSearchParams(search);
  for (const name of VIEW_PARAMS) params.delete(name);
  for (const [name, value] of writeViewState(view)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
