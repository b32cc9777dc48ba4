// Servers the benchmarks load, each in a child process of its own, so that a server's CPU is
// its own and the load generator's is not (bench/registry-server.ts, bench/ratios.ts):
//   registry: the standalone embedded registry over a dataset, with activity or frozen, from
//             the code of the child's working directory (another checkout: an A/B in one run);
//   bare:     node:http answering every request with the same bytes from memory.
// A child reports `{ url }` once listening, answers 'cpu' with its CPU time so far and 'stop'
// by closing and exiting (so that --cpu-prof, when given, writes its profile).
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServeOptions {
  /** The checkout whose code serves (registry only); default this one. */
  cwd?: string;
  /** Write a CPU profile of the child into this directory when it stops. */
  cpuProfileDir?: string;
}

export interface Child {
  url: string;
  child: ChildProcess;
  /** CPU time the child has used so far, in µs (user + system). */
  cpu(): Promise<number>;
  /** Closes the server and waits for the process to end (its profile written). */
  stop(): Promise<void>;
}

/** The standalone registry over `dbPath`, applying `activityPerMinute` changes a minute (0: frozen). */
export function startRegistryChild(dbPath: string, activityPerMinute: number, options: ServeOptions = {}) {
  return startChild(['registry', resolve(dbPath), String(activityPerMinute)], options);
}

/** node:http answering `body` with `headers` to every request. */
export function startBareChild(headers: Record<string, string>, body: Buffer, options: ServeOptions = {}) {
  return startChild(['bare', JSON.stringify({ headers, body: body.toString('base64') })], options);
}

function startChild(args: string[], options: ServeOptions): Promise<Child> {
  const execArgv = [
    ...process.execArgv,
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.cpuProfileDir)}`] : []),
  ];
  const child = fork(__filename, ['--serve', ...args], {
    cwd: options.cwd ?? process.cwd(),
    execArgv,
    stdio: 'inherit',
  });
  const cpu = () =>
    new Promise<number>((done) => {
      const onMessage = (message: unknown) => {
        const used = (message as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!used) return;
        child.off('message', onMessage);
        done(used.user + used.system);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.send('stop');
      setTimeout(() => child.kill(), 10_000).unref();
    });
  return new Promise((done, fail) => {
    const onExit = (code: number | null) => fail(new Error(`${args[0]} server exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      done({ url: (message as { url: string }).url, child, cpu, stop });
    });
  });
}

// ---- in the child ------------------------------------------------------------------------

async function serve(kind: string, arg: string, extra: string | undefined) {
  let close: () => Promise<void>;
  let url: string;
  if (kind === 'registry') {
    // The code of the working directory, which may be another checkout than this file's.
    const standalone = (await import(
      pathToFileURL(join(process.cwd(), 'lib', 'registry-server', 'standalone.ts')).href
    )) as typeof import('../lib/registry-server/standalone');
    const running = await standalone.startRegistryServer(
      { port: 0, host: '127.0.0.1', apiKeys: [], rateLimit: 0, dbPath: arg, activityPerMinute: Number(extra ?? 0) },
      { log: () => {} },
    );
    url = running.url;
    close = () => running.close();
  } else {
    const { headers, body } = JSON.parse(arg) as { headers: Record<string, string>; body: string };
    const bytes = Buffer.from(body, 'base64');
    const server = http.createServer((_, res) => {
      res.writeHead(200, headers);
      res.end(bytes);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
  }
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (message === 'stop') void close().then(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ url });
}

const at = process.argv.indexOf('--serve');
if (at >= 0 && process.send)
  serve(process.argv[at + 1]!, process.argv[at + 2]!, process.argv[at + 3]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
