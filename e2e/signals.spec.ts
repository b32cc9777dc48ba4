// Signals (#29) on the embedded registry: the overview's panel on a company in the showcase's
// virtual office (shared by sixty companies), its evidence links, what was checked; the API's
// answers; advanced search filtered by a signal; the identity line and API (#27).
import { SHOWCASE_NUMBERS } from '../lib/registry-server/generator/showcase';
import { checkA11y, expect, showcase, test } from './support/test';

const hubCompany = showcase.network.hub[0]!;

test.describe('signals', () => {
  test('the overview opens with the panel: the address hub with its evidence, and what was checked', async ({
    page,
  }) => {
    await page.goto(`/company/${hubCompany}`);
    const panel = page.getByTestId('signals-panel');
    await expect(panel.getByRole('heading', { name: /^Signals/, level: 2 })).toBeVisible();
    const hub = panel.locator('[data-signal="address-hub"]');
    await expect(hub).toContainText('Registered office shared by many companies');
    await expect(hub).toContainText(/\d+ companies have this registered office/);
    await expect(hub.getByRole('link', { name: 'Companies at this address' })).toHaveAttribute(
      'href',
      `/company/${hubCompany}/network`,
    );
    await panel.locator('summary').click();
    await expect(panel).toContainText('No signals found in:');
    await checkA11y(page);
  });

  test('GET /api/signals/company/{n}: 200 with evidence, 404 unknown, 400 naming the number', async ({ request }) => {
    const ok = await request.get(`/api/signals/company/${hubCompany}`);
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.company_number).toBe(hubCompany);
    expect(body.not_checked).toEqual([]);
    const hub = body.signals.find((s: { code: string }) => s.code === 'address-hub');
    expect(hub).toMatchObject({ severity: 'info', evidence: [{ href: `/company/${hubCompany}/network` }] });
    expect((await request.get('/api/signals/company/09999999')).status()).toBe(404);
    const bad = await request.get('/api/signals/company/not*a*number');
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('company_number');
  });

  test('advanced search with our signals filter lists the virtual office companies and says what it checked', async ({
    page,
  }) => {
    await page.goto('/advanced-search?location=Kingsway+Yard&signals=address-hub');
    await expect(page.getByTestId('identity-scope')).toContainText('this app');
    await expect(page.getByRole('table')).toContainText('Registered office shared by many companies');
    await expect(page.getByRole('checkbox', { name: 'Registered office shared by many companies' })).toBeChecked();
  });

  test('a bad signals code is named, on the page and by the export', async ({ page, request }) => {
    await page.goto('/advanced-search?location=Leeds&signals=risky');
    await expect(page.getByText('Signals has an unknown code: risky').first()).toBeVisible();
    const response = await request.get('/api/export/advanced-search/companies?format=csv&location=Leeds&signals=risky');
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('signals');
  });
});

test.describe('identity verification', () => {
  test('the overview line and the API agree', async ({ page, request }) => {
    const plc = showcase.companies.plc;
    const api = await (await request.get(`/api/identity/company/${plc}`)).json();
    expect(api.company_number).toBe(plc);
    await page.goto(`/company/${plc}`);
    const line = page.getByTestId('identity-line');
    await expect(line).toContainText(
      `${api.officers.verified} of ${api.officers.required} directors and ${api.pscs.verified} of ${api.pscs.required} PSC`,
    );
    await expect(line.getByRole('link', { name: 'See the officers' })).toHaveAttribute(
      'href',
      `/company/${plc}/officers`,
    );
  });
});

test('a verification made on the register reaches the overview line', async ({ page, request }) => {
  test.setTimeout(60_000);
  // An ordinary company (activity never changes the showcase) where a director has yet to verify.
  const search = await (await request.get('/api/registry/search/companies?q=limited&items_per_page=100')).json();
  let number: string | undefined;
  let before: { officers: { verified: number; due: number; overdue: number } } | undefined;
  for (const item of search.items as { company_number: string; company_status?: string }[]) {
    if (item.company_status !== 'active' || SHOWCASE_NUMBERS.has(item.company_number)) continue;
    const identity = await (await request.get(`/api/identity/company/${item.company_number}`)).json();
    if (identity.officers.due + identity.officers.overdue > 0 && identity.pscs.due + identity.pscs.overdue === 0) {
      number = item.company_number;
      before = identity;
      break;
    }
  }
  expect(number, 'a company with a director yet to verify').toBeDefined();
  await page.goto(`/company/${number}`);
  await page.goto(`/company/${number}`);
  const line = page.getByTestId('identity-line');
  await expect(line).toContainText(`${before!.officers.verified} of `);
  const response = await request.post(`/api/changes/test-event?company=${number}&kind=identity-verified`);
  expect(response.ok()).toBe(true);
  // The change reaches the app's caches through its change feed, within moments.
  const verified = before!.officers.verified + 1;
  await expect
    .poll(async () => (await (await request.get(`/api/identity/company/${number}`)).json()).officers.verified, {
      timeout: 15_000,
    })
    .toBe(verified);
  await expect(async () => {
    await page.reload();
    await expect(line).toContainText(`${verified} of `, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
