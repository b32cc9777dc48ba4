// Benchmark (prints numbers; not a test): does a 2,000-node Connections graph stay interactive
// in Chromium? Opens a company's Connections page with the network API answered by a generated
// graph of the size asked for (the real page, renderer and layout worker; only the data is made
// up), then counts animation frames (requestAnimationFrame) while the mouse pans the graph:
// during the layout, after it, and while zooming with the wheel.
//   npx tsx --conditions=react-server bench/network-fps.ts [--nodes 2000] [--seconds 4] [--url http://127.0.0.1:3000]
// Without --url it starts the production server itself (building first when there is no build).
// CHROMIUM_PATH names the browser (default /usr/bin/chromium); it draws WebGL in software here.
import { chromium, type Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { SHOWCASE } from '../lib/registry-server/generator/showcase';
import { option, startNext } from './support';

const NODES = option('nodes', 2000);
const SECONDS = option('seconds', 4);
const urlAt = process.argv.indexOf('--url');
const GIVEN_URL = urlAt >= 0 ? process.argv[urlAt + 1] : undefined;

/** A deterministic company–officer network in the API's shape: about 40% companies, each officer on 1–4 boards. */
export function syntheticNetwork(order: number, seedKey: string) {
  let state = 42;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const companies = Math.round(order * 0.4);
  const nodes: { key: string; attributes: Record<string, unknown> }[] = [
    { key: seedKey, attributes: { kind: 'company', label: 'SEED COMPANY', depth: 0, company_status: 'active' } },
  ];
  for (let i = 1; i < companies; i++) {
    const status = random() < 0.15 ? 'dissolved' : random() < 0.05 ? 'liquidation' : 'active';
    nodes.push({
      key: `company:B${String(i).padStart(7, '0')}`,
      attributes: { kind: 'company', label: `COMPANY ${i} LIMITED`, depth: 2, company_status: status },
    });
  }
  const edges: { key: string; source: string; target: string; attributes: Record<string, unknown> }[] = [];
  for (let i = 0; i < order - companies; i++) {
    const officer = `officer:bench${i}`;
    const boards = 1 + Math.floor(random() * 4);
    nodes.push({ key: officer, attributes: { kind: 'officer', label: `OFFICER, Number ${i}`, depth: 1 } });
    for (let b = 0; b < boards; b++) {
      // The first officers sit on the seed's board: every node is connected to it.
      const company = b === 0 && i < 60 ? seedKey : nodes[Math.floor(random() * companies)]!.key;
      const resigned = random() < 0.3;
      edges.push({
        key: `e${edges.length}`,
        source: officer,
        target: company,
        attributes: {
          kind: 'appointment',
          officer_role: random() < 0.8 ? 'director' : 'secretary',
          appointed_on: '2010-01-01',
          ...(resigned ? { resigned_on: '2015-06-30' } : {}),
        },
      });
    }
  }
  // Chain the officers loosely to earlier ones' companies so the graph is one piece.
  for (let i = 60; i < order - companies; i++) {
    edges.push({
      key: `e${edges.length}`,
      source: `officer:bench${i}`,
      target: nodes[1 + (i % (companies - 1))]!.key,
      attributes: { kind: 'appointment', officer_role: 'director', appointed_on: '2012-01-01' },
    });
  }
  return {
    attributes: { seed: seedKey, depth: 3, status: 'all', truncated: [], requests: 0 },
    options: { type: 'mixed', multi: true, allowSelfLoops: false },
    nodes,
    edges,
  };
}

/** Frames drawn in `seconds` while `act` runs, from requestAnimationFrame, and the longest gap between two. */
async function framesWhile(page: Page, seconds: number, act: () => Promise<void>) {
  // As source text: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__counting = true;
    const tick = (time) => {
      window.__frames.push(time);
      if (window.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) await act();
  const frames = await page.evaluate<number[]>(`(() => {
    window.__counting = false;
    return window.__frames;
  })()`);
  const span = (frames.at(-1)! - frames[0]!) / 1000;
  const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
  return { fps: +((frames.length - 1) / span).toFixed(1), longestFrameMs: +Math.max(...gaps).toFixed(0) };
}

async function main() {
  const server = GIVEN_URL ? undefined : await startNext();
  const base = GIVEN_URL ?? server!.url;
  const company = SHOWCASE.companies.plc;
  const network = syntheticNetwork(NODES, `company:${company}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Answered as the API streams it: a progress line, then the whole graph.
    await page.route('**/api/network/company/**', (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: `${JSON.stringify({ progress: { requests: 1, estimate: 1 }, nodes: [], edges: [] })}\n${JSON.stringify({ graph: network })}\n`,
      }),
    );
    const opened = Date.now();
    await page.goto(`${base}/company/${company}/network?depth=3`);
    const canvas = page.locator(`[data-network-canvas][data-nodes="${NODES}"]`);
    await canvas.waitFor({ timeout: 60_000 });
    const drawnMs = Date.now() - opened;
    const box = (await canvas.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Panning: press on empty space at the edge, sweep left and right.
    let direction = 1;
    const pan = async () => {
      await page.mouse.move(box.x + 10, box.y + 10);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++)
        await page.mouse.move(box.x + 10 + direction * step * 20, box.y + 10 + step * 5);
      await page.mouse.up();
      direction = -direction;
    };
    const duringLayout = await framesWhile(page, SECONDS, pan);
    await page
      .locator('[data-network-graph][data-layout-done]')
      .waitFor({ timeout: 120_000 })
      .catch(() => undefined);
    const layoutMs = Date.now() - opened;
    const afterLayout = await framesWhile(page, SECONDS, pan);
    const idle = await framesWhile(page, 2, () => page.waitForTimeout(100));
    await page.mouse.move(centre.x, centre.y);
    const zooming = await framesWhile(page, SECONDS, async () => {
      await page.mouse.wheel(0, direction * 120);
      direction = -direction;
      await page.waitForTimeout(30);
    });
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      return gl ? String(gl.getParameter(gl.RENDERER)) : 'no WebGL';
    });
    console.log(
      JSON.stringify(
        {
          nodes: NODES,
          edges: network.edges.length,
          webgl: renderer,
          firstDrawMs: drawnMs,
          layoutSettledMs: layoutMs,
          panningDuringLayout: duringLayout,
          panningAfterLayout: afterLayout,
          idle,
          wheelZooming: zooming,
          load: loadavg().map((value) => +value.toFixed(2)),
          cores: cpus().length,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    server?.child.kill();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
