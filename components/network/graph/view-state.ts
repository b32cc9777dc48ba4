// Everything the graph view shows, as URL query parameters, so a pasted link draws the same
// graph: depth, current or all appointments, roles, a year window, the address and
// same-person toggles, the merge threshold, only people whose identity verification is not done,
// one node per person, the nodes expanded one more hop and the node in focus. The names and values are the connections API's own (lib/network/query.ts: depth,
// status, roles, years, addresses, expand), so the page's server-rendered table reads the same
// address; same_person, people, merge, unverified and focus are the view's alone. Defaults are left out of the
// URL; what cannot be read is dropped and named, never a failure.
import { ROLE_GROUPS, type RoleGroup } from '@/lib/network/filters';
import { NODE_KEY } from './network-data';

export { ROLE_GROUPS, type RoleGroup };

export const ROLE_GROUP_LABELS: Record<RoleGroup, string> = {
  directors: 'Directors',
  secretaries: 'Secretaries',
  'llp-members': 'LLP members',
  corporate: 'Corporate officers',
};

export interface NetworkViewState {
  depth: 1 | 2 | 3;
  /** `active`: current appointments only (the API's `status`). */
  status: 'active' | 'all';
  /** Role groups drawn; all of them (every role, those in no group too) by default. */
  roles: readonly RoleGroup[];
  /** Appointments held at any time within these years (inclusive). */
  fromYear?: number;
  toYear?: number;
  addresses: boolean;
  samePerson: boolean;
  /** One node per person: officer ids the registry's person index puts in one person drawn as one. */
  people: boolean;
  /** Officers joined by a possibly-same-person edge scoring at least this are drawn as one; none merged when absent. */
  merge?: number;
  /** Only people whose identity verification is overdue, withdrawn or due, with their links (and the seed). */
  unverified: boolean;
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
  people: false,
  unverified: false,
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
  const years = get('years');
  if (years) {
    // `2015-2020`, `2015-`, `-2020` or `2018`, as the API reads it.
    const match = /^(\d{4})?-(\d{4})?$/.exec(years) ?? /^(\d{4})()$/.exec(years);
    const inRange = (text: string | undefined) =>
      text ? (Number(text) >= MIN_YEAR && Number(text) <= MAX_YEAR ? Number(text) : NaN) : undefined;
    const from = inRange(match?.[1]);
    const to = match && years.includes('-') ? inRange(match[2]) : from;
    if (!match || Number.isNaN(from) || Number.isNaN(to) || (from === undefined && to === undefined)) {
      problems.push(`years must be a range such as 2015-2020, 2015- or -2020 (got "${years}").`);
    } else if (from !== undefined && to !== undefined && from > to) {
      problems.push(`years must run forwards (got "${years}"): the years are swapped.`);
      [view.fromYear, view.toYear] = [to, from];
    } else {
      if (from !== undefined) view.fromYear = from;
      if (to !== undefined) view.toYear = to;
    }
  }
  view.addresses = get('addresses') === '1';
  view.samePerson = get('same_person') === '1';
  view.people = get('people') === '1';
  view.unverified = get('unverified') === '1';
  const merge = get('merge');
  if (merge !== undefined && merge !== '') {
    const threshold = Number(merge);
    if (Number.isFinite(threshold) && threshold >= 0 && threshold <= 1) view.merge = threshold;
    else problems.push(`merge must be a score between 0 and 1 (got "${merge}").`);
  }
  const expand = listOf(get('expand'));
  // A hub's later page is `address:{key}@{page}`.
  const keys = [...new Set(expand.filter((key) => NODE_KEY.test(key.replace(/@\d{1,4}$/, ''))))];
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
  if (view.fromYear !== undefined || view.toYear !== undefined) {
    params.set(
      'years',
      view.fromYear === view.toYear ? String(view.fromYear) : `${view.fromYear ?? ''}-${view.toYear ?? ''}`,
    );
  }
  if (view.addresses) params.set('addresses', '1');
  if (view.samePerson) params.set('same_person', '1');
  if (view.people) params.set('people', '1');
  if (view.merge !== undefined) params.set('merge', String(view.merge));
  if (view.unverified) params.set('unverified', '1');
  if (view.expand.length) params.set('expand', view.expand.join(','));
  if (view.focus) params.set('focus', view.focus);
  return params;
}

/** The parameters this module owns: the page may keep others (its table's paging) as they are. */
export const VIEW_PARAMS = [
  'depth',
  'status',
  'roles',
  'years',
  'addresses',
  'same_person',
  'people',
  'merge',
  'unverified',
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
