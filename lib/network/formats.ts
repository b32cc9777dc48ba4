// A network's exports besides graphology's JSON: GEXF 1.3 (what Gephi opens), with every node
// and edge attribute declared and typed, and the edges as CSV (one row per edge, both ends named).
import { CSV_BOM, csvLine } from '@/lib/export/csv';
import type { NetworkEdge, NetworkNode, SerializedNetwork } from './graph';

const GEXF_NS = 'http://gexf.net/1.3';

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

type GexfType = 'integer' | 'double' | 'boolean' | 'string';

const flat = (value: unknown): string => (Array.isArray(value) ? value.join('; ') : String(value));

/** Each attribute's GEXF type: the narrowest that holds every value seen. */
function declare(records: readonly Record<string, unknown>[], skip: ReadonlySet<string>): Map<string, GexfType> {
  const types = new Map<string, GexfType>();
  for (const record of records)
    for (const [name, value] of Object.entries(record)) {
      if (skip.has(name) || value === undefined || value === null) continue;
      const seen: GexfType =
        typeof value === 'boolean'
          ? 'boolean'
          : typeof value === 'number'
            ? Number.isInteger(value)
              ? 'integer'
              : 'double'
            : 'string';
      const known = types.get(name);
      types.set(
        name,
        !known || known === seen
          ? seen
          : known !== 'string' && seen !== 'string' && known !== 'boolean' && seen !== 'boolean'
            ? 'double'
            : 'string',
      );
    }
  return types;
}

function attributeBlock(kind: 'node' | 'edge', types: Map<string, GexfType>): string {
  const lines = [...types].map(
    ([name, type]) => `      <attribute id="${xml(name)}" title="${xml(name)}" type="${type}"/>`,
  );
  return `    <attributes class="${kind}">\n${lines.join('\n')}\n    </attributes>\n`;
}

function attvalues(record: Record<string, unknown>, types: Map<string, GexfType>): string {
  const values = [...types.keys()]
    .filter((name) => record[name] !== undefined && record[name] !== null)
    .map((name) => `<attvalue for="${xml(name)}" value="${xml(flat(record[name]))}"/>`);
  return values.length ? `<attvalues>${values.join('')}</attvalues>` : '';
}

export function networkGexf(network: SerializedNetwork): string {
  const nodeTypes = declare(
    network.nodes.map((node) => node.attributes),
    new Set(['label']),
  );
  const edgeTypes = declare(
    network.edges.map((edge) => edge.attributes as Record<string, unknown>),
    new Set(),
  );
  const nodes = network.nodes.map(
    (node: NetworkNode) =>
      `      <node id="${xml(node.key)}" label="${xml(node.attributes.label)}">${attvalues(node.attributes, nodeTypes)}</node>`,
  );
  const edges = network.edges.map(
    (edge: NetworkEdge) =>
      `      <edge id="${xml(edge.key)}" source="${xml(edge.source)}" target="${xml(edge.target)}"${edge.undirected ? ' type="undirected"' : ''} label="${xml(edge.attributes.kind)}">${attvalues(edge.attributes as Record<string, unknown>, edgeTypes)}</edge>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<gexf xmlns="${GEXF_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${GEXF_NS} ${GEXF_NS}/gexf.xsd" version="1.3">\n` +
    `  <meta><creator>registry browser</creator><description>${xml(`Connections of ${network.attributes.seed}, depth ${network.attributes.depth}`)}</description></meta>\n` +
    `  <graph defaultedgetype="directed" mode="static">\n` +
    attributeBlock('node', nodeTypes) +
    attributeBlock('edge', edgeTypes) +
    `    <nodes>\n${nodes.join('\n')}\n    </nodes>\n` +
    `    <edges>\n${edges.join('\n')}\n    </edges>\n` +
    `  </graph>\n</gexf>\n`
  );
}

const CSV_HEADER = [
  'Source',
  'Source name',
  'Target',
  'Target name',
  'Kind',
  'Role',
  'Appointed on',
  'Resigned on',
  'Other',
];

export function networkEdgesCsv(network: SerializedNetwork): string {
  const labels = new Map(network.nodes.map((node) => [node.key, node.attributes.label]));
  const lines = network.edges.map((edge) => {
    const { kind, officer_role, appointed_on, resigned_on, ...other } = edge.attributes as Record<string, unknown>;
    const rest = Object.entries(other)
      .map(([name, value]) => `${name}=${flat(value)}`)
      .join('; ');
    return csvLine([
      edge.source,
      labels.get(edge.source),
      edge.target,
      labels.get(edge.target),
      String(kind),
      officer_role as string | undefined,
      appointed_on as string | undefined,
      resigned_on as string | undefined,
      rest,
    ]);
  });
  return CSV_BOM + csvLine(CSV_HEADER) + lines.join('');
}
