// Where the graph view reads its network (the /api/network routes) and where a node leads
// (its record's page), from node keys. One place, so the view never builds these by hand.
import { NODE_KEY } from './network-data';
import type { NetworkViewState } from './view-state';

export type ExportFormat = 'json' | 'gexf' | 'csv';

function parts(key: string): { kind: string; id: string } | undefined {
  const match = NODE_KEY.exec(key);
  return match ? { kind: match[1]!, id: match[2]! } : undefined;
}

/** The API path for a company's or officer's network; undefined for an address (it has none of its own). */
export function networkApiPath(
  key: string,
  options: {
    depth: number;
    status: NetworkViewState['status'];
    addresses?: boolean;
    /** net-ident's possibly-same-person edges (`same_person=1`). */
    samePerson?: boolean;
    /** net-ident's possibly-disqualified flags on officers (`disqualified=1`). */
    disqualified?: boolean;
    /** Identity verification judged on current appointments (`verification=1`). */
    verification?: boolean;
    expand?: readonly string[];
  },
  format?: ExportFormat,
): string | undefined {
  const node = parts(key);
  if (!node || node.kind === 'address') return undefined;
  const params = new URLSearchParams({ depth: String(options.depth), status: options.status });
  if (options.addresses) params.set('addresses', '1');
  if (options.samePerson) params.set('same_person', '1');
  if (options.disqualified) params.set('disqualified', '1');
  if (options.verification) params.set('verification', '1');
  if (options.expand?.length) params.set('expand', options.expand.join(','));
  if (format) params.set('format', format);
  return `/api/network/${node.kind}/${encodeURIComponent(node.id)}?${params}`;
}

/** The page of the record a node stands for; undefined for an address. */
export function recordHref(key: string): string | undefined {
  const node = parts(key);
  if (node?.kind === 'company') return `/company/${encodeURIComponent(node.id)}`;
  if (node?.kind === 'officer') return `/officers/${encodeURIComponent(node.id)}/appointments`;
  return undefined;
}

/** The Connections page of a company or officer, for a node's "connections of" link. */
export function networkPageHref(key: string): string | undefined {
  const node = parts(key);
  if (node?.kind === 'company') return `/company/${encodeURIComponent(node.id)}/network`;
  if (node?.kind === 'officer') return `/officers/${encodeURIComponent(node.id)}/network`;
  return undefined;
}

/**
 * The requests a view needs: the seed at its depth with every node the view expands, as the API
 * builds it with the same `expand` (a node over its cap, the seed itself included, is read and
 * the build goes on from it to the view's depth; a hub's later pages are read), then each
 * expanded company or officer other than the seed one hop further (a node at the view's last
 * depth is not expanded by the seed's build).
 */
export function requestsFor(seeds: readonly string[], view: NetworkViewState, given: boolean) {
  // Same-person links are needed to draw them and to merge by them; officers are always checked
  // against disqualifications, and current appointments judged for identity verification.
  const common = {
    status: view.status,
    addresses: view.addresses,
    samePerson: view.samePerson || view.merge !== undefined,
    disqualified: true,
    verification: true,
  };
  const seed = given
    ? []
    : seeds.map((key) => ({ key, path: networkApiPath(key, { ...common, depth: view.depth, expand: view.expand }) }));
  const hops = view.expand
    .filter((key) => !key.startsWith('address:') && (given || !seeds.includes(key)))
    .map((key) => ({ key, path: networkApiPath(key, { ...common, depth: 1, expand: [key] }) }));
  return [...seed, ...hops].filter((request): request is { key: string; path: string } => Boolean(request.path));
}
