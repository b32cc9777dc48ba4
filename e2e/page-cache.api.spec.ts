import { expect, showcase, test } from './support/test';

const { plc, holding } = showcase.companies;

// Pages without query parameters are rendered once and served from the page cache for as
// long as their data stays fresh (lib/pages/page-cache.ts); paged lists render per request.

const maxAge = (cacheControl: string | undefined) => Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1]);

test('a company overview is rendered once, then served from the page cache within the data’s freshness', async ({
  request,
}) => {
  const first = await request.get(`/company/${holding}`);
  expect(first.status()).toBe(200);
  const second = await request.get(`/company/${holding}`);
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  // The profile is fresh for 10 minutes by default (REGISTRY_CACHE_TTL_PROFILE_SECONDS): never kept longer.
  const age = maxAge(second.headers()['cache-control']);
  expect(age).toBeGreaterThan(0);
  expect(age).toBeLessThanOrEqual(600);
  expect(await second.text()).toContain(holding);
});

test('single records and sections are cached pages too', async ({ request }) => {
  for (const path of [
    `/company/${plc}/insolvency`,
    `/company/${plc}/registers`,
    `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`,
  ]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
  }
});

test('paged lists depend on their query and render per request', async ({ request }) => {
  const response = await request.get(`/company/${plc}/officers?page=2`);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).toBeUndefined();
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.text()).toContain('Showing 36–70 of');
});

test('an unknown or malformed company number is a 404, kept no longer than a profile', async ({ request }) => {
  for (const path of ['/company/99999998', '/company/TOOLONG1234', `/company/${plc}/charges/bad!id`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const age = maxAge(response.headers()['cache-control']);
    if (!Number.isNaN(age)) expect(age, path).toBeLessThanOrEqual(3600);
  }
});
