// Not read is not none: the connections tables of the embedded default dataset count the
// boards of an officer the drawing leaves unexpanded (the PLC's Jonathan Edward ASHCOMBE, 66
// appointments, over the drawing's cap of 50), and never say "0 companies" or "No other company
// shares an officer" for what they did not read (lib/network/ranked-tables.ts `tableNetwork`).
import { expect, showcase, test } from './support/test';

const { plc } = showcase.companies;
const { prolific } = showcase.officers;
/** The PLC and the prolific officer's other boards (the showcase guarantees at least these). */
const otherBoards = showcase.prolificAppointments - 1;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the PLC’s Connections table lists ASHCOMBE’s other boards, though the drawing leaves him unexpanded', async ({
    page,
  }) => {
    // A depth-2 table of a company with a prolific director: slow on a loaded machine.
    test.slow();
    await page.goto(`/company/${plc}/network`);
    const main = page.getByRole('main');
    await expect(
      page.getByRole('heading', { name: 'Companies sharing officers with ALBION CONSOLIDATED HOLDINGS PLC' }),
    ).toBeVisible();
    await expect(main).not.toContainText('No other company shares an officer');
    await expect(main).not.toContainText(/(^|\D)0 companies/);

    // The intro counts at least his other boards.
    const count = main.getByText(/^[\d,]+ companies/).first();
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).match(/^([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(otherBoards);

    // Each row he makes names him; the first page is full (25 rows of a list of 65 or more).
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(1)).toContainText('ASHCOMBE, Jonathan Edward');

    // The page says the table read what the drawing leaves unexpanded, and lists nothing as not read.
    await expect(page.getByTestId('read-past-caps')).toContainText('ASHCOMBE, Jonathan Edward (66 appointments)');
    await expect(main.locator('[data-state="not-read"]')).toHaveCount(0);
    await expect(main.locator('[data-state="incomplete"]')).toHaveCount(0);
  });

  test('ASHCOMBE’s own Connections page lists his co-officers rather than “No co-officers”', async ({ page }) => {
    test.slow();
    await page.goto(`/officers/${prolific}/network`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ASHCOMBE');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('No co-officers on the register');
    await expect(main).not.toContainText(/(^|\D)0 co-officers/);
    // Page 1 of his co-officers: a full page of 25.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
    await expect(page.getByTestId('read-past-caps')).toContainText('ASHCOMBE, Jonathan Edward');
  });

  test('with ?expand= the table is the same: the drawing’s expansions do not change what the table reads', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`/company/${plc}/network?expand=${encodeURIComponent(`officer:${prolific}`)}`);
    await expect(page.getByRole('main')).not.toContainText('No other company shares an officer');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
  });
});

test('the PLC’s shared-officers export holds his other boards, complete', async ({ request }) => {
  test.slow();
  const response = await request.get(`/api/export/network/company/${plc}/shared-officers?format=json`);
  expect(response.status()).toBe(200);
  const json = (await response.json()) as {
    complete: boolean;
    items: { company_number: string; shared_officers: number; officer_names: string }[];
  };
  expect(json.complete).toBe(true);
  expect(json.items.length).toBeGreaterThanOrEqual(otherBoards);
  expect(json.items.filter((item) => item.officer_names.includes('ASHCOMBE')).length).toBeGreaterThanOrEqual(
    otherBoards,
  );
});
