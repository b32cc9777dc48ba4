// Journeys through officers, appointments and disqualified officers, on the showcase records.
import { expect as baseExpect, test, type Page, checkA11y, showcase } from './support/test';

const plc = showcase.companies.plc;
const prolific = showcase.officers.prolific;
const officersOf = (number: string) => `/company/${number}/officers`;
const appointmentsOf = (officerId: string) => `/officers/${officerId}/appointments`;

// The first request of a page in a dev server compiles it, and a dev server reloads pages
// when files change: allow for both.
test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const bodyRows = (page: Page) => page.locator('table tbody tr');

test.describe("a company's officers", () => {
  test('counts officers and resignations, pages through them and filters current officers', async ({ page }) => {
    await page.goto(officersOf(plc));
    await expect(page).toHaveTitle(/Officers of ALBION CONSOLIDATED HOLDINGS PLC/);
    const heading = page.getByRole('heading', { level: 2, name: /officers \/ \d+ resignations/ });
    await expect(heading).toBeVisible();
    const [, total, resigned] =
      /^([\d,]+) officers \/ ([\d,]+) resignations$/.exec((await heading.textContent()) ?? '') ?? [];
    expect(Number(total?.replace(/,/g, ''))).toBeGreaterThanOrEqual(70);
    expect(Number(resigned?.replace(/,/g, ''))).toBeGreaterThan(0);
    await expect(bodyRows(page)).toHaveCount(35);
    await expect(page.getByText(`Showing 1–35 of ${total} officers`)).toBeVisible();

    // Page turns happen in the browser and keep the URL in step.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Showing 36–70 of ${total} officers`)).toBeVisible();

    await page.getByRole('link', { name: 'Current officers' }).click();
    await expect(page).toHaveURL(/filter=active/);
    await expect(page).not.toHaveURL(/page=/);
    const current = page.getByRole('heading', { level: 2, name: /^\d+ current officers?$/ });
    await expect(current).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.locator('table tbody').getByText('Resigned', { exact: true })).toHaveCount(0);
  });

  test('shows pre-1992 appointments as "appointed before", and each name links to the officer', async ({ page }) => {
    await page.goto(`${officersOf(plc)}?order_by=appointed_on&page=3`);
    await expect(
      page
        .locator('table tbody')
        .getByText(/^Before \d{1,2} \w+ \d{4}$/)
        .first(),
    ).toBeVisible();
    const name = page.locator('table tbody tr').first().getByRole('link').first();
    await expect(name).toHaveAttribute('href', /^\/officers\/[^/]+\/appointments$/);
  });

  test('an appointment has its own page with every detail and a link to the other appointments', async ({ page }) => {
    await page.goto(officersOf(plc));
    const details = page.getByRole('link', { name: /^Appointment details of / }).first();
    const label = (await details.getAttribute('aria-label')) ?? '';
    const name = label.replace('Appointment details of ', '');
    await details.click();
    await expect(page).toHaveURL(new RegExp(`/company/${plc}/appointments/[^/]+$`));
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointment', exact: true })).toBeVisible();
    await expect(page.getByText('Role', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`ALBION CONSOLIDATED HOLDINGS PLC`));
    await checkA11y(page);
    await page.getByRole('link', { name: `All appointments of ${name}` }).click();
    await expect(page).toHaveURL(/\/officers\/[^/]+\/appointments$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the officers tab has no serious accessibility problems', async ({ page }) => {
    await page.goto(officersOf(plc));
    await expect(bodyRows(page).first()).toBeVisible();
    await checkA11y(page);
  });

  test('an unknown appointment is a 404 that says what is missing', async ({ page }) => {
    await page.goto(`/company/${plc}/appointments/noSuchAppointment000000000`);
    await expect(page.getByText(/no appointment of company/)).toBeVisible();
  });
});

test.describe("an officer's appointments", () => {
  test('names the officer, counts the appointments and pages through them', async ({ page }) => {
    await page.goto(appointmentsOf(prolific));
    // Names as the registry gives them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASHCOMBE, Jonathan Edward');
    await expect(page).toHaveTitle(/Appointments of ASHCOMBE, Jonathan Edward/);
    await expect(page.getByText('March 1961')).toBeVisible();
    const total = Number(
      (await page.locator('dt:text-is("Total number of appointments") + dd').textContent())?.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThanOrEqual(showcase.prolificAppointments);
    await expect(bodyRows(page)).toHaveCount(35);

    // Each appointment links to its company, with the company number and status beside it.
    const first = bodyRows(page).first();
    const company = first.getByRole('link').first();
    const href = (await company.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/company\/[A-Z0-9]{8}$/);
    await expect(first.getByText(href.slice('/company/'.length), { exact: true })).toBeVisible();
    await expect(first.getByText(/^(Current|Resigned|Inactive)$/)).toBeVisible();

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 36–${Math.min(70, total)} of ${total} appointments`)).toBeVisible();
  });

  test('filters current appointments', async ({ page }) => {
    await page.goto(appointmentsOf(prolific));
    await page.getByRole('link', { name: 'Current appointments' }).click();
    await expect(page).toHaveURL(/filter=active/);
    await expect(page.getByRole('heading', { level: 2, name: 'Current appointments' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.locator('table tbody').getByText('Resigned', { exact: true })).toHaveCount(0);
    await checkA11y(page);

    // A company link leads to the company's page.
    const company = bodyRows(page).first().getByRole('link').first();
    const name = (await company.textContent()) ?? '';
    await company.click();
    await expect(page).toHaveURL(/\/company\/[A-Z0-9]{8}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('an officer the register does not know gets a not-found page', async ({ page }) => {
    const response = await page.goto(appointmentsOf('noSuchOfficer0000000000000'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText('The register has no officer at this address')).toBeVisible();
  });

  test('fits a 375 px wide screen: only the table scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      appointmentsOf(prolific),
      officersOf(plc),
      `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('disqualified officers', () => {
  test('a disqualified person: who, why, under which law, for which companies, and permissions to act', async ({
    page,
  }) => {
    await page.goto(`/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mr Gareth Lloyd PRYCE');
    await expect(page).toHaveTitle(/Disqualification of Gareth Lloyd PRYCE/);
    await expect(page.getByText('2 August 1971', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Disqualified by court order' })).toBeVisible();
    await expect(page.getByText(/Company Directors Disqualification Act 1986, section \d+/)).toBeVisible();
    // The registry gives the companies' names only: each searches the register for its company.
    await expect(page.getByRole('link', { name: 'NORTHGATE BUILDING SERVICES LIMITED' })).toHaveAttribute(
      'href',
      '/search?q=NORTHGATE+BUILDING+SERVICES+LIMITED&kind=companies',
    );
    await expect(page.getByText(/^Varied on /)).toBeVisible();
    const permissions = page.getByRole('table', { name: 'Permissions to act' });
    await expect(permissions.getByText('GLENCAIRN PRECISION ENGINEERING LIMITED')).toBeVisible();
    await checkA11y(page);
  });

  test('a disqualified corporate body, under sanctions law', async ({ page }) => {
    await page.goto(`/disqualified-officers/corporate/${showcase.disqualifiedOfficers.corporate}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JOINT STOCK COMPANY OBSIDIAN SHIPPING HOLDING');
    await expect(page).toHaveTitle(/Disqualification of JOINT STOCK COMPANY OBSIDIAN SHIPPING HOLDING/);
    await expect(page.getByText(/Sanctions/).first()).toBeVisible();
    await checkA11y(page);
  });

  test('an unknown disqualified officer is a 404 that says so', async ({ page }) => {
    await page.goto('/disqualified-officers/natural/noSuchDisqualification0000');
    await expect(page.getByText('The register has no disqualified officer at this address')).toBeVisible();
  });
});
