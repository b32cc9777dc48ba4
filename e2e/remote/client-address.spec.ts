// Clients are counted by the address they connect from (server.ts), not by the
// X-Forwarded-For they send: rotating it does not get past the per-client limit, and a page
// view's registry calls are charged to the client that asked. The requests come from their
// own loopback address, so the other specs' client (127.0.0.1) keeps its own count.
import http from 'node:http';
import { expect, test } from '../support/test';
import { REMOTE_COMPANY } from '../support/remote';

const LIMIT = 300; // REGISTRY_PROXY_CLIENT_LIMIT's default, per minute

function fetchFrom(
  url: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress, headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const status = async (url: string, localAddress: string, headers: Record<string, string>) =>
  (await fetchFrom(url, localAddress, headers)).status;
const BUSY = 'The registry is busy';
/** REGISTRY_CLIENT_SHARE's default: 20 % of REGISTRY_RATE_LIMIT's 600 calls per 5 minutes. */
const SHARE = 120;

/** Runs `task` for 0…count-1, `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

test('rotating X-Forwarded-For does not get past the per-client limit', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const url = `${baseURL}/api/registry/company/${REMOTE_COMPANY}`;
  // Twice the limit and more: the limit's window is a fixed minute, and one may end mid-test.
  const statuses = await pool(2 * LIMIT + 20, 10, (i) =>
    status(url, '127.0.0.93', {
      'x-forwarded-for': `198.51.${i >> 8}.${i & 255}`,
      'x-registry-socket-address': `203.0.113.${i & 255}`,
    }),
  );
  expect(statuses.filter((code) => code === 200).length).toBeLessThanOrEqual(2 * LIMIT);
  expect(statuses.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);
  // Another address is still served.
  expect(await status(url, '127.0.0.94', {})).toBe(200);
});

test('page views are charged to the client that asks: a crawler is refused its share, others are served', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const company = (i: number) => `${baseURL}/company/0977${String(i).padStart(4, '0')}`;
  // Distinct companies no one holds: each view costs one registry call (a 404), charged to the crawler.
  const views = await pool(SHARE + 30, 6, async (i) =>
    (await fetchFrom(company(i + 1), '127.0.0.95')).body.includes(BUSY),
  );
  const served = views.filter((busy) => !busy).length;
  expect(served).toBeLessThanOrEqual(SHARE);
  expect(views.filter(Boolean).length).toBeGreaterThanOrEqual(30);
  // Another client asking for a company no one has asked for is served (polled: another spec's
  // 429 makes the whole server hold its registry calls for a few seconds).
  let asked = SHARE + 40;
  await expect
    .poll(
      async () => {
        const other = await fetchFrom(company(asked++), '127.0.0.96');
        return other.status === 404 && !other.body.includes(BUSY);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // While the crawler is still refused.
  expect((await fetchFrom(company(asked++), '127.0.0.95')).body).toContain(BUSY);
});
