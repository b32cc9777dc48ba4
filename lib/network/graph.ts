// The network as graphology serialises it ({attributes, options, nodes, edges}), built up one
// node and edge at a time. The identity verification details an appointment carries are kept
// beside it (`verificationDetails`), not serialised: what is exported is the outcome
// (lib/network/verification.ts). Other kinds of edge (a "possibly same person" link) and node flags
// (possibly disqualified) are added by calling addEdge / mergeNode on a built graph; the
// serialisation and the exports carry whatever attributes they find.

import type { IdentityVerificationDetails } from '@/lib/registry/schemas';

export type NodeKind = 'company' | 'officer' | 'address';

export const companyKey = (companyNumber: string) => `company:${companyNumber}`;
export const officerKey = (officerId: string) => `officer:${officerId}`;
export const addressNodeKey = (key: string) => `address:${key}`;

/** `company:{n}` → {kind, id}; undefined for anything else. */
export function parseNodeKey(key: string): { kind: NodeKind; id: string } | undefined {
  const match = /^(company|officer|address):(.+)$/.exec(key);
  return match ? { kind: match[1] as NodeKind, id: match[2]! } : undefined;
}

export interface NodeAttributes {
  kind: NodeKind;
  label: string;
  /** Appointment edges (hops) from the seed; 0 is the seed. */
  depth: number;
  company_number?: string;
  company_status?: string;
  officer_id?: string;
  /** Appointments the officer holds (in the status asked for), once their list was read. */
  appointment_count?: number;
  /** Officers the company has (in the status asked for), once its list was read. */
  officer_count?: number;
  /** A corporate body acting as an officer. */
  corporate?: boolean;
  /** Addresses: companies and officers registered or corresponding there, where the registry can say. */
  company_count?: number;
  officer_count_at_address?: number;
  /** An address with more than the hub threshold of companies or officers. */
  hub?: boolean;
  /** Why a hub matters ("likely formation agent or virtual office"). */
  hub_note?: string;
  /** Whether the node's own list was read and its neighbours added. */
  expanded?: boolean;
  /** An officer's person, where the registry has a person index (lib/network/people-graph.ts). */
  person_id?: string;
  [attribute: string]: unknown;
}

export interface AppointmentEdgeAttributes {
  kind: 'appointment';
  officer_role: string;
  appointed_on?: string;
  /** Absent while the appointment is current. */
  resigned_on?: string;
}

export interface AddressEdgeAttributes {
  kind: 'correspondence-address' | 'registered-office';
}

export interface OtherEdgeAttributes {
  kind: string;
  [attribute: string]: unknown;
}

export type EdgeAttributes = AppointmentEdgeAttributes | AddressEdgeAttributes | OtherEdgeAttributes;

export interface NetworkEdge {
  key: string;
  source: string;
  target: string;
  attributes: EdgeAttributes;
  /** graphology's flag for an edge without direction (a possibly-same-person link). */
  undirected?: boolean;
}

export interface NetworkNode {
  key: string;
  attributes: NodeAttributes;
}

/** `size` and `time`: the build reached its limit on nodes and edges, or on time, and stopped there. */
export type TruncationReason = 'cap' | 'budget' | 'hub' | 'page' | 'unavailable' | 'size' | 'time';

export interface Truncation {
  node: string;
  reason: TruncationReason;
  /** Items left out: appointments, officers, or companies and officers at an address. */
  size?: number;
  /** For a hub address read page by page: the `expand` value that reads the next page. */
  next?: string;
}

export interface GraphAttributes {
  seed: string;
  depth: number;
  status: 'active' | 'all';
  truncated: Truncation[];
  /** Registry calls the build made (cache hits cost none). */
  requests: number;
  [attribute: string]: unknown;
}

export interface SerializedNetwork {
  attributes: GraphAttributes;
  options: { type: 'mixed'; multi: true; allowSelfLoops: false };
  nodes: NetworkNode[];
  edges: NetworkEdge[];
}

/** What changed since the last `drain()`: the streamed build sends these. */
export interface NetworkDelta {
  nodes: NetworkNode[];
  edges: NetworkEdge[];
}

export class NetworkGraph {
  private readonly nodes = new Map<string, NodeAttributes>();
  private readonly edges = new Map<string, NetworkEdge>();
  private freshNodes = new Set<string>();
  private freshEdges = new Set<string>();
  readonly attributes: GraphAttributes;
  /** The register's verification details of each appointment edge that has them, by edge key. */
  readonly verificationDetails = new Map<string, IdentityVerificationDetails>();

  constructor(attributes: Pick<GraphAttributes, 'seed' | 'depth' | 'status'>) {
    this.attributes = { ...attributes, truncated: [], requests: 0 };
  }

  hasNode(key: string): boolean {
    return this.nodes.has(key);
  }

  node(key: string): NodeAttributes | undefined {
    return this.nodes.get(key);
  }

  get order(): number {
    return this.nodes.size;
  }

  /** Edges in the graph. */
  get size(): number {
    return this.edges.size;
  }

  /** Adds a node, or merges attributes into the one there (keeping the smaller depth). True when new. */
  mergeNode(
    key: string,
    attributes: Partial<NodeAttributes> & Pick<NodeAttributes, 'kind' | 'label' | 'depth'>,
  ): boolean;
  mergeNode(key: string, attributes: Partial<NodeAttributes>): boolean;
  mergeNode(key: string, attributes: Partial<NodeAttributes>): boolean {
    const known = this.nodes.get(key);
    this.freshNodes.add(key);
    if (!known) {
      this.nodes.set(key, withoutUndefined(attributes) as NodeAttributes);
      return true;
    }
    const depth = Math.min(known.depth, attributes.depth ?? known.depth);
    Object.assign(known, withoutUndefined(attributes), { depth });
    return false;
  }

  /** Adds an edge unless one with its key is there. True when new. */
  addEdge(edge: NetworkEdge): boolean {
    if (this.edges.has(edge.key)) return false;
    if (!this.nodes.has(edge.source) || !this.nodes.has(edge.target))
      throw new Error(`edge ${edge.key} names a node not in the graph`);
    this.edges.set(edge.key, { ...edge, attributes: withoutUndefined(edge.attributes) as EdgeAttributes });
    this.freshEdges.add(edge.key);
    return true;
  }

  /** Merges attributes into an edge (its key, its ends and its kind stay). */
  mergeEdge(key: string, attributes: Record<string, unknown>): void {
    const edge = this.edges.get(key);
    if (!edge) return;
    const { kind } = edge.attributes;
    edge.attributes = { ...edge.attributes, ...withoutUndefined(attributes), kind } as EdgeAttributes;
    this.freshEdges.add(key);
  }

  edgeList(): NetworkEdge[] {
    return [...this.edges.values()];
  }

  nodeList(): NetworkNode[] {
    return [...this.nodes].map(([key, attributes]) => ({ key, attributes }));
  }

  truncate(cut: Truncation): void {
    const list = this.attributes.truncated;
    const index = list.findIndex((known) => known.node === cut.node);
    if (index >= 0) list[index] = cut;
    else list.push(cut);
  }

  untruncate(node: string): void {
    this.attributes.truncated = this.attributes.truncated.filter((cut) => cut.node !== node);
  }

  /** Nodes and edges added or changed since the last call. */
  drain(): NetworkDelta {
    const delta = {
      nodes: [...this.freshNodes].map((key) => ({ key, attributes: this.nodes.get(key)! })),
      edges: [...this.freshEdges].map((key) => this.edges.get(key)!),
    };
    this.freshNodes = new Set();
    this.freshEdges = new Set();
    return delta;
  }

  toJSON(): SerializedNetwork {
    return {
      attributes: this.attributes,
      options: { type: 'mixed', multi: true, allowSelfLoops: false },
      nodes: this.nodeList(),
      edges: this.edgeList(),
    };
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
