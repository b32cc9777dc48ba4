// The shortest chains of appointments between two records: breadth first from both ends at
// once (the smaller side grows a hop at a time), stopping when the two meet. Resigned
// appointments count (their edges carry `resigned_on`); one hop is one appointment edge, so two
// companies are always an even number of hops apart. Like a build, a search has limits on its
// work (PATH_LIMITS: nodes seen, time) past which it stops with a marker `size` or `time`, yields
// to the event loop as it goes, and stops once its request's signal is aborted.
import { isRegistryError } from '@/lib/registry/errors';
import { companyKey, officerKey, parseNodeKey, type NetworkEdge, type NetworkNode, type Truncation } from './graph';
import { officerIdFromLink, type NetworkReader } from './reader';
import { OutOfBudget, type CallBudget } from '@/lib/gateway/session';
import { Reads } from './reads';
import { Pacer } from './build';

export const PATH_DEFAULT_DEPTH = 4;
export const PATH_MAX_DEPTH = 8;
/** Pages of one list a path search reads (a hub beyond this is crossed only through what was read). */
const MAX_PAGES = 10;
/** Nodes a search may see, and its wall time in ms: past either it stops, not found, with a marker `size` or `time`. */
export const PATH_LIMITS = { nodes: 20_000, ms: 5_000 };

export interface PathResult {
  found: boolean;
  /** Node keys from `from` to `to`; empty when not found. */
  path: string[];
  edges: NetworkEdge[];
  nodes: NetworkNode[];
  max_depth: number;
  /** "no connection within N hops", when not found (or that the search reached a limit first). */
  message?: string;
  /** Set when the search stopped at a limit on its work before it was done. */
  stopped?: 'size' | 'time';
  /** Nodes whose lists could not be read in full (budget, registry failure): a longer search may still find a path. */
  truncated: Truncation[];
  requests: number;
}

export interface PathOptions {
  maxDepth?: number;
  /** Registry calls the search may make (a session's budget); none: no limit. */
  budget?: CallBudget;
  /** The request's signal: once aborted the search makes no more registry calls and rejects with its reason. */
  signal?: AbortSignal;
  /** Limits on the search's work; PATH_LIMITS for any not given. */
  limits?: Partial<typeof PATH_LIMITS>;
}

interface Link {
  node: NetworkNode;
  edge: NetworkEdge;
}

/** Undefined when `from` or `to` is not on the register. */
export async function findPath(
  reader: NetworkReader,
  from: string,
  to: string,
  { maxDepth = PATH_DEFAULT_DEPTH, budget, signal, limits: given }: PathOptions = {},
): Promise<PathResult | { missing: string }> {
  const limits = { ...PATH_LIMITS, ...given };
  const pacer = new Pacer(signal, limits.ms);
  const reads = new Reads(budget, reader.budgetLow?.bind(reader), signal);
  /** The limit the search stopped at, if it did. */
  let stopped: 'size' | 'time' | undefined;
  const truncated: Truncation[] = [];
  const nodes = new Map<string, NetworkNode>();

  for (const key of new Set([from, to])) {
    const node = await seedNode(key);
    if (!node) return { missing: key };
    nodes.set(key, node);
  }
  const result = (found: boolean, path: string[] = [], edges: NetworkEdge[] = []): PathResult => ({
    found,
    path,
    edges,
    nodes: path.map((key) => nodes.get(key)!),
    max_depth: maxDepth,
    ...(found
      ? {}
      : {
          message: stopped
            ? `the search reached its ${stopped} limit before finding a connection within ${maxDepth} hops`
            : `no connection within ${maxDepth} hops`,
        }),
    ...(stopped ? { stopped } : {}),
    truncated,
    requests: reads.spent,
  });
  if (from === to) return result(true, [from]);

  // Each side: node → the link it was reached by (undefined for the side's start) and its distance.
  const sides = [from, to].map((start) => ({
    parent: new Map<string, Link | undefined>([[start, undefined]]),
    distance: new Map<string, number>([[start, 0]]),
    frontier: [start],
    depth: 0,
  }));
  while (sides[0]!.depth + sides[1]!.depth < maxDepth && sides.every((side) => side.frontier.length > 0)) {
    const grow = sides[0]!.frontier.length <= sides[1]!.frontier.length ? 0 : 1;
    const side = sides[grow]!;
    const other = sides[1 - grow]!;
    const next: string[] = [];
    for (const [index, key] of side.frontier.entries()) {
      await pacer.step();
      stopped = pacer.timeUp ? 'time' : nodes.size >= limits.nodes ? 'size' : undefined;
      if (stopped) {
        truncated.push({ node: key, reason: stopped, size: side.frontier.length - index });
        break;
      }
      for (const link of await neighbours(key)) {
        nodes.set(link.node.key, nodes.get(link.node.key) ?? link.node);
        if (side.parent.has(link.node.key)) continue;
        side.parent.set(link.node.key, { node: nodes.get(key)!, edge: link.edge });
        side.distance.set(link.node.key, side.depth + 1);
        next.push(link.node.key);
      }
    }
    side.frontier = next;
    side.depth++;
    const meetings = next.filter((key) => other.parent.has(key));
    if (meetings.length > 0) {
      const meet = meetings.reduce((best, key) => (other.distance.get(key)! < other.distance.get(best)! ? key : best));
      return result(true, ...join(meet));
    }
    if (stopped) break;
  }
  return result(false);

  /** The path through `meet`: back to `from` on its side, on to `to` on the other. */
  function join(meet: string): [string[], NetworkEdge[]] {
    const path = [meet];
    const edges: NetworkEdge[] = [];
    for (
      let key = meet, link = sides[0]!.parent.get(key);
      link;
      key = link.node.key, link = sides[0]!.parent.get(key)
    ) {
      path.unshift(link.node.key);
      edges.unshift(link.edge);
    }
    for (
      let key = meet, link = sides[1]!.parent.get(key);
      link;
      key = link.node.key, link = sides[1]!.parent.get(key)
    ) {
      path.push(link.node.key);
      edges.push(link.edge);
    }
    return [path, edges];
  }

  async function seedNode(key: string): Promise<NetworkNode | undefined> {
    const parsed = parseNodeKey(key)!;
    if (parsed.kind === 'company') {
      const profile = await reads.read(`profile:${parsed.id}`, () => reader.companyProfile(parsed.id), { seed: true });
      return (
        profile && {
          key,
          attributes: {
            kind: 'company',
            label: profile.data.company_name,
            depth: 0,
            company_number: profile.data.company_number,
            company_status: profile.data.company_status,
          },
        }
      );
    }
    const first = await reads.read(
      `appointments:${parsed.id}:0`,
      () => reader.appointmentList(parsed.id, { startIndex: 0, active: false }),
      { seed: true },
    );
    return (
      first && {
        key,
        attributes: { kind: 'officer', label: first.data.name, depth: 0, officer_id: parsed.id },
      }
    );
  }

  /** The node's appointment edges, every page up to MAX_PAGES; what could not be read is listed as truncated. */
  async function neighbours(key: string): Promise<Link[]> {
    const parsed = parseNodeKey(key)!;
    const links: Link[] = [];
    const pageSize = parsed.kind === 'company' ? reader.officerPageSize : reader.appointmentPageSize;
    try {
      for (let page = 0; page < MAX_PAGES; page++) {
        const startIndex = page * pageSize;
        const list =
          parsed.kind === 'company'
            ? await reads.read(`officers:${parsed.id}:${startIndex}`, () =>
                reader.officerList(parsed.id, { startIndex, active: false }),
              )
            : await reads.read(`appointments:${parsed.id}:${startIndex}`, () =>
                reader.appointmentList(parsed.id, { startIndex, active: false }),
              );
        if (!list) break;
        for (const item of list.data.items) links.push(...linkOf(key, item as ListItem));
        const total = list.data.total_results ?? 0;
        if (list.data.items.length === 0 || startIndex + pageSize >= total) break;
        if (page === MAX_PAGES - 1) truncated.push({ node: key, reason: 'cap', size: total });
      }
    } catch (error) {
      if (!(error instanceof OutOfBudget) && !isRegistryError(error)) throw error;
      truncated.push({
        node: key,
        reason:
          error instanceof OutOfBudget || (isRegistryError(error) && error.kind === 'rate-limited')
            ? 'budget'
            : 'unavailable',
      });
    }
    return links;
  }
}

type ListItem = {
  officer_role: string;
  name: string;
  appointed_on?: string;
  appointed_before?: string;
  resigned_on?: string;
  links: { officer?: { appointments: string } };
  appointed_to?: { company_number: string; company_name?: string; company_status?: string };
};

function linkOf(from: string, item: ListItem): Link[] {
  const attributes = {
    kind: 'appointment' as const,
    officer_role: item.officer_role,
    ...(item.appointed_on || item.appointed_before ? { appointed_on: item.appointed_on ?? item.appointed_before } : {}),
    ...(item.resigned_on ? { resigned_on: item.resigned_on } : {}),
  };
  if (item.appointed_to) {
    const company = companyKey(item.appointed_to.company_number);
    return [
      {
        node: {
          key: company,
          attributes: {
            kind: 'company',
            label: item.appointed_to.company_name ?? item.appointed_to.company_number,
            depth: 0,
            company_number: item.appointed_to.company_number,
            ...(item.appointed_to.company_status ? { company_status: item.appointed_to.company_status } : {}),
          },
        },
        edge: {
          key: `${from}>${company}:${item.officer_role}:${attributes.appointed_on ?? ''}`,
          source: from,
          target: company,
          attributes,
        },
      },
    ];
  }
  const officerId = item.links.officer && officerIdFromLink(item.links.officer.appointments);
  if (!officerId) return [];
  const officer = officerKey(officerId);
  return [
    {
      node: { key: officer, attributes: { kind: 'officer', label: item.name, depth: 0, officer_id: officerId } },
      edge: {
        key: `${officer}>${from}:${item.officer_role}:${attributes.appointed_on ?? ''}`,
        source: officer,
        target: from,
        attributes,
      },
    },
  ];
}
