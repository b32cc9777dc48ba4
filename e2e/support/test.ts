// The one Playwright fixture every spec imports instead of @playwright/test:
// - a test fails on any console error or uncaught page error in its pages (a hydration
//   error, a failed chunk), except the browser's own line about a page the test opened
//   answering 4xx or 5xx (a 404 or 503 page is often what the test is looking at) and about /favicon.ico;
// - `checkA11y(page)`: axe, one rule set for every spec (no serious or critical violation);
// - `showcase`: the generated dataset's known records (companies, officers, charges…), so
//   no spec hard-codes an id.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { SHOWCASE } from '../../lib/registry-server/generator/showcase';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The showcase records (lib/registry-server/generator/showcase.ts): the same numbers and ids in every dataset. */
export const showcase = SHOWCASE;

/** The browser's console line for a response with an error status, which it logs for the page itself too. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets console errors matching `pattern` pass in this page: for a test that makes a request fail on purpose. */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

/** What went wrong in a page during a test: console errors and uncaught errors, as readable lines. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  // Addresses the test navigated to that answered 4xx: the browser's line about them is expected.
  const erroredPages = new Set<string>();
  page.on('response', (response) => {
    // (4xx, and the 503/502/504 of a page showing a registry problem: the test looks at that status itself.)
    if (response.status() >= 400 && response.request().isNavigationRequest()) erroredPages.add(response.url());
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const failed = FAILED_RESOURCE.exec(message.text());
    const url = message.location().url;
    // …and the icon the browser asks for by itself, which a 404 page has no link to.
    if (failed && (erroredPages.has(url) || new URL(url, 'http://x').pathname === '/favicon.ico')) return;
    // …and a link prefetch (`_rsc`) of a record the registry does not have: the page itself is fine.
    if (failed?.[1] === '404' && new URL(url, 'http://x').searchParams.has('_rsc')) return;
    if ((allowed.get(page) ?? []).some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Fails on any serious or critical axe violation, naming each rule and where it was found. */
export async function checkA11y(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A PDF preview frame holds no HTML for axe to run in: injecting into it waits for the frame's
  // answer until axe gives up (a minute), so it is left out (its title is checked by the documents spec).
  const axe = () => new AxeBuilder({ page }).exclude('iframe[data-testid="document-preview"]').analyze();
  let results;
  try {
    results = await axe();
  } catch {
    // A navigation replaced the page under axe (a dev server's reload, a late redirect): settle and run once more.
    await page.waitForLoadState('networkidle');
    results = await axe();
  }
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

export const test = base.extend<{ showcase: typeof SHOWCASE }>({
  // The second argument hands the fixture to the test (Playwright calls it `use`, which the hooks lint rule mistakes for React's).
  page: async ({ page }, provide) => {
    const problems = watchForErrors(page);
    await provide(page);
    expect(problems, 'console errors or page errors during the test').toEqual([]);
  },
  showcase: async ({}, provide) => provide(SHOWCASE),
});
