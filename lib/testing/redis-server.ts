// A throwaway redis-server for tests: started on a free loopback port with nothing saved to
// disk, ready once it answers over a socket as the process we started, stopped (and waited
// for) after. On a loaded machine a start can take many seconds, and a port found free can be
// taken before redis binds it: the wait is on the server's own answer, up to a generous
// deadline, a start that fails is tried again on another port, and a start that never comes
// says why, with the server's last lines of output.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RunningRedis {
  url: string;
  port: number;
  /** The server's process id. */
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How long all attempts together may take before giving up. */
  timeoutMs?: number;
  /** Starts to try, each on a fresh port, while a server exits before it answers (a port taken meanwhile). */
  attempts?: number;
  /** The server to run (default REDIS_SERVER_BIN, or /usr/bin/redis-server). */
  bin?: string;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Enough for a start on a loaded 2-core machine; callers' hooks must allow this much (vitest.config.mts: the slow project's hookTimeout). */
export const REDIS_START_TIMEOUT_MS = 60_000;

const KEPT_LINES = 20;

/** A port the kernel had free a moment ago: bind port 0, read it, let it go. */
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

/**
 * Asks the server on `port` for its process id (INFO server); true when it is `pid`. Any other
 * answer (nothing listening, still loading, another server that took the port) is false.
 */
export function answersAs(port: number, pid: number, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('INFO server\r\n'));
    socket.on('data', (data) => {
      reply += data.toString();
      if (reply.startsWith('-')) return done(false);
      const id = /\r\nprocess_id:(\d+)\r\n/.exec(reply)?.[1];
      if (id !== undefined) done(Number(id) === pid);
    });
    socket.on('end', () => done(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if it has not gone in `graceMs`; resolves once it has exited. */
async function kill(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt =
  { ok: true; port: number; child: ChildProcess } | { ok: false; port: number; why: string; output: string[] };

/** One start on a fresh port: ready, or why not, by `deadline`. */
async function attempt(bin: string, deadline: number): Promise<Attempt> {
  const port = await freePort();
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      output.push(line.trimEnd());
      if (output.length > KEPT_LINES) output.shift();
    }
  };
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended: string | undefined;
  child.once('exit', (code, signal) => (ended ??= `it exited (${signal ?? `code ${code}`})`));
  child.once('error', (error) => (ended ??= `it could not be run: ${error.message}`));

  while (ended === undefined && Date.now() < deadline) {
    if (child.pid !== undefined && (await answersAs(port, child.pid))) return { ok: true, port, child };
    if (ended === undefined) await pause(100);
  }
  const why = ended ?? `it did not answer within the deadline`;
  await kill(child);
  return { ok: false, port, why, output };
}

export async function startRedisServer({
  timeoutMs = REDIS_START_TIMEOUT_MS,
  attempts = 3,
  bin = REDIS_SERVER,
}: StartOptions = {}): Promise<RunningRedis> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  const failures: string[] = [];
  let last: string[] = [];
  // A slow start is waited for (starting again would only add to the load); one that exits is
  // tried again on a fresh port.
  for (let tried = 0; tried < attempts && Date.now() < deadline; tried++) {
    const result = await attempt(bin, deadline);
    if (result.ok) {
      const { port, child } = result;
      return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, stop: () => kill(child) };
    }
    failures.push(`port ${result.port}: ${result.why}`);
    last = result.output;
  }
  throw new Error(
    [
      `could not start ${bin} in ${Math.round((Date.now() - started) / 1000)} s (${failures.join('; ')})`,
      last.length > 0 ? `its last output:\n  ${last.join('\n  ')}` : 'it wrote nothing',
    ].join('; '),
  );
}
