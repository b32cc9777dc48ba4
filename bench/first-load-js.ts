// First-load JavaScript per page (prints numbers; not a test). Next 16's build (Turbopack) no
// longer prints sizes in its route table, so this reads what a browser would: each page's HTML,
// the scripts it loads or preloads, their size raw and gzipped, and whether any of them carries
// the graph libraries (sigma, graphology, the layout worker), which must load on the
// Connections pages alone and only after hydration.
//   npx tsx --conditions=react-server bench/first-load-js.ts [--url http://127.0.0.1:3000]
// Without --url it starts the production server itself (building first when there is no build).
import { gzipSync } from 'node:zlib';
import { SHOWCASE } from '../lib/registry-server/generator/showcase';
import { startNext } from './support';

const urlAt = process.argv.indexOf('--url');
const GIVEN_URL = urlAt >= 0 ? process.argv[urlAt + 1] : undefined;
/** Text only the graph's chunks hold: sigma's WebGL programs and graphology's own error names. */
const GRAPH_MARKERS = ['u_correctionRatio', "Graph.constructor: invalid 'multi' option", 'barnesHutOptimize'];

async function main() {
  const server = GIVEN_URL ? undefined : await startNext();
  const base = GIVEN_URL ?? server!.url;
  const { companies, network } = SHOWCASE;
  const pages = [
    '/',
    '/search?q=albion',
    `/company/${companies.plc}`,
    `/company/${companies.plc}/officers`,
    `/company/${companies.plc}/ownership`,
    `/officers/${network.serialDirector}/appointments`,
    `/company/${network.group[0]}/network`,
    `/connections?from=company:${network.pathFrom}&to=company:${network.pathTo}&max_depth=6`,
  ];
  const sizes = new Map<string, { raw: number; gzip: number; graph: boolean }>();
  try {
    for (const path of pages) {
      const html = await (await fetch(`${base}${path}`)).text();
      const scripts = new Set(
        [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!),
      );
      let raw = 0;
      let gzip = 0;
      let graph = false;
      for (const script of scripts) {
        if (!sizes.has(script)) {
          const text = await (await fetch(`${base}${script}`)).text();
          sizes.set(script, {
            raw: Buffer.byteLength(text),
            gzip: gzipSync(text).length,
            graph: GRAPH_MARKERS.some((marker) => text.includes(marker)),
          });
        }
        const size = sizes.get(script)!;
        raw += size.raw;
        gzip += size.gzip;
        graph ||= size.graph;
      }
      console.log(
        `${path.padEnd(70)} ${String(scripts.size).padStart(3)} scripts ${(raw / 1024).toFixed(1).padStart(7)} kB ` +
          `${(gzip / 1024).toFixed(1).padStart(6)} kB gzip  graph libraries: ${graph ? 'YES' : 'no'}`,
      );
    }
  } finally {
    server?.child.kill();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
