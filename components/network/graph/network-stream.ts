// Reading the connections API from the browser: the plain JSON answer, or the streamed one
// (`stream=1`, NDJSON: `{progress, nodes, edges}` lines as the build goes, then `{graph}`), so
// the first nodes are drawn while a remote registry is still being asked, with "38 of about
// 120 registry requests". A refusal's message is the API's own (`errors[0].error`).
import { z } from 'zod';
import { networkSchema, parseNetwork, type Network, type NetworkNode } from './network-data';

export interface BuildProgress {
  requests: number;
  estimate: number;
}

const progressLineSchema = z.object({
  progress: z.object({ requests: z.number(), estimate: z.number() }),
  nodes: networkSchema.shape.nodes.default([]),
  edges: networkSchema.shape.edges.default([]),
});

/** Why the API refused, in its words: `depth must be a whole number from 1 to 3; got "9"`. */
async function refusalMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = z.object({ errors: z.array(z.object({ error: z.string() })).min(1) }).safeParse(body);
  if (!parsed.success) return `the server answered ${response.status}`;
  const error = parsed.data.errors[0]!.error;
  if (response.status === 404) return 'the register has no such company or officer';
  // A slug (`company-profile-not-found`) reads better as words; a sentence is kept as it is.
  return /\s/.test(error) ? error : error.replace(/-/g, ' ');
}

export async function fetchNetwork(path: string, signal: AbortSignal): Promise<Network> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(await refusalMessage(response));
  return parseNetwork(await response.json());
}

/** Merges a streamed line's nodes (attributes grow as lists are read) and edges into what is held. */
function applyDelta(
  nodes: Map<string, NetworkNode>,
  edges: Map<string, Network['edges'][number]>,
  delta: z.infer<typeof progressLineSchema>,
) {
  for (const node of delta.nodes) {
    const known = nodes.get(node.key);
    nodes.set(node.key, known ? { key: node.key, attributes: { ...known.attributes, ...node.attributes } } : node);
  }
  for (const edge of delta.edges) edges.set(edge.key ?? `${edge.source}>${edge.target}:${edges.size}`, edge);
}

/**
 * The streamed build: `onPartial` gets the graph so far and the progress as lines arrive (at
 * most every `everyMs`); resolves with the whole graph from the last line.
 */
export async function streamNetwork(
  path: string,
  signal: AbortSignal,
  onPartial: (network: Network, progress: BuildProgress) => void,
  everyMs = 200,
): Promise<Network> {
  const url = `${path}${path.includes('?') ? '&' : '?'}stream=1`;
  const response = await fetch(url, { signal, headers: { accept: 'application/x-ndjson' } });
  if (!response.ok) throw new Error(await refusalMessage(response));
  // A server that does not stream answers with the whole graph as JSON: take it as it is.
  if (!response.body || !response.headers.get('content-type')?.includes('ndjson')) {
    return parseNetwork(await response.json());
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const nodes = new Map<string, NetworkNode>();
  const edges = new Map<string, Network['edges'][number]>();
  let buffered = '';
  let reported = 0;
  let progress: BuildProgress = { requests: 0, estimate: 0 };
  const report = (force: boolean) => {
    if (!force && Date.now() - reported < everyMs) return;
    reported = Date.now();
    onPartial({ attributes: { truncated: [] }, nodes: [...nodes.values()], edges: [...edges.values()] }, progress);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      const message = JSON.parse(line) as Record<string, unknown>;
      if ('graph' in message) return parseNetwork(message.graph);
      if ('error' in message) throw new Error('the registry stopped answering while the graph was being built');
      const step = progressLineSchema.parse(message);
      progress = step.progress;
      applyDelta(nodes, edges, step);
      report(false);
    }
  }
  throw new Error('the graph was cut off before it was complete');
}
