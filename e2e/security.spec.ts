// The pages run under their Content-Security-Policy (a nonce and 'strict-dynamic' for scripts):
// each main page type loads, hydrates and logs no CSP violation or console error; every response carries the hardening headers, and
// only the embed card may be framed by another site.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SHOWCASE } from '../lib/registry-server/generator/showcase';

const plc = SHOWCASE.companies.plc;
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

const PAGES = [
  '/',
  '/search?q=holdings',
  `/company/${plc}`,
  `/company/${plc}/officers`,
  `/company/${plc}/filing-history`,
  `/company/${plc}/charges`,
  `/company/${plc}/persons-with-significant-control`,
  `/officers/${SHOWCASE.officers.prolific}/appointments`,
  `/disqualified-officers/natural/${SHOWCASE.disqualifiedOfficers.natural}`,
];

/** Records CSP violations (the browser's event) and console errors from the page's first script on. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).map(
      (v) => `csp: ${v}`,
    ),
  ];
}

for (const path of PAGES) {
  test(`${path} runs under its CSP without violations or errors`, async ({ page }) => {
    const problems = await watchProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    // server.ts gives each page a fresh nonce under a strict-dynamic policy (lib/server/script-nonce.ts).
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The header's search box is a client component: once it answers, the page has hydrated.
    await page.waitForLoadState('networkidle');
    expect(await problems()).toEqual([]);
  });
}

test('a client-side page turn keeps working under the CSP', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(`/company/${plc}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Officers', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/company/${plc}/officers`));
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await problems()).toEqual([]);
});

test('only the embed card may be framed, and it too is nosniff', async ({ request }) => {
  const embed = await request.get(`/embed/company/${plc}`);
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  expect(embed.headers()['x-content-type-options']).toBe('nosniff');
  const page = await request.get(`/company/${plc}`);
  expect(page.headers()['x-frame-options']).toBe('DENY');
});
