// Ownership walks on the embedded registry: the showcase's six-level chain walked and laid out
// in process (a fresh gateway each time, so nothing is cached, and then warm), and the tab's HTML
// from a production server for companies it has not rendered before.
//   npx tsx --conditions=react-server bench/ownership.ts [--rounds 200] [--pages 60]
import { option, quantiles, startNext } from './support';

process.env.REGISTRY_DB_PATH ??= '.data/e2e.sqlite';
process.env.REGISTRY_API_URL = '';

const rounds = option('rounds', 200);
const pages = option('pages', 60);

async function main() {
  const [{ SHOWCASE }, { setRegistry }, { ownershipOf }, { layoutOwnership }] = await Promise.all([
    import('../lib/registry-server/generator'),
    import('../lib/gateway'),
    import('../lib/ownership/service'),
    import('../lib/ownership/layout'),
  ]);
  const deep = SHOWCASE.ownership.deep[0]!;
  // The first walk opens the dataset (and generates it when missing).
  const first = (await ownershipOf(deep))!;
  console.log(
    `six-level chain: ${first.nodes.length} nodes, ${first.edges.length} edges, ${first.ultimate_owners.length} ultimate owner`,
  );

  const time = async (fresh: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      if (fresh) setRegistry(undefined);
      const started = performance.now();
      const graph = (await ownershipOf(deep))!;
      layoutOwnership(graph);
      times.push(performance.now() - started);
    }
    return quantiles(times);
  };
  // A fresh gateway is a fresh cache over the same open dataset… after its first read.
  console.log('walk + layout, nothing cached (ms):', await time(true));
  console.log('walk + layout, gateway cache warm (ms):', await time(false));

  const { url, child } = await startNext();
  try {
    const companies = [
      ...SHOWCASE.ownership.deep,
      SHOWCASE.ownership.foreignChild,
      ...SHOWCASE.ownership.cycle,
      SHOWCASE.ownership.jointVenture,
      SHOWCASE.companies.plc,
      SHOWCASE.companies.holding,
    ];
    // Regular companies too: the first numbers of the generated dataset that are not showcase ones.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(process.env.REGISTRY_DB_PATH!, { readonly: true });
    const others = db
      .prepare("SELECT DISTINCT company_number FROM pscs WHERE path_kind = 'corporate-entity' LIMIT ?")
      .all(pages) as { company_number: string }[];
    db.close();
    const targets = [...new Set([...companies, ...others.map((row) => row.company_number)])].slice(0, pages);
    const times: number[] = [];
    for (const number of targets) {
      const started = performance.now();
      const response = await fetch(`${url}/company/${number}/ownership`);
      await response.text();
      if (!response.ok) throw new Error(`${number}: ${response.status}`);
      times.push(performance.now() - started);
    }
    console.log(`tab HTML, first visit of ${times.length} companies (ms):`, quantiles(times));
  } finally {
    child.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
