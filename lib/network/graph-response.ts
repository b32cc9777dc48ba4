// The connections API's answers, shared by the company and officer routes: the graph as
// graphology JSON, GEXF or CSV of its edges, or streamed as the build goes (NDJSON: a line per
// step `{progress, nodes, edges}`, then `{graph}`), so a browser can draw the first nodes while
// a remote registry is still being asked.
import 'server-only';
import { jsonResponse, refused } from '@/lib/gateway/http';
import { appLog, describeError } from '@/lib/gateway/log';
import type { NetworkSeed } from './build';
import { networkEdgesCsv, networkGexf } from './formats';
import type { NetworkGraph } from './graph';
import type { NetworkQuery } from './query';
import { markPossiblyDisqualified } from './disqualified-graph';
import { markGraphPeople } from './people-graph';
import { addSamePersonEdges } from './same-person-graph';
import { markGraphVerification, networkOf } from './service';

const NOT_FOUND = { company: 'company-profile-not-found', officer: 'appointments-not-found' } as const;

function download(body: string, type: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

type IdentityToggles = Pick<NetworkQuery, 'samePerson' | 'disqualified' | 'verification'>;

/** The identity toggles: possibly-same-person edges, possibly-disqualified officers, identity verification; and each officer's person. */
async function addIdentity(
  graph: NetworkGraph,
  { samePerson, disqualified, verification }: IdentityToggles,
  signal?: AbortSignal,
) {
  signal?.throwIfAborted();
  if (samePerson) await addSamePersonEdges(graph);
  if (disqualified) await markPossiblyDisqualified(graph);
  if (verification) await markGraphVerification(graph, signal);
  // The index answers from the app's own store: no registry call, so always.
  await markGraphPeople(graph, signal);
}

/** The answer to a network request; `signal` (the request's) stops the build once its client has gone. */
export async function networkResponse(seed: NetworkSeed, query: NetworkQuery, signal?: AbortSignal): Promise<Response> {
  const options = {
    depth: query.depth,
    status: query.status,
    roles: query.roles,
    ...(query.years ? { years: query.years } : {}),
    addresses: query.addresses,
    expand: query.expand,
    signal,
  };
  if (query.stream) return streamed(seed, options, query);
  const graph = await networkOf(seed, options);
  if (!graph) throw refused('not-found', { error: NOT_FOUND[seed.kind] });
  await addIdentity(graph, query, signal);
  const network = graph.toJSON();
  const name = `${seed.kind === 'company' ? seed.companyNumber : seed.officerId}-connections-depth-${query.depth}`;
  if (query.format === 'gexf') return download(networkGexf(network), 'application/gexf+xml', `${name}.gexf`);
  if (query.format === 'csv') return download(networkEdgesCsv(network), 'text/csv', `${name}-edges.csv`);
  return jsonResponse(200, network);
}

/** The build streamed: answered once the seed is read (404 before any line when it is not on the register). */
async function streamed(
  seed: NetworkSeed,
  options: Parameters<typeof networkOf>[1],
  identity: IdentityToggles,
): Promise<Response> {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let wake: (() => void) | undefined;
  let started: (() => void) | undefined;
  const seedRead = new Promise<void>((resolve) => (started = resolve));
  let done = false;
  let graph: NetworkGraph | undefined;
  let failure: unknown;
  const push = (line: object) => {
    lines.push(`${JSON.stringify(line)}\n`);
    wake?.();
  };
  const build = networkOf(seed, {
    ...options,
    onProgress: (progress, delta) => {
      push({ progress, nodes: delta.nodes, edges: delta.edges });
      started?.();
    },
  })
    .then(async (result) => {
      if (result) await addIdentity(result, identity, options.signal);
      graph = result;
    })
    .catch((error: unknown) => (failure = error))
    .finally(() => {
      done = true;
      started?.();
      wake?.();
    });
  await seedRead;
  if (done && failure) throw failure;
  if (done && !graph) throw refused('not-found', { error: NOT_FOUND[seed.kind] });
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (lines.length === 0 && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (lines.length > 0) {
        controller.enqueue(encoder.encode(lines.splice(0).join('')));
        return;
      }
      await build;
      if (failure) {
        appLog('warn', `network build failed mid-stream: ${describeError(failure)}`);
        controller.enqueue(encoder.encode(`${JSON.stringify({ error: 'registry-unavailable' })}\n`));
      } else if (graph) controller.enqueue(encoder.encode(`${JSON.stringify({ graph: graph.toJSON() })}\n`));
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
