import { checkA11y, expect, showcase, test } from './support/test';

const { group, serialDirector } = showcase.network;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('company → Connections tab shows the companies sharing officers, ranked, with who and when', async ({
    page,
  }) => {
    await page.goto(`/company/${group[0]}`);
    await page.getByRole('link', { name: 'Connections', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${group[0]}/network$`));
    await expect(
      page.getByRole('heading', { name: 'Companies sharing officers with QUILLER MARINE LIMITED' }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    // The five other companies of the group share both directors; they rank first, the serial director's portfolio after.
    for (let i = 1; i <= 5; i++) {
      await expect(rows.nth(i).getByRole('cell').first()).toContainText(/QUILLER \w+ LIMITED/);
      await expect(rows.nth(i).getByRole('cell').nth(1)).toHaveText('2');
    }
    await expect(rows.nth(6).getByRole('cell').first()).toContainText('SOLENT VENTURE');
    await expect(rows.nth(6).getByRole('cell').nth(1)).toHaveText('1');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('QUILLER, Desmond Arthur');
    await expect(table.getByRole('row').nth(1)).toContainText(/Director since/);
    await expect(page.getByRole('link', { name: /CSV/ }).first()).toBeVisible();
  });

  test('an officer’s Connections page ranks co-officers by boards shared, from the appointments page', async ({
    page,
  }) => {
    await page.goto(`/officers/${serialDirector}/appointments`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Connections/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/officers/${serialDirector}/network$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('QUILLER');
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toContainText('LENNING');
    await expect(first.getByRole('cell').nth(1)).toHaveText('6');
  });
});

for (const [name, path] of [
  ['company', `/company/${group[0]}/network`],
  ['officer', `/officers/${serialDirector}/network`],
] as const) {
  test(`the ${name} Connections page passes axe`, async ({ page }) => {
    // Each page prefetches its many record links before the network is idle: slow on a loaded machine.
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page);
  });
}

test('the shared-officers table downloads as CSV and JSON', async ({ request }) => {
  const csv = await request.get(`/api/export/network/company/${group[0]}/shared-officers?format=csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Company number,Company name,Company status,Page,Shared officers/);
  expect(lines[1]).toMatch(/QUILLER .* LIMITED,active,.*,2,/);
  const json = await (await request.get(`/api/export/network/company/${group[0]}/shared-officers?format=json`)).json();
  expect(json.complete).toBe(true);
  expect(json.items[0]).toMatchObject({ shared_officers: 2 });
  expect((await request.get(`/api/export/network/company/11490999/shared-officers`)).status()).toBe(404);
});
