// A throwaway redis-server for tests: started on a free loopback port with nothing saved
// to disk, ready once it answers PING, stopped (and waited for) after.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

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

/** Sends PING over a plain socket; resolves true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startRedisServer({ timeoutMs = 10_000 } = {}): Promise<RunningRedis> {
  // A port found free can be taken before redis binds it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let failed = false;
    child.once('exit', () => (failed = true));
    child.once('error', () => (failed = true));
    const deadline = Date.now() + timeoutMs;
    while (!failed && Date.now() < deadline) {
      if (await ping(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          port,
          async stop() {
            child.kill('SIGTERM');
            await exited(child);
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await exited(child);
  }
  throw new Error(`could not start ${REDIS_SERVER} on a free port`);
}
