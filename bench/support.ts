// Pieces the benchmark scripts share: command-line numbers, a free port, quantiles, and a
// production server (server.ts, as `npm run serve` starts it; built first when there is no build).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { outdatedReason } from '../lib/registry-server/generator';

/** `--name N` from the command line, or the fallback when absent or not a positive number. */
export function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The app's settings for serving an existing dataset file as it is: its path, and its own size
 * and seed read from the file, because the embedded registry makes its generated default again
 * when asked for another size (a benchmark must never replace a million companies by surprise).
 * Exits with the reason when the file is missing or was made by another version of the generator.
 */
export function datasetFileEnv(path: string): Record<string, string> {
  const file = resolve(path);
  if (!existsSync(file)) exit(`no dataset at ${file}`);
  const db = new Database(file, { readonly: true });
  const meta = new Map(db.prepare('SELECT key, value FROM meta').raw().all() as [string, string][]);
  db.close();
  const companies = Number(meta.get('companies') ?? 0);
  const seed = Number(meta.get('seed') ?? 1);
  const reason = meta.has('companies') ? outdatedReason(file, companies, seed) : undefined;
  if (reason) exit(`the dataset at ${file} is out of date (${reason}): make it again first`);
  return {
    REGISTRY_DB_PATH: file,
    ...(meta.has('companies') ? { REGISTRY_DATASET_SIZE: String(companies), REGISTRY_DATASET_SEED: String(seed) } : {}),
  };
}

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => done(port));
    });
  });

export function quantiles(values: number[], digits = 3) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(digits);
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

export interface StartNextOptions {
  /** The checkout to serve (its code and its production build); default this one. */
  cwd?: string;
  /** Write a CPU profile of the server into this directory when it stops (SIGINT). */
  cpuProfileDir?: string;
}

/**
 * The production server (server.ts: Next's handler behind its page wrapper) on a
 * free loopback port, with the current environment; waits for /api/health. BENCH_SERVER=next
 * measures plain `next start` instead.
 */
export async function startNext(options: StartNextOptions = {}): Promise<{ url: string; child: ChildProcess }> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(join(cwd, '.next', 'BUILD_ID'))) {
    if (options.cwd) throw new Error(`${cwd} has no production build: run next build there first`);
    console.log('no production build: running next build…');
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.cpuProfileDir)}`] : [];
  const command =
    process.env.BENCH_SERVER === 'next'
      ? [...profile, 'node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1']
      : profile.length > 0
        ? // tsx's command line runs the script in a child process of its own: load tsx into this one instead.
          [...profile, '--import', 'tsx', 'server.ts', '--port', String(port), '--hostname', '127.0.0.1']
        : ['node_modules/tsx/dist/cli.mjs', 'server.ts', '--port', String(port), '--hostname', '127.0.0.1'];
  const child = spawn(process.execPath, command, {
    cwd,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not answer /api/health in time');
}
