// The network as the API sends it (graphology's serialisation, issue #13's interface), parsed
// at the edge with zod, and how two answers combine when the analyst expands a node: the
// graph view only ever draws what these functions return.
import { z } from 'zod';

export const NODE_KINDS = ['company', 'officer', 'address'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** `company:00719244`, `officer:abc123`, `address:{normalised key}`. */
export const NODE_KEY = /^(company|officer|address):(.+)$/;

const nodeAttributesSchema = z.looseObject({
  kind: z.enum(NODE_KINDS),
  label: z.string(),
  depth: z.number().int().min(0).optional(),
  company_status: z.string().optional(),
  appointment_count: z.number().int().min(0).optional(),
  /** Addresses: companies and officers there (where the registry can say); over the threshold it is a hub. */
  company_count: z.number().int().min(0).optional(),
  officer_count_at_address: z.number().int().min(0).optional(),
  hub: z.boolean().optional(),
  hub_note: z.string().optional(),
  /** The node's own list was read and its neighbours added. */
  expanded: z.boolean().optional(),
  /** net-ident's flag: matches a disqualified person (name and date of birth). */
  possibly_disqualified: z.unknown().optional(),
  disqualified_periods: z.array(z.string()).optional(),
  /** An officer's person, where the registry has a person index. */
  person_id: z.string().optional(),
});

const edgeAttributesSchema = z.looseObject({
  kind: z.string(),
  officer_role: z.string().optional(),
  appointed_on: z.string().optional(),
  resigned_on: z.string().optional(),
  score: z.number().min(0).max(1).optional(),
  evidence: z.array(z.string()).optional(),
});

export const truncationSchema = z.looseObject({
  node: z.string(),
  reason: z.string(),
  size: z.number().int().min(0).optional(),
});

export const networkSchema = z.object({
  attributes: z.looseObject({ truncated: z.array(truncationSchema).optional() }).default({}),
  options: z.unknown().optional(),
  nodes: z.array(z.object({ key: z.string().regex(NODE_KEY), attributes: nodeAttributesSchema })),
  edges: z.array(
    z.object({
      key: z.string().optional(),
      source: z.string(),
      target: z.string(),
      attributes: edgeAttributesSchema,
    }),
  ),
});

export type Network = z.infer<typeof networkSchema>;
export type NetworkNode = Network['nodes'][number];
export type NetworkEdge = Network['edges'][number];
export type Truncation = z.infer<typeof truncationSchema>;

/** The API's JSON, checked; throws a ZodError on anything else. */
export function parseNetwork(json: unknown): Network {
  return networkSchema.parse(json);
}

/** An edge's identity across answers: its key, or what it says (one appointment is one edge). */
export function edgeIdentity(edge: NetworkEdge): string {
  if (edge.key) return edge.key;
  const { kind, officer_role, appointed_on } = edge.attributes;
  return [kind, edge.source, edge.target, officer_role ?? '', appointed_on ?? ''].join('|');
}

/**
 * Two answers as one network: nodes by key (the smaller depth wins, and what either says is kept),
 * edges by identity, and the truncation markers of the nodes the addition did not expand.
 * A node the addition expanded (`expanded`) is no longer truncated.
 */
export function mergeNetworks(base: Network, addition: Network, expanded?: string): Network {
  const nodes = new Map(base.nodes.map((node) => [node.key, node]));
  for (const node of addition.nodes) {
    const known = nodes.get(node.key);
    if (!known) {
      nodes.set(node.key, node);
      continue;
    }
    const depths = [known.attributes.depth, node.attributes.depth].filter((d): d is number => d !== undefined);
    nodes.set(node.key, {
      key: node.key,
      attributes: {
        ...node.attributes,
        ...known.attributes,
        ...(depths.length ? { depth: Math.min(...depths) } : {}),
      },
    });
  }
  const edges = new Map(base.edges.map((edge) => [edgeIdentity(edge), edge]));
  for (const edge of addition.edges) if (!edges.has(edgeIdentity(edge))) edges.set(edgeIdentity(edge), edge);
  const truncated = new Map<string, Truncation>();
  for (const mark of [...(base.attributes.truncated ?? []), ...(addition.attributes.truncated ?? [])]) {
    if (mark.node !== expanded) truncated.set(mark.node, mark);
  }
  return {
    attributes: { ...base.attributes, truncated: [...truncated.values()] },
    options: base.options,
    nodes: [...nodes.values()],
    edges: [...edges.values()],
  };
}

export const EMPTY_NETWORK: Network = { attributes: { truncated: [] }, nodes: [], edges: [] };
