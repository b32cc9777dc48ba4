// From the network the API sent to the graph the view draws: the view's filters (roles, a year
// window, addresses, possibly-same-person links) applied, officers above the merge threshold
// drawn as one, what is no longer connected to the seed left out, and each node and edge given
// its look (kind, status, resigned or current). People are marked by their identity
// verification (lib/network/verification-marks.ts: the worst outcome among the appointments
// drawn); "only unverified" keeps those not verified, their links and the seed. Pure: the
// renderer only reads its answer.
import Graph from 'graphology';
import { companyStatusLabel } from '@/lib/labels/company';
import { officerRoleLabel } from '@/lib/labels/people';
import { keepsAppointment, ROLE_GROUPS } from '@/lib/network/filters';
import { badgeText, peopleVerification, type PersonVerification } from '@/lib/network/verification-marks';
import type { Network, NetworkEdge, NetworkNode } from './network-data';
import type { NetworkViewState } from './view-state';

export const COLOURS = {
  company: '#1d4ed8',
  companyEnded: '#94a3b8',
  companyInsolvent: '#dc2626',
  officer: '#047857',
  officerDisqualified: '#b45309',
  address: '#7c3aed',
  appointment: '#64748b',
  resigned: '#a3a3a3',
  samePerson: '#d97706',
  highlight: '#0f172a',
  faded: '#e2e8f0',
  /** People's identity badges: overdue, and not verified (due or withdrawn). */
  badgeOverdue: '#dc2626',
  badgeUnverified: '#ea580c',
} as const;

const ENDED = new Set(['dissolved', 'closed', 'converted-closed', 'removed']);
const INSOLVENT = new Set([
  'liquidation',
  'administration',
  'receivership',
  'insolvency-proceedings',
  'voluntary-arrangement',
]);

export type CompanyStanding = 'active' | 'ended' | 'insolvent';

export function companyStanding(status: string | undefined): CompanyStanding {
  if (status && ENDED.has(status)) return 'ended';
  if (status && INSOLVENT.has(status)) return 'insolvent';
  return 'active';
}

/**
 * Officers drawn as one: those joined by possibly-same-person edges scoring at least `threshold`
 * (when given) and, with `people`, those the registry's person index puts in one person. Each
 * grouped officer's representative.
 */
export function mergeGroups(
  network: Network,
  { threshold, people = false }: { threshold?: number; people?: boolean },
): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const depth = new Map(network.nodes.map((node) => [node.key, node.attributes.depth ?? Infinity]));
  // The representative is the one nearest the seed, then the first by key: the same on every load.
  const before = (a: string, b: string) =>
    (depth.get(a) ?? Infinity) - (depth.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0);
  const join = (x: string, y: string) => {
    const a = find(x);
    const b = find(y);
    if (a === b) return;
    if (before(a, b) <= 0) parent.set(b, a);
    else parent.set(a, b);
  };
  if (threshold !== undefined)
    for (const edge of network.edges) {
      if (edge.attributes.kind !== 'possibly-same-person' || (edge.attributes.score ?? 0) < threshold) continue;
      if (!depth.has(edge.source) || !depth.has(edge.target)) continue;
      join(edge.source, edge.target);
    }
  if (people) {
    const firstOfPerson = new Map<string, string>();
    for (const node of network.nodes) {
      const person = node.attributes.kind === 'officer' ? node.attributes.person_id : undefined;
      if (!person) continue;
      const first = firstOfPerson.get(person);
      if (first) join(first, node.key);
      else firstOfPerson.set(person, node.key);
    }
  }
  const groups = new Map<string, string>();
  for (const key of parent.keys()) groups.set(key, find(key));
  return groups;
}

export interface DrawnNode {
  kind: NetworkNode['attributes']['kind'];
  label: string;
  /** Hover and table text: status, appointment count, hub count, merged ids. */
  detail: string;
  depth?: number;
  x: number;
  y: number;
  size: number;
  color: string;
  seed: boolean;
  standing?: CompanyStanding;
  truncated?: string;
  merged?: string[];
  /** An officer's person (the registry's person index), for a link to their page. */
  personId?: string;
  possiblyDisqualified: boolean;
  /** People: their identity verification mark, where the appointments drawn were judged. */
  verification?: PersonVerification;
  /** People whose identity verification is overdue, withdrawn or due: the node's badge. */
  badge?: 'overdue' | 'unverified';
  /** …and whether the register said so (`register`) or the law's dates did (`law`: the register publishes nothing for them). */
  badgeBasis?: 'register' | 'law';
  /** Placed by the reader (a case's pinned layout): the layout does not move it. */
  pinned?: boolean;
}

export interface DrawnEdge {
  kind: string;
  label: string;
  size: number;
  color: string;
  /** The sigma program: `dashed` for resigned appointments and possibly-same-person links. */
  type: 'line' | 'dashed';
  resigned: boolean;
}

export type DrawnGraph = Graph<DrawnNode, DrawnEdge>;

/** A stable number from a string (FNV-1a), for starting positions that do not move between loads. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return (value >>> 0) / 2 ** 32;
}

/** net-ident's flag: `true` (or a match object), never merely present (`false` means checked and clear). */
function possiblyDisqualified(node: NetworkNode): boolean {
  const flag = node.attributes.possibly_disqualified;
  return flag === true || (typeof flag === 'object' && flag !== null);
}

function nodeDetail(
  node: NetworkNode,
  merged: string[] | undefined,
  truncated: string | undefined,
  verification?: PersonVerification,
): string {
  const a = node.attributes;
  const parts: string[] = [];
  if (a.kind === 'company') parts.push(`Company · ${companyStatusLabel(a.company_status)}`);
  if (a.kind === 'officer') {
    parts.push('Officer');
    if (a.appointment_count !== undefined)
      parts.push(`${a.appointment_count} appointment${a.appointment_count === 1 ? '' : 's'}`);
  }
  if (a.kind === 'address') {
    parts.push(a.hub ? `Address: a hub, ${a.hub_note ?? 'likely a formation agent or virtual office'}` : 'Address');
    const count = addressCount(node);
    if (count) parts.push(count);
  }
  if (possiblyDisqualified(node)) {
    const periods = a.disqualified_periods?.length ? ` (${a.disqualified_periods.join('; ')})` : '';
    parts.push(`possibly disqualified${periods}: see the officer's page for the evidence`);
  }
  if (verification) {
    if (verification.unverified) parts.push(badgeText(verification), verification.words);
    else parts.push(`Identity: ${verification.words}`);
  }
  if (merged && merged.length > 1) parts.push(`drawn as one of ${merged.length} officer ids`);
  if (truncated) parts.push(`not expanded: ${truncated}`);
  return parts.join(' · ');
}

/** "2,431 companies, 12 officers" at an address, where the registry says. */
function addressCount(node: NetworkNode): string | undefined {
  const { company_count: companies, officer_count_at_address: officers } = node.attributes;
  const parts = [
    companies !== undefined && `${companies.toLocaleString('en-GB')} compan${companies === 1 ? 'y' : 'ies'}`,
    officers !== undefined && `${officers.toLocaleString('en-GB')} officer${officers === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

function nodeColour(node: NetworkNode, standing: CompanyStanding | undefined): string {
  const a = node.attributes;
  if (a.kind === 'address') return COLOURS.address;
  if (a.kind === 'officer') return possiblyDisqualified(node) ? COLOURS.officerDisqualified : COLOURS.officer;
  if (standing === 'ended') return COLOURS.companyEnded;
  if (standing === 'insolvent') return COLOURS.companyInsolvent;
  return COLOURS.company;
}

function edgeLabel(edge: NetworkEdge): string {
  const a = edge.attributes;
  if (a.kind === 'possibly-same-person') {
    const score = a.score !== undefined ? ` (score ${a.score.toFixed(2)})` : '';
    return `Possibly the same person${score}${a.evidence?.length ? `: ${a.evidence.join('; ')}` : ''}`;
  }
  if (a.kind !== 'appointment') return a.kind.replace(/-/g, ' ');
  const role = officerRoleLabel(a.officer_role);
  const dates = a.resigned_on
    ? `${a.appointed_on ?? '?'} to ${a.resigned_on} (resigned)`
    : `since ${a.appointed_on ?? '?'}`;
  return `${role}, ${dates}`;
}

/** What the view draws of `network` from `seeds` (one, or the two ends of a path). */
export function buildDrawnGraph(network: Network, view: NetworkViewState, seeds: readonly string[]): DrawnGraph {
  const nodes = new Map(network.nodes.map((node) => [node.key, node]));
  const groups =
    view.merge !== undefined || view.people
      ? mergeGroups(network, { threshold: view.merge, people: view.people })
      : new Map<string, string>();
  const drawnKey = (key: string) => groups.get(key) ?? key;
  // The API's own filter (lib/network/filters.ts): every role when every group is wanted.
  const filter = {
    status: view.status,
    roles: view.roles.length === ROLE_GROUPS.length ? undefined : new Set(view.roles),
    years: { from: view.fromYear, to: view.toYear },
  };
  const isAddress = (key: string) => nodes.get(key)?.attributes.kind === 'address';

  // The edges the filters keep, between the nodes they would be drawn at.
  const kept = network.edges.filter((edge) => {
    if (!nodes.has(edge.source) || !nodes.has(edge.target)) return false;
    const a = edge.attributes;
    if (isAddress(edge.source) || isAddress(edge.target)) return view.addresses;
    if (a.kind === 'possibly-same-person') return view.samePerson && drawnKey(edge.source) !== drawnKey(edge.target);
    if (a.kind === 'appointment') return keepsAppointment({ ...a, officer_role: a.officer_role ?? '' }, filter);
    return true;
  });

  // Only what is still connected to a seed is drawn.
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  for (const edge of kept) {
    link(drawnKey(edge.source), drawnKey(edge.target));
    link(drawnKey(edge.target), drawnKey(edge.source));
  }
  const seedKeys = seeds.map(drawnKey).filter((key) => nodes.has(key));
  const reached = new Set(seedKeys);
  const queue = [...seedKeys];
  while (queue.length) {
    for (const next of neighbours.get(queue.shift()!) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }

  // Each person's identity verification, from the appointments drawn (a merged officer: all of theirs).
  const marks = peopleVerification(
    kept
      .filter((edge) => reached.has(drawnKey(edge.source)))
      .map((edge) => ({ ...edge, source: drawnKey(edge.source), target: drawnKey(edge.target) })),
    (key) => nodes.get(key)?.attributes.label,
  );
  // Only the people not verified: they, their links and what is at the other end; the seeds stay as the anchor.
  if (view.unverified) {
    const flagged = new Set([...marks].filter(([, mark]) => mark.unverified).map(([key]) => key));
    const shown = new Set(seedKeys.filter((key) => reached.has(key)));
    for (const edge of kept) {
      const [source, target] = [drawnKey(edge.source), drawnKey(edge.target)];
      if (!reached.has(source) || !reached.has(target)) continue;
      if (flagged.has(source) || flagged.has(target)) {
        shown.add(source);
        shown.add(target);
      }
    }
    for (const key of flagged) if (reached.has(key)) shown.add(key);
    for (const key of [...reached]) if (!shown.has(key)) reached.delete(key);
    const onlyFlagged = kept.filter((edge) => flagged.has(drawnKey(edge.source)) || flagged.has(drawnKey(edge.target)));
    kept.splice(0, kept.length, ...onlyFlagged);
  }

  const truncation = new Map((network.attributes.truncated ?? []).map((mark) => [mark.node, mark]));
  const members = new Map<string, string[]>();
  for (const [key, root] of groups) members.set(root, [...(members.get(root) ?? []), key]);

  const graph: DrawnGraph = new Graph({ multi: true, type: 'directed', allowSelfLoops: false });
  for (const key of reached) {
    const node = nodes.get(key)!;
    const a = node.attributes;
    const merged = members.get(key)?.sort();
    const mark = truncation.get(key);
    const truncated = mark
      ? `${mark.reason}${mark.size !== undefined ? ` (${mark.size.toLocaleString('en-GB')})` : ''}`
      : undefined;
    const standing = a.kind === 'company' ? companyStanding(a.company_status) : undefined;
    const seed = seedKeys.includes(key);
    // Rings by depth, at an angle fixed by the key: a readable start the layout then refines.
    const angle = hash(key) * Math.PI * 2;
    const radius = (a.depth ?? 1) * 10 + hash(`${key}#r`) * 6;
    const base = a.kind === 'company' ? 7 : a.kind === 'address' ? (a.hub ? 11 : 6) : 5;
    const label =
      merged && merged.length > 1
        ? `${a.label} (+${merged.length - 1} id${merged.length > 2 ? 's' : ''})`
        : a.kind === 'address' && a.hub && addressCount(node)
          ? `${a.label} (${addressCount(node)})`
          : a.label;
    const verification = marks.get(key);
    const badge = verification?.unverified
      ? verification.verification.status === 'overdue'
        ? 'overdue'
        : 'unverified'
      : undefined;
    graph.addNode(key, {
      kind: a.kind,
      label,
      detail: nodeDetail(node, merged, truncated, verification),
      depth: a.depth,
      x: seed ? seedKeys.indexOf(key) * 20 - (seedKeys.length - 1) * 10 : Math.cos(angle) * radius,
      y: seed ? 0 : Math.sin(angle) * radius,
      size: seed ? base + 4 : base,
      color: nodeColour(node, standing),
      seed,
      standing,
      truncated,
      merged: merged && merged.length > 1 ? merged : undefined,
      ...(a.person_id ? { personId: a.person_id } : {}),
      possiblyDisqualified: possiblyDisqualified(node),
      ...(verification ? { verification } : {}),
      ...(badge ? { badge, badgeBasis: verification!.verification.basis === 'law' ? 'law' : 'register' } : {}),
    });
  }
  for (const edge of kept) {
    const source = drawnKey(edge.source);
    const target = drawnKey(edge.target);
    if (source === target || !graph.hasNode(source) || !graph.hasNode(target)) continue;
    const resigned = edge.attributes.kind === 'appointment' && Boolean(edge.attributes.resigned_on);
    const samePerson = edge.attributes.kind === 'possibly-same-person';
    graph.addEdge(source, target, {
      kind: edge.attributes.kind,
      label: edgeLabel(edge),
      size: samePerson ? 1.5 : 1,
      color: samePerson ? COLOURS.samePerson : resigned ? COLOURS.resigned : COLOURS.appointment,
      type: resigned || samePerson ? 'dashed' : 'line',
      resigned,
    });
  }
  return graph;
}

/** A short fingerprint of which nodes are drawn (their keys, sorted): two drawings with the same one show the same records. */
export function nodesDigest(graph: DrawnGraph): string {
  return Math.floor(hash(graph.nodes().sort().join('\n')) * 2 ** 32)
    .toString(36)
    .padStart(7, '0');
}

/** A node and its neighbours: what "highlight the neighbourhood" keeps in colour. */
export function neighbourhood(graph: DrawnGraph, key: string): Set<string> {
  return graph.hasNode(key) ? new Set([key, ...graph.neighbors(key)]) : new Set();
}

/** Nodes whose label or key contains every word typed, best (label starts with it) first. */
export function findNodes(graph: DrawnGraph, text: string, limit = 8): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const found: { key: string; rank: number }[] = [];
  graph.forEachNode((key, a) => {
    const haystack = `${a.label} ${key}`.toLowerCase();
    if (words.every((word) => haystack.includes(word)))
      found.push({ key, rank: a.label.toLowerCase().startsWith(words[0]!) ? 0 : 1 });
  });
  return found
    .sort((a, b) => a.rank - b.rank || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map((hit) => hit.key);
}
