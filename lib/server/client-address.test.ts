// The production server's request wrapper, over a real socket: the client is the socket's address,
// whatever it writes in X-Forwarded-For or in the internal header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentClient } from '@/lib/gateway/clients';
import { withClientAddress } from './client-address';
import { CLIENT_SOCKET_HEADER } from './request-context';

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer(
    withClientAddress((req, res) => {
      // What the app sees: the gateway's idea of the client, and the internal header.
      setTimeout(
        () => res.end(JSON.stringify({ client: currentClient(), header: req.headers[CLIENT_SOCKET_HEADER] })),
        1,
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const ask = async (headers: Record<string, string>) => (await fetch(url, { headers })).json();

describe('the server entry', () => {
  it('counts a client by its socket address, not by the X-Forwarded-For it sends', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ask({ 'x-forwarded-for': `203.0.113.${i}`, [CLIENT_SOCKET_HEADER]: `198.51.100.${i}` }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual({ client: '127.0.0.1', header: '127.0.0.1' });
  });
});
