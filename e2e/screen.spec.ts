// Screening a list in Chromium: a CSV file uploaded through the /screen form (the column
// picker guessing its columns), the run followed to its end, filtered, paged by a deep link,
// an ambiguous line's candidate picked, and the whole run downloaded as CSV and its rows read.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { allowConsoleErrors, checkA11y, expect, showcase, test } from './support/test';

const DB = process.env.E2E_DB_PATH ?? '.data/e2e.sqlite';

/** The dataset's facts the list is made of: a name two companies share (an ambiguous line) and numbers to fill a second page. */
function fromDataset() {
  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    const shared = db
      .prepare<[], { company_name: string }>(
        `SELECT company_name FROM companies WHERE company_name LIKE '% LIMITED'
         GROUP BY company_name HAVING count(*) = 2 ORDER BY company_name LIMIT 1`,
      )
      .get()!.company_name;
    const numbers = db
      .prepare<[], { company_number: string }>(
        `SELECT company_number FROM companies WHERE company_number GLOB '0[0-9]*' ORDER BY company_number LIMIT 55`,
      )
      .all()
      .map((row) => row.company_number);
    return { shared, numbers };
  } finally {
    db.close();
  }
}

/** A CSV's cells, quoted fields with commas read whole. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

test('a CSV list is uploaded, screened, filtered, picked from and downloaded', async ({ page }) => {
  test.setTimeout(90_000);
  const { shared, numbers } = fromDataset();
  const sharedTyped = shared.replace(/ LIMITED$/, ' Ltd').toLowerCase();
  const lines = [
    ['Reg no', 'Supplier', 'Post code'],
    [showcase.companies.plc.replace(/^0+/, ''), '', ''],
    ['', 'Albion Consolidated Holdings plc', ''],
    ['', sharedTyped, ''],
    ['', 'Zorquavex Linthamur Trading Ltd', ''],
    [showcase.companies.scottish.toLowerCase(), '', ''],
    ...numbers.map((number) => [number, '', '']),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'screen-e2e-'));
  const file = join(dir, 'suppliers.csv');
  writeFileSync(
    file,
    lines.map((cells) => cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\r\n'),
  );

  await page.goto('/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Screen a list of companies' })).toBeVisible();
  await page.getByLabel('Or upload a CSV or XLSX file').setInputFiles(file);
  // Several columns: the picker, with the columns found by their headers.
  await expect(page.getByTestId('screen-preview')).toHaveText(`${lines.length - 1} lines in suppliers.csv, 3 columns.`);
  await expect(page.getByLabel('Company numbers')).toHaveValue('0');
  await expect(page.getByLabel('Company names')).toHaveValue('1');
  await expect(page.getByLabel('Postcodes')).toHaveValue('2');
  await page.getByRole('button', { name: 'Screen the list' }).click();
  await page.waitForURL(/\/screen\/[A-Za-z0-9_-]{16}$/);
  const runUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'suppliers.csv' })).toBeVisible();
  await expect(page.getByText(`${lines.length - 1} lines, `, { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('header').getByText('Done')).toBeVisible({ timeout: 30_000 });
  await checkA11y(page);

  // The first page holds 50 lines; a deep link opens the second.
  await expect(page.getByTestId('rows-shown')).toHaveText(`Showing 1–50 of ${lines.length - 1} lines`);
  await page.goto(`${runUrl}?page=2`);
  await expect(page.getByTestId('rows-shown')).toHaveText(
    `Showing 51–${lines.length - 1} of ${lines.length - 1} lines`,
  );
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Filtered to the lines not found: the invented name alone.
  await page.goto(runUrl);
  await page
    .getByRole('group', { name: 'Match' })
    .getByRole('link', { name: /^Not found/ })
    .click();
  await expect(page).toHaveURL(/\?match=none$/);
  await expect(page.getByTestId('rows-shown')).toHaveText('1 line');
  await expect(page.getByRole('cell', { name: 'Zorquavex Linthamur Trading Ltd' })).toBeVisible();

  // The ambiguous line: its candidates, and the analyst's pick kept in the run.
  await page
    .getByRole('group', { name: 'Match' })
    .getByRole('link', { name: /^Ambiguous/ })
    .click();
  await expect(page).toHaveURL(/\?match=ambiguous$/);
  const row = page.getByRole('row').filter({ hasText: sharedTyped });
  await expect(row.getByRole('link', { name: shared, exact: true })).toHaveCount(2);
  const pick = row.getByLabel('The company line 3 means');
  const options = await pick
    .locator('option')
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThanOrEqual(2);
  const chosen = options[1]!;
  await pick.selectOption(chosen);
  await row.getByRole('button', { name: 'Pick' }).click();
  await expect(page).toHaveURL(/\?match=ambiguous$/);
  await expect(page.getByRole('row').filter({ hasText: sharedTyped }).getByText('Picked')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(runUrl);
  await expect(page.locator('header').getByText('Done')).toBeVisible({ timeout: 30_000 });

  // The whole run as CSV: one row per line, the pick among them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^screening-\d{4}-\d\d-\d\d-[A-Za-z0-9_-]{16}\.csv$/);
  const rows = csvRows(readFileSync((await download.path())!, 'utf8'));
  const header = rows[0]!;
  const column = (name: string) => header.indexOf(name);
  expect(rows).toHaveLength(lines.length);
  const byLine = new Map(rows.slice(1).map((cells) => [cells[column('Line')], cells]));
  expect(byLine.get('1')![column('Match')]).toBe('number');
  expect(byLine.get('1')![column('Company number')]).toBe(showcase.companies.plc);
  expect(byLine.get('2')![column('Match')]).toBe('name');
  expect(byLine.get('2')![column('Company number')]).toBe(showcase.companies.plc);
  expect(byLine.get('3')![column('Match')]).toBe('ambiguous');
  expect(byLine.get('3')![column('Picked by the analyst')]).toBe('yes');
  expect(byLine.get('3')![column('Company number')]).toBe(chosen);
  expect(byLine.get('4')![column('Match')]).toBe('none');
  expect(byLine.get('5')![column('Company number')]).toBe(showcase.companies.scottish);
  expect(byLine.get('6')![column('Company number')]).toBe(numbers[0]);
  expect(byLine.get('1')![column('Status')]).toBe('active');
});

test('a shared run reads, but cannot be changed, in another browser', async ({ page, browser }) => {
  await page.goto('/screen');
  await page.getByLabel('Paste a list').fill(`${showcase.companies.plc}\nBrightwater Digital Ltd\n`);
  await page.getByRole('button', { name: 'Screen the list' }).click();
  await page.waitForURL(/\/screen\/[A-Za-z0-9_-]{16}$/);
  await expect(page.locator('header').getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Run again' })).toBeVisible();
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByTestId('read-only')).toBeVisible();
  await expect(visitor.getByRole('cell', { name: 'Brightwater Digital Ltd' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Run again' })).toHaveCount(0);
  const refused = await visitor.request.post(`${page.url().replace('/screen/', '/api/screen/')}/rerun`);
  expect(refused.status()).toBe(403);
  await other.close();

  // Run again by its owner: a new run that says what changed since.
  await page.getByRole('button', { name: 'Run again' }).click();
  await page.waitForURL(/\/screen\/[A-Za-z0-9_-]{16}$/);
  await expect(page.getByTestId('changes-summary')).toContainText(/Nothing changed since|since/, { timeout: 30_000 });
});

test('a file that is not a list is refused on the page with the reason, and no run is made', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'screen-e2e-'));
  const file = join(dir, 'photo.csv');
  writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
  // The preview's refusal is a 400 the browser logs.
  allowConsoleErrors(page, /status of 400/);
  await page.goto('/screen');
  const runs = await page.getByRole('region', { name: 'Your runs' }).getByRole('listitem').count();
  await page.getByLabel('Or upload a CSV or XLSX file').setInputFiles(file);
  // The preview says so at once…
  await expect(page.locator('main').getByRole('alert')).toContainText(
    'the file is a PNG image, not a CSV or XLSX list',
  );
  // …and so does the server when the form is sent anyway.
  await page.getByRole('button', { name: 'Screen the list' }).click();
  await expect(page).toHaveURL(/\/screen\?error=/);
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'The list could not be screened: the file is a PNG image, not a CSV or XLSX list',
  );
  await expect(page.getByRole('region', { name: 'Your runs' }).getByRole('listitem')).toHaveCount(runs);
});
