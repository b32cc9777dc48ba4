// Benchmark of the activity's change kinds (prints numbers; not a test): on a copy of a
// generated dataset, the time of each rare kind asked for by name (the backlog applies each
// once; a named kind looks through every company for one it applies to), then the time of
// random changes and how many of them removed a record (a `deleted` event).
//   npx tsx --conditions=react-server bench/activity-kinds.ts [--companies 20000] [--changes 2000]
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createActivity } from '../lib/registry-server/activity';
import { BACKLOG_ONCE_KINDS } from '../lib/registry-server/activity/kinds';
import { ensureDataset } from '../lib/registry-server/generator';
import { option } from './support';

const COMPANIES = option('companies', 20_000);
const CHANGES = option('changes', 2_000);
const BASE = join('.data', 'bench', `activity-kinds-${COMPANIES}.sqlite`);

async function main() {
  mkdirSync(join('.data', 'bench'), { recursive: true });
  await ensureDataset({ path: BASE, companies: COMPANIES, seed: 1, log: () => {} });
  const copy = `${BASE}.copy`;
  copyFileSync(BASE, copy);
  const activity = createActivity({ dbPath: copy, perMinute: 0, log: () => {} });
  try {
    console.log(`dataset: ${COMPANIES} companies`);
    for (const kind of BACKLOG_ONCE_KINDS) {
      const started = performance.now();
      const applied = activity.applyChanges(1, undefined, kind);
      const ms = performance.now() - started;
      const events = applied.flatMap((change) => change.events);
      console.log(
        `${kind.padEnd(30)} ${applied.length === 1 ? 'applied' : 'none applies'} ${ms.toFixed(1).padStart(7)} ms  events: ${events.map((e) => `${e.stream}/${e.type}`).join(', ')}`,
      );
    }
    const started = performance.now();
    const applied = activity.applyChanges(CHANGES);
    const ms = performance.now() - started;
    const deletions = applied.filter((change) => change.events.some((event) => event.type === 'deleted')).length;
    const byKind = new Map<string, number>();
    for (const change of applied) byKind.set(change.kind, (byKind.get(change.kind) ?? 0) + 1);
    console.log(
      `${applied.length} random changes: ${ms.toFixed(0)} ms (${((applied.length / ms) * 1000).toFixed(0)} changes/s), ${deletions} with a deleted event`,
    );
    console.log(
      [...byKind.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', '),
    );
  } finally {
    activity.close();
    rmSync(copy, { force: true });
    rmSync(`${copy}-wal`, { force: true });
    rmSync(`${copy}-shm`, { force: true });
  }
}

void main();
