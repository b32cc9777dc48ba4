// The standalone server over a real socket: keys, byte lengths of non-ASCII bodies,
// clients that misbehave or go away, and the environment it reads.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError } from '@/lib/env';
import { basicAuthorization } from '@/lib/registry/basic-auth';
import { readRegistryServerConfig, startRegistryServer, type RunningRegistryServer } from './standalone';
import { addFixtureRows, fixture } from './test-dataset';

let dir: string;
let running: RunningRegistryServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-standalone-'));
  const dbPath = join(dir, 'registry.sqlite');
  addFixtureRows(dbPath);
  running = await startRegistryServer(
    { port: 0, host: '127.0.0.1', apiKeys: ['test-key'], rateLimit: 100, dbPath },
    { log: () => {} },
  );
});

afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

const auth = { authorization: basicAuthorization('test-key') };

/** Sends raw bytes and reads until the server closes the connection or `until` matches. */
function raw(bytes: string, until?: RegExp): Promise<string> {
  const { port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
      if (until?.test(received)) socket.destroy();
      if (until?.test(received)) resolve(received);
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes, 'latin1');
  });
}

describe('standalone server', () => {
  it('listens on loopback and asks for a key', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${running.url}/company/${fixture.companies.full}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Empty Authorization header', type: 'ch:service' });
  });

  it('serves a request with a key, with rate-limit headers', async () => {
    const response = await fetch(`${running.url}/company/${fixture.companies.full}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.registry.companyProfile+json; version=0.0');
    expect(response.headers.get('x-ratelimit-limit')).toBe('100');
    expect((await response.json()).company_number).toBe(fixture.companies.full);
  });

  it('sends non-ASCII bodies whole, with Content-Length in bytes', async () => {
    const reply = await raw(
      `GET /company/${fixture.companies.unicode} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\nConnection: close\r\n\r\n`,
    );
    const [head = '', body = ''] = reply.split('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    expect(Buffer.from(body, 'latin1').length).toBe(length);
    const text = Buffer.from(body, 'latin1').toString('utf8');
    expect(JSON.parse(text).company_name).toBe('ŻÓŁĆ CAFÉ — ÆØÅ LIMITED');
  });

  it('answers HEAD and 304 without a body', async () => {
    const head = await fetch(`${running.url}/company/${fixture.companies.full}`, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const cached = await fetch(`${running.url}/company/${fixture.companies.full}`, {
      headers: { ...auth, 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
  });

  it('survives clients that send garbage or hang up mid-request', async () => {
    expect(await raw('THIS IS NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    // Half a request, then gone.
    const { port } = new URL(running.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /company/${fixture.companies.full} HTTP/1.1\r\nHost: x\r\n`);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 20);
      });
    });
    // A request whose response is never read.
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /company/${fixture.companies.full}/filing-history?items_per_page=100 HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\n\r\n`,
        );
        socket.destroy();
        resolve();
      });
    });
    const post = await fetch(`${running.url}/company/${fixture.companies.full}`, {
      method: 'POST',
      headers: auth,
      body: 'x'.repeat(100_000),
    });
    expect(post.status).toBe(405);
    const odd = await raw(
      `GET /company/%zz/../%%%?q=%ff HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\nConnection: close\r\n\r\n`,
    );
    expect(odd).toMatch(/^HTTP\/1\.1 (400|404)/);
    expect((await fetch(`${running.url}/company/${fixture.companies.full}`, { headers: auth })).status).toBe(200);
  });
});

describe('failed authentications', () => {
  it('answers 429 to an address that keeps sending wrong keys, whatever it sends next', async () => {
    const guarded = await startRegistryServer(
      {
        port: 0,
        host: '127.0.0.1',
        apiKeys: ['test-key'],
        rateLimit: 100,
        authFailureLimit: 3,
        dbPath: join(dir, 'registry.sqlite'),
      },
      { log: () => {} },
    );
    try {
      const path = `${guarded.url}/company/${fixture.companies.full}`;
      // No key at all is not a guess.
      for (let i = 0; i < 5; i++) expect((await fetch(path)).status).toBe(401);
      const guesses = [];
      for (let i = 0; i < 5; i++)
        guesses.push((await fetch(path, { headers: { authorization: basicAuthorization(`guess-${i}`) } })).status);
      expect(guesses).toEqual([401, 401, 401, 429, 429]);
      const refused = await fetch(path, { headers: auth });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        errors: [{ error: 'too-many-failed-authentications', type: 'ch:service' }],
      });
    } finally {
      await guarded.close();
    }
  });
});

describe('server configuration', () => {
  it('reads defaults and keys from the environment', () => {
    expect(readRegistryServerConfig({})).toEqual({
      port: 5001,
      host: '127.0.0.1',
      apiKeys: [],
      rateLimit: 600,
      authFailureLimit: 10,
      dbPath: '.data/registry.sqlite',
      datasetSize: 20_000,
      datasetSeed: 1,
      activityPerMinute: 60,
      streams: { heartbeatMs: 30_000, lifetimeMs: 86_400_000, retentionDays: 7, maxConnectionsPerKey: 0 },
    });
    const config = readRegistryServerConfig({
      REGISTRY_SERVER_PORT: '6000',
      REGISTRY_SERVER_API_KEYS: ' a, b ,,',
      REGISTRY_SERVER_RATE_LIMIT: '0',
      REGISTRY_ACTIVITY_PER_MINUTE: '0',
      REGISTRY_STREAM_HEARTBEAT_SECONDS: '5',
      REGISTRY_STREAM_LIFETIME_SECONDS: '0',
    });
    expect(config).toMatchObject({
      port: 6000,
      apiKeys: ['a', 'b'],
      rateLimit: 0,
      activityPerMinute: 0,
      streams: { heartbeatMs: 5000, lifetimeMs: 0 },
    });
  });

  it('names every bad variable', () => {
    let caught: unknown;
    try {
      readRegistryServerConfig({
        REGISTRY_SERVER_PORT: 'abc',
        REGISTRY_SERVER_RATE_LIMIT: '-3',
        REGISTRY_STREAM_HEARTBEAT_SECONDS: 'x',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).problems.join('\n')).toMatch(
      /REGISTRY_SERVER_PORT[\s\S]*REGISTRY_SERVER_RATE_LIMIT[\s\S]*REGISTRY_STREAM_HEARTBEAT_SECONDS/,
    );
  });
});
