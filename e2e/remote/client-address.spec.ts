// Clients are counted by the address they connect from (server.mjs), not by the
// X-Forwarded-For they send: rotating it does not get past the per-client limit, and a page
// view's registry calls are charged to the client that asked. The requests come from their
// own loopback address, so the other specs' client (127.0.0.1) keeps its own count.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { REMOTE_COMPANY } from '../support/remote';

const LIMIT = 300; // REGISTRY_PROXY_CLIENT_LIMIT's default, per minute

function status(url: string, localAddress: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { localAddress, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

test('rotating X-Forwarded-For does not get past the per-client limit', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const url = `${baseURL}/api/registry/company/${REMOTE_COMPANY}`;
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 20; i++) {
    statuses.push(await status(url, '127.0.0.93', { 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}`, 'x-registry-socket-address': `203.0.113.${i & 255}` }));
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  // Another address is still served.
  expect(await status(url, '127.0.0.94', {})).toBe(200);
});
