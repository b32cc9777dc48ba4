// A throwaway PostgreSQL for tests: DATABASE_URL when it is set (CI's own server), else a cluster
// made with Debian's binaries (initdb, postgres) in a temporary folder on a free loopback port,
// removed after. As root, the server runs as the `postgres` user (PostgreSQL refuses root).
// `postgresAvailable()` says why there is none, for a test to skip with that message.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's binaries of the newest PostgreSQL installed (POSTGRES_BIN_DIR elsewhere). */
export const POSTGRES_BIN =
  process.env.POSTGRES_BIN_DIR ??
  (() => {
    const versions = existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name))
      : [];
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
    return `/usr/lib/postgresql/${newest}/bin`;
  })();

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Undefined when a server can be had; else why not. */
export function postgresUnavailable(): string | undefined {
  if (process.env.DATABASE_URL) return undefined;
  if (!existsSync(join(POSTGRES_BIN, 'initdb')))
    return `no PostgreSQL: DATABASE_URL is not set and ${POSTGRES_BIN}/initdb does not exist (apt-get install postgresql)`;
  try {
    createRequireForPg();
  } catch {
    return 'the "pg" package is not installed (npm install)';
  }
  return undefined;
}

function createRequireForPg() {
  createRequire(`${process.cwd()}/package.json`).resolve(['p', 'g'].join(''));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
  });
}

export async function startPostgres(timeoutMs = 60_000): Promise<RunningPostgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'cases-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asUser = (command: string, args: string[]) =>
    root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
  const init = asUser(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const made = spawnSync(init.command, init.args, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr || made.stdout || made.error?.message}`);
  const port = await freePort();
  const run = asUser(join(POSTGRES_BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
  ]);
  const output: string[] = [];
  const child: ChildProcess = spawn(run.command, run.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await accepts(port)) {
      // Accepting connections before it is ready to run queries: a moment more.
      await pause(300);
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((resolve) => child.once('exit', resolve));
            // runuser does not pass signals on: pg_ctl stops the server itself.
            const stop = asUser(join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, 'stop', '-m', 'immediate']);
            spawnSync(stop.command, stop.args, { stdio: 'ignore', timeout: 20_000 });
            await Promise.race([exited, pause(10_000)]);
            if (child.exitCode === null) child.kill('SIGKILL');
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await pause(200);
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`postgres did not start: ${output.join('').slice(-2000)}`);
}
