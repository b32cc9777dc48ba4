// The Connections graph (components/network/graph) and the path between two records (issue #13), in the browser: company →
// Connections → expand a node → open a record; a pasted link draws the same graph; the path
// between the showcase pair, as a chain (with and without JavaScript) and in the graph; bad
// input; axe; a phone's width.
import { checkA11y, expect, showcase, test, type Page } from './support/test';

const { network } = showcase;
const connections = (from: string, to: string, maxDepth?: number) =>
  `/connections?from=${from}&to=${to}${maxDepth ? `&max_depth=${maxDepth}` : ''}`;
const canvas = (page: Page) => page.locator('[data-network-canvas]');
const ready = (page: Page) => page.locator('[data-network-status="ready"]');

test.describe('the Connections graph', () => {
  test('company → Connections → expand a node → open a record', async ({ page }) => {
    await page.goto(`/company/${network.chain[1]}`);
    await page.getByRole('link', { name: 'Connections', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${network.chain[1]}/network`));
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    const before = Number(await canvas(page).getAttribute('data-nodes'));
    expect(before).toBeGreaterThan(2);

    // Depth 1 shows the company's officers; expanding one of the chain's directors adds its companies.
    await page.getByLabel('Depth').selectOption('1');
    await expect(page).toHaveURL(/depth=1/);
    await expect(ready(page)).toBeVisible();
    const atDepthOne = Number(await canvas(page).getAttribute('data-nodes'));
    expect(atDepthOne).toBeLessThan(before);
    await findAndFocus(page, `officer:${network.chainLinks[1]}`);
    await page.getByRole('button', { name: 'Expand one more hop' }).click();
    await expect(page).toHaveURL(new RegExp(`expand=officer(%3A|:)${network.chainLinks[1]}`));
    await expect(ready(page)).toBeVisible();
    await expect.poll(async () => Number(await canvas(page).getAttribute('data-nodes'))).toBeGreaterThan(atDepthOne);

    await page.getByRole('link', { name: 'Open record' }).click();
    await expect(page).toHaveURL(`/officers/${network.chainLinks[1]}/appointments`);
  });

  test('a pasted link draws the same graph', async ({ page, browser }) => {
    await page.goto(`/company/${network.group[0]}/network?depth=1`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Current only' }).check();
    await expect(page).toHaveURL(/status=active/);
    await expect(ready(page)).toBeVisible();
    const before = Number(await canvas(page).getAttribute('data-nodes'));
    await findAndFocus(page, `officer:${network.serialDirector}`);
    await page.getByRole('button', { name: 'Expand one more hop' }).click();
    await expect(ready(page)).toBeVisible();
    await expect.poll(async () => Number(await canvas(page).getAttribute('data-nodes'))).toBeGreaterThan(before);
    const digest = await canvas(page).getAttribute('data-digest');
    const nodes = await canvas(page).getAttribute('data-nodes');

    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.locator('[data-network-status="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(other.locator('[data-network-canvas]')).toHaveAttribute('data-digest', digest!);
    await expect(other.locator('[data-network-canvas]')).toHaveAttribute('data-nodes', nodes!);
    await expect(other.getByRole('radio', { name: 'Current only' })).toBeChecked();
    await other.close();
  });

  test('"Expand anyway" on an officer over his cap draws what the API builds with the same expand', async ({
    page,
    request,
  }) => {
    const officer = showcase.officers.prolific;
    await page.goto(`/officers/${officer}/network`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await page.locator('[data-network-truncated] summary').click();
    await page.getByRole('button', { name: 'Expand anyway' }).click();
    await expect(page).toHaveURL(new RegExp(`expand=officer(%3A|:)${officer}`));
    const api = await (await request.get(`/api/network/officer/${officer}?depth=2&expand=officer:${officer}`)).json();
    // Two hops from him, as the API goes: his boards and their officers, not his boards alone.
    expect(api.nodes.length).toBeGreaterThan(showcase.prolificAppointments + 1);
    await expect(canvas(page)).toHaveAttribute('data-nodes', String(api.nodes.length), { timeout: 30_000 });
  });

  test('marks people whose identity verification is not done, and shows only them on asking', async ({ page }) => {
    await page.goto(`/company/${network.group[0]}/network`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    // The group's directors: the register's rule (or, with no details published, the law's dates) finds some not verified.
    const marked = Number(await canvas(page).getAttribute('data-unverified'));
    expect(marked).toBeGreaterThan(0);
    await expect(ready(page)).toContainText(/identity: \d+ (person|people) not verified/);
    const before = Number(await canvas(page).getAttribute('data-nodes'));
    // The table beside the graph badges them in their rows, in words.
    await expect(page.locator('table [data-identity-badge]').first()).toContainText(/^Identity (overdue|not verified)/);

    await page.getByRole('checkbox', { name: 'Only unverified and overdue' }).check();
    await expect(page).toHaveURL(/unverified=1/);
    await expect(ready(page)).toContainText('only they and their links are shown');
    await expect(canvas(page)).toHaveAttribute('data-unverified', String(marked));
    expect(Number(await canvas(page).getAttribute('data-nodes'))).toBeLessThanOrEqual(before);

    // A person's details say how their verification stands, in words.
    await page.getByRole('checkbox', { name: 'Only unverified and overdue' }).uncheck();
    await expect(ready(page)).toBeVisible();
    await findAndFocus(page, `officer:${network.serialDirector}`);
    await expect(page.locator('[data-network-focus]')).toContainText(/Identity( overdue · | not verified · |: )/);
  });

  test('draws one node per person on asking, with a link to the person', async ({ page }) => {
    const identity = showcase.identity;
    // Her first company, three hops: her own id and, through her co-director, her id after a move.
    await page.goto(`/company/${identity.companies.first}/network?depth=3`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    const before = Number(await canvas(page).getAttribute('data-nodes'));
    await page.getByRole('checkbox', { name: 'One node per person' }).check();
    await expect(page).toHaveURL(/people=1/);
    await expect(ready(page)).toBeVisible();
    await expect(canvas(page)).toHaveAttribute('data-nodes', String(before - 1));
    await findAndFocus(page, `officer:${identity.person}`);
    await expect(page.locator('[data-network-focus]')).toContainText('HOLLOWAY, Margaret Anne (+1 id)');
    await expect(page.locator('[data-network-focus]')).toContainText('drawn as one of 2 officer ids');
    await page.locator('[data-network-focus]').getByRole('link', { name: 'Open person' }).click();
    await expect(page).toHaveURL(/\/people\//);
    await expect(page.getByRole('heading', { level: 1, name: 'HOLLOWAY, Margaret Anne' })).toBeVisible();
  });

  test('is axe clean and fits a phone', async ({ page }) => {
    await page.goto(`/company/${network.group[0]}/network`);
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await checkA11y(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(canvas(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** Puts a node in focus through "Find in graph", as a keyboard user would. */
async function findAndFocus(page: Page, key: string) {
  // The search matches keys as well as names.
  await page.getByLabel('Find in graph').fill(key);
  await page.locator('[data-network-found] button').first().click();
  await expect(page.locator('[data-network-focus]')).toBeVisible();
}

test.describe('the path between two records', () => {
  test('draws the showcase pair’s chain, resigned links marked, and the same chain in the graph', async ({ page }) => {
    await page.goto(connections(`company:${network.pathFrom}`, `company:${network.pathTo}`, 6));
    const chain = page.locator('[data-path-chain] > li');
    // Four companies and the three directors between them.
    await expect(chain).toHaveCount(7);
    await expect(page.getByRole('heading', { name: '6 hops apart' })).toBeVisible();
    // Long dates, as everywhere else: "appointed 2 July 2002", never 2002-07-02.
    await expect(page.locator('[data-path-chain]')).toContainText(/appointed \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(page.locator('[data-path-chain]')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(canvas(page)).toHaveAttribute('data-nodes', '7');
    await checkA11y(page);
  });

  test('says so when there is no connection within the hops asked for', async ({ page }) => {
    await page.goto(connections(`company:${network.pathFrom}`, `company:${network.pathTo}`));
    await expect(page.getByText(/No connection within 4 hops/)).toBeVisible();
  });

  test('picks both ends from suggestions', async ({ page, request }) => {
    const profile = await (await request.get(`/api/registry/company/${network.pathFrom}`)).json();
    const target = await (await request.get(`/api/registry/company/${network.chain[2]}`)).json();
    await page.goto('/connections');
    for (const [label, name] of [
      ['From', profile.company_name as string],
      ['To', target.company_name as string],
    ] as const) {
      const box = page.getByRole('combobox', { name: label, exact: true });
      await expect(box).toHaveAttribute('placeholder', 'A company name or number, or an officer’s name');
      await box.fill(name);
      await page
        .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .click();
      // The box shows the name picked; the key goes in the form (and the URL) from a hidden field.
      await expect(box).toHaveValue(name);
      await expect(page.locator(`input[type="hidden"][name="${label.toLowerCase()}"]`)).toHaveValue(/^company:/);
    }
    await page.getByRole('button', { name: 'Find the connection' }).click();
    await expect(page.locator('[data-path-chain] > li')).toHaveCount(5);
    await expect(page).toHaveURL(new RegExp(`from=company%3A${network.pathFrom}`));
  });

  test('explains bad input', async ({ page }) => {
    const refused = await page.goto('/connections?from=nonsense&to=company:1&max_depth=99');
    expect(refused?.status()).toBe(400);
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be run' });
    await expect(alert).toContainText('“nonsense” (from) is not a company or an officer');
    await expect(alert).toContainText('max_depth must be one of');
    const unknown = await page.goto(connections('company:99999998', `company:${network.pathFrom}`));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('The register has no company 99999998.')).toBeVisible();
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(connections(`company:${network.pathFrom}`, `company:${network.pathTo}`, 6));
    await expect(page.locator('[data-path-chain] > li')).toHaveCount(7);
    await expect(canvas(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the chain is still there', async ({ page }) => {
      await page.goto(connections(`company:${network.pathFrom}`, `company:${network.pathTo}`, 6));
      await expect(page.locator('[data-path-chain] > li')).toHaveCount(7);
      await expect(page.getByText('The interactive graph of this chain needs JavaScript')).toBeVisible();
    });
  });
});
