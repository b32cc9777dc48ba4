// Search keeps up with the register: a company the embedded registry renames is found on the
// search page under its new name, and under its old one (shown as a previous name), as soon as
// the change is applied, with no rebuild of the index. Changes come through the test hook
// (CHANGES_TEST_HOOK in playwright.config.ts), as in following.spec.ts.
import { SHOWCASE_NUMBERS } from '../lib/registry-server/generator/showcase';
import { checkA11y, expect, test, type APIRequestContext } from './support/test';

test.describe.configure({ timeout: 90_000 });

/** Active companies outside the showcase, from the end of a broad search (following.spec.ts takes the first ones). */
async function ordinaryCompanies(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/registry/search/companies?q=limited&items_per_page=100');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { company_number: string; company_status?: string }[] };
  return body.items
    .filter((item) => item.company_status === 'active' && !SHOWCASE_NUMBERS.has(item.company_number))
    .map((item) => item.company_number)
    .reverse();
}

async function companyName(request: APIRequestContext, companyNumber: string): Promise<string> {
  const response = await request.get(`/api/registry/company/${companyNumber}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { company_name: string }).company_name;
}

/** Applies changes to companies until one of them is renamed: its number and both names. */
async function renameSomeCompany(request: APIRequestContext) {
  for (const number of (await ordinaryCompanies(request)).slice(0, 6)) {
    const before = await companyName(request, number);
    for (let round = 0; round < 4; round++) {
      const response = await request.post(`/api/changes/test-event?company=${number}&count=50`);
      expect(response.ok()).toBe(true);
      const after = await companyName(request, number);
      if (after !== before) return { number, before, after };
    }
  }
  throw new Error('no company was renamed by the changes applied');
}

test('a company renamed by the registry is found at once by its new name and by its old one', async ({
  page,
  request,
}) => {
  const renamed = await renameSomeCompany(request);

  await page.goto(`/search?kind=companies&q=${encodeURIComponent(renamed.after)}`);
  // Another company may already have the new name (the generator's names repeat): find this one among them.
  const byNewName = page
    .getByRole('link', { name: renamed.after, exact: true })
    .and(page.locator(`[href="/company/${renamed.number}"]`));
  await expect(byNewName).toBeVisible();

  await page.goto(`/search?kind=companies&q=${encodeURIComponent(renamed.before)}`);
  const result = page.getByRole('listitem').filter({ has: page.locator(`a[href="/company/${renamed.number}"]`) });
  await expect(result.first()).toBeVisible();
  await expect(result.first()).toContainText(`Matching previous name: ${renamed.before}`);
  await checkA11y(page);
});
