// The register's bulk files, end to end: a generated dataset written in the bulk formats
// (registry:generate --bulk-out), imported (registry:import), and browsed in Chromium on the
// same build started again with REGISTRY_DB_PATH on the imported file (its own port,
// E2E_BULK_PORT, default E2E_PORT + 3).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/test';

const PORT = Number(process.env.E2E_BULK_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3);
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = join('.data', 'e2e-bulk');
const DB = join(DIR, 'register.sqlite');

let server: ChildProcess | undefined;
let company: { number: string; name: string; previous: string };
let withPscs: string;
/** An imported company the file marks as having charges, with its next accounts due date. */
let withCharges: { number: string; due: string };

function run(args: string[]) {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  run([
    'scripts/generate.ts',
    '--companies',
    '300',
    '--seed',
    '11',
    '--out',
    join(DIR, 'generated.sqlite'),
    '--bulk-out',
    DIR,
  ]);
  const summary = run([
    'scripts/import.ts',
    '--companies',
    join(DIR, 'BasicCompanyData-2026-11-01.csv'),
    '--psc',
    join(DIR, 'psc-snapshot-2026-11-01.txt'),
    '--out',
    DB,
  ]);
  expect(summary).toContain('PSC snapshot totals line: matches what was imported');
  expect(summary).toContain('rejected 0 rows');

  const db = new Database(DB, { readonly: true });
  try {
    company = db
      .prepare(
        `SELECT company_number AS number, company_name AS name, body ->> '$.previous_company_names[0].name' AS previous FROM companies
          WHERE body ->> '$.previous_company_names[0].name' IS NOT NULL AND company_number GLOB '[0-9]*' ORDER BY company_number LIMIT 1`,
      )
      .get() as typeof company;
    withPscs = db
      .prepare(
        "SELECT company_number FROM pscs WHERE ceased = 0 AND path_kind = 'individual' ORDER BY company_number LIMIT 1",
      )
      .pluck()
      .get() as string;
    withCharges = db
      .prepare(
        `SELECT company_number AS number, body ->> '$.accounts.next_accounts.due_on' AS due FROM companies
          WHERE body ->> '$.has_charges' = 1 AND body ->> '$.accounts.next_accounts.due_on' IS NOT NULL
            AND body ->> '$.company_status' = 'active' AND company_number GLOB '[0-9]*' ORDER BY company_number LIMIT 1`,
      )
      .get() as typeof withCharges;
  } finally {
    db.close();
  }

  // The production server, as a deployment runs it (statuses come from server.ts).
  server = spawn('npx', ['tsx', 'server.ts', '--hostname', '127.0.0.1', '--port', String(PORT)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      REGISTRY_DB_PATH: DB,
      REGISTRY_API_URL: '',
      REGISTRY_API_KEY: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${BASE}/search?q=x`, 90_000);
});

test.afterAll(() => {
  // The server and the npx in front of it: their own process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('search finds an imported company by name, previous name and number, and its page says where the data comes from', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent(company.name)}`);
  await page.getByRole('link', { name: company.name, exact: true }).first().click();
  await expect(page).toHaveURL(`/company/${company.number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByTestId('data-source').first()).toContainText(
    'the register’s bulk snapshot of 1 November 2026',
  );
  // Printouts name the snapshot too.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-source]')).toHaveText(
    /from the register’s bulk snapshot of 1 November 2026\.$/,
  );
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('table', { name: 'Previous company names' })).toContainText(company.previous);
  // Only what the bulk files hold has a tab.
  const tabs = page.getByRole('navigation', { name: 'Company sections' });
  await expect(tabs.getByRole('link', { name: 'Officers', exact: true })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Filing history', exact: true })).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent(company.previous)}`);
  await expect(page.getByRole('link', { name: company.name, exact: true }).first()).toBeVisible();

  await page.goto(`/company/${Number(company.number)}`);
  await expect(page).toHaveURL(`/company/${company.number}`);
});

test('the PSCs of an imported company are listed and open', async ({ page }) => {
  await page.goto(`/company/${withPscs}`);
  await page
    .getByRole('navigation', { name: 'Company sections' })
    .getByRole('link', { name: /^(Persons with significant control|Beneficial owners)$/ })
    .click();
  await expect(page).toHaveURL(`/company/${withPscs}/persons-with-significant-control`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const first = page.getByRole('main').locator('a[href*="/persons-with-significant-control/individual/"]').first();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/company/${withPscs}/persons-with-significant-control/individual/`));
});

test('a section the bulk files do not hold is not found', async ({ page }) => {
  const response = await page.goto(`/company/${company.number}/officers`);
  expect(response?.status()).toBe(404);
});

test('sections the bulk file does not carry say so, never “none”, with what the file does give', async ({ page }) => {
  const base = `/company/${withCharges.number}`;
  // The overview keeps the file's next accounts due date (the file gives no period end).
  await page.goto(base);
  const [year, month, day] = withCharges.due.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('main')).toContainText(`Due by ${due}`);

  const charges = await page.goto(`${base}/charges`);
  expect(charges?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main).not.toContainText('No charges registered');
  await expect(main).not.toContainText('holds no charges');
  await expect(main.locator('[data-state="not-read"]')).toContainText('does not carry charges');
  await expect(main).toContainText('The file does mark this company as having registered charges');

  await page.goto(`${base}/financials`);
  await expect(main).not.toContainText('holds no annual accounts');
  await expect(main.locator('[data-state="not-read"]')).toContainText('does not carry the filing history');
  await expect(main).toContainText(`the next are due by ${due}`);

  await page.goto(`${base}/network`);
  await expect(main).not.toContainText('No other company shares an officer');
  await expect(main.locator('[data-state="not-read"]')).toContainText('does not carry officers');

  // Officers: still a 404 (no tab leads there), in words that say why.
  const officers = await page.goto(`${base}/officers`);
  expect(officers?.status()).toBe(404);
  await expect(main.locator('[data-state="not-read"]')).toContainText('does not carry officers');
});
