// Financials in remote mode: the app reads the scripted registry's accounts filing history, then
// each document's metadata and iXBRL through the Document API (a redirect to storage on another
// origin), and shows iXBRL figures, a PDF-only filing (its figures as the next accounts restate
// them) and accounts that would not parse apart.
import { expect as baseExpect, test, checkA11y } from '../support/test';
import { ACCOUNTS_COMPANY } from '../support/remote';

test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 20_000 });

interface Period {
  period_end: string;
  source: { format: string };
  figures: Record<string, number | null>;
}

test('the API reads figures from the registry’s iXBRL documents', async ({ request }) => {
  const response = await request.get(`/api/financials/company/${ACCOUNTS_COMPANY}`);
  expect(response.status()).toBe(200);
  const { periods } = (await response.json()) as { periods: Period[] };
  expect(periods.map((period) => [period.period_end, period.source.format])).toEqual([
    ['2024-09-30', 'ixbrl'],
    ['2023-09-30', 'ixbrl'],
    // Paper accounts, read from the 2023 accounts' comparatives.
    ['2022-09-30', 'ixbrl-comparative'],
    ['2021-09-30', 'unreadable'],
  ]);
  // A micro-entity: a balance sheet, no profit and loss account.
  expect(periods[0]!.figures.net_assets).not.toBeNull();
  expect(periods[0]!.figures.turnover).toBeNull();
  expect(periods[2]!.figures.net_assets).not.toBeNull();
});

test('the Financials tab tells figures, a paper filing read from the next accounts and unreadable accounts apart', async ({
  page,
}) => {
  await page.goto(`/company/${ACCOUNTS_COMPANY}/financials`);
  const netAssets = page.locator('tr[data-figure="net_assets"] td');
  await expect(netAssets.nth(0)).toContainText('£');
  await expect(netAssets.nth(2)).toContainText('£');
  await expect(netAssets.nth(2)).toContainText('from the 2023 accounts');
  await expect(netAssets.nth(3)).toHaveText('could not be read');
  await expect(page.getByRole('img', { name: 'Net assets and cash' })).toBeVisible();
  await checkA11y(page);
});
