// Connections (lib/network) in process. Embedded registry: the showcase PLC's graph at depth 2 and
// 3, and the path between two companies 4 appointment edges apart, with a fresh gateway each round
// (nothing cached) and warm. Remote registry: the same builder through a gateway in remote mode whose
// upstream is the embedded registry behind ~150 ms of latency a call: upstream calls per depth-2
// build against the lists it read (none twice), and the time to the first streamed nodes.
//   npx tsx --conditions=react-server bench/network.ts [--rounds 30] [--latency 150]
import { option, quantiles } from './support';

process.env.REGISTRY_DB_PATH ??= '.data/e2e.sqlite';
process.env.REGISTRY_API_URL = '';

const rounds = option('rounds', 30);
const latency = option('latency', 150);

async function main() {
  const [
    { SHOWCASE },
    gatewayModule,
    { networkOf, pathBetween },
    { embeddedTestRegistry },
    { createGateway },
    { createMemoryStore },
    { env },
  ] = await Promise.all([
    import('../lib/registry-server/generator'),
    import('../lib/gateway'),
    import('../lib/network/service'),
    import('../lib/gateway/testing/embedded-registry'),
    import('../lib/gateway/gateway'),
    import('../lib/gateway/store'),
    import('../lib/env'),
  ]);
  const { setRegistry, ttlSecondsFrom } = gatewayModule;
  const plc = SHOWCASE.companies.plc;
  const seed = { kind: 'company' as const, companyNumber: plc };
  // The first build opens the dataset through the app's own gateway (and generates it when missing).
  const first = (await networkOf(seed, { depth: 2 }))!.toJSON();
  console.log(
    `PLC ${plc} depth 2: ${first.nodes.length} nodes, ${first.edges.length} edges, ${first.attributes.truncated.length} truncated`,
  );
  const deep = (await networkOf(seed, { depth: 3 }))!.toJSON();
  console.log(
    `PLC ${plc} depth 3: ${deep.nodes.length} nodes, ${deep.edges.length} edges, ${deep.attributes.truncated.length} truncated`,
  );

  // A fresh gateway (an empty cache) over the dataset opened once: what a build costs with nothing cached.
  const config = env();
  const { createRegistryHandler } = await import('../lib/registry-server');
  const handler = createRegistryHandler({ dbPath: config.REGISTRY_DB_PATH });
  const embedded = () =>
    embeddedTestRegistry(handler, {
      timeoutMs: 10_000,
      store: createMemoryStore({ maxBytes: 64 << 20 }),
      ttlSeconds: ttlSecondsFrom(config),
      maxStaleSeconds: 3600,
    });
  setRegistry(embedded());
  const time = async (run: () => Promise<unknown>, fresh: boolean, n = rounds) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      if (fresh) setRegistry(embedded());
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return quantiles(times, 1);
  };
  const build = (depth: number) => () => networkOf(seed, { depth }).then((graph) => JSON.stringify(graph!.toJSON()));
  console.log('embedded, depth 2, graph JSON, nothing cached (ms; target p50 < 150):', await time(build(2), true));
  console.log('embedded, depth 2, graph JSON, gateway cache warm (ms):', await time(build(2), false));
  console.log(
    'embedded, depth 3, graph JSON, nothing cached (ms; target < 1000):',
    await time(build(3), true, Math.min(rounds, 10)),
  );
  const [from, , to] = SHOWCASE.network.chain;
  const path = () => pathBetween(`company:${from}`, `company:${to}`, 4);
  const found = (await path()) as { found: boolean; path: string[] };
  console.log(`path ${from} → ${to}: found ${found.found}, ${found.path.length - 1} hops`);
  console.log('embedded, path 4 hops apart, nothing cached (ms; target < 200):', await time(path, true));

  // Remote: the embedded registry as the upstream, behind the latency.
  const calls: string[] = [];
  const remote = () =>
    createGateway({
      mode: 'remote',
      baseUrl: 'http://upstream.bench',
      transport: async () => async (request: Request) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        await new Promise((resolve) => setTimeout(resolve, latency));
        return handler.inProcess(request);
      },
      timeoutMs: 10_000,
      store: createMemoryStore({ maxBytes: 64 << 20 }),
      ttlSeconds: ttlSecondsFrom(config),
      maxStaleSeconds: 3600,
      budget: { limit: 100_000, windowMs: 300_000, clientShare: 1, reserve: 0 },
    });
  for (const [name, number] of [
    ['a company of the QUILLER group', SHOWCASE.network.group[0]!],
    ['the showcase PLC', plc],
  ] as const) {
    setRegistry(remote());
    calls.length = 0;
    const started = performance.now();
    let firstNodes: number | undefined;
    let firstCount = 0;
    const graph = (await networkOf(
      { kind: 'company', companyNumber: number },
      {
        depth: 2,
        onProgress: (_progress, delta) => {
          if (firstNodes === undefined && delta.nodes.length > 1) {
            firstNodes = performance.now() - started;
            firstCount = delta.nodes.length;
          }
        },
      },
    ))!.toJSON();
    const total = performance.now() - started;
    const expanded = graph.nodes.filter((node) => node.attributes.expanded).length;
    const capped = graph.attributes.truncated.filter((cut) => cut.reason === 'cap').length;
    const budget = graph.attributes.truncated.filter((cut) => cut.reason === 'budget').length;
    const twice = calls.length - new Set(calls).size;
    console.log(
      `remote (${latency} ms a call), ${name} depth 2: ${calls.length} upstream calls for ${expanded} nodes expanded + ${capped} over their cap + 1 profile` +
        ` (${budget} left for budget, NETWORK_BUILD_MAX_REQUESTS ${config.NETWORK_BUILD_MAX_REQUESTS}); lists read twice: ${twice};` +
        ` first ${firstCount} nodes streamed after ${firstNodes?.toFixed(0)} ms (target < 1000); whole build ${total.toFixed(0)} ms;` +
        ` ${graph.nodes.length} nodes`,
    );
  }
  setRegistry(undefined);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
