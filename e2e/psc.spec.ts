// Journeys through persons with significant control, beneficial owners and PSC statements,
// on the showcase PLC (PSCs of every UK kind, statements) and overseas entity (beneficial owners).
import { expect as baseExpect, test, type Page, checkA11y, showcase } from './support/test';

const plc = showcase.companies.plc;
const oe = showcase.companies.overseasEntity;
const pscs = `/company/${plc}/persons-with-significant-control`;
const owners = `/company/${oe}/persons-with-significant-control`;
const statements = `/company/${plc}/persons-with-significant-control-statements`;
// A first visit to a route compiles it on a dev server: allow for that after a click.
const NAVIGATION = 60_000;
const expect = baseExpect.configure({ timeout: 20_000 });

test.setTimeout(120_000);

const rowOf = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name }) });

test.describe('persons with significant control of a company', () => {
  test('the list counts active and ceased PSCs and shows each kind in plain language', async ({ page }) => {
    await page.goto(pscs);
    await expect(page).toHaveTitle(/Persons with significant control of ALBION CONSOLIDATED HOLDINGS PLC/);
    await expect(
      page.getByRole('heading', { level: 2, name: '4 active persons with significant control / 1 ceased' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Persons with significant control' });
    await expect(table.getByRole('row')).toHaveCount(6);

    const corporate = rowOf(page, 'HARTWELL CAPITAL PARTNERS LIMITED');
    await expect(corporate).toContainText('Corporate body');
    await expect(corporate).toContainText('Holds more than 25% and up to 50% of the shares');
    await expect(corporate).toContainText('Private Company Limited By Shares');
    await expect(corporate.getByRole('link', { name: 'HARTWELL CAPITAL PARTNERS LIMITED' })).toHaveAttribute(
      'href',
      `${pscs}/corporate-entity/${showcase.plcPscs.corporateEntity}`,
    );
    // Registered in the UK: its registration number leads to its company page.
    await expect(corporate.getByRole('link', { name: new RegExp(showcase.companies.holding) })).toHaveAttribute(
      'href',
      `/company/${showcase.companies.holding}`,
    );

    const protectedPsc = rowOf(page, 'Protected person with significant control');
    await expect(protectedPsc).toContainText('protection order');
    await expect(page.getByRole('row').filter({ hasText: 'Ceased on' })).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: /Statements about the persons with significant control/ }),
    ).toHaveAttribute('href', statements);
    await checkA11y(page);
  });

  test('a PSC name leads to its detail page, and its statement is linked', async ({ page }) => {
    await page.goto(pscs);
    const link = page.locator(`a[href="${pscs}/individual/${showcase.plcPscs.individual}"]`);
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(`${pscs}/individual/${showcase.plcPscs.individual}`, { timeout: NAVIGATION });
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`${name} – person with significant control of ALBION CONSOLIDATED HOLDINGS PLC`),
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Nature of control' })).toBeVisible();
    await expect(
      page.getByText(
        "Holds more than 25%, and no more than 50%, of the company's shares, whether directly or indirectly.",
      ),
    ).toBeVisible();
    for (const term of [
      'Notified on',
      'Date of birth',
      'Nationality',
      'Country of residence',
      'Correspondence address',
    ]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await checkA11y(page);

    await page.getByRole('link', { name: 'Read the statement about this person with significant control' }).click();
    await expect(page).toHaveURL(`${statements}/${showcase.plcStatements.linked}`, { timeout: NAVIGATION });
    await expect(page.getByText(`${name} has not answered a notice`)).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveAttribute(
      'href',
      `${pscs}/individual/${showcase.plcPscs.individual}`,
    );
  });

  test('a ceased individual shows when control ended', async ({ page }) => {
    await page.goto(`${pscs}/individual/${showcase.plcPscs.individualCeased}`);
    await expect(page.getByText('Ceased', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '31 March 2022' })).toBeVisible();
    await expect(page.getByText('Can appoint or remove most directors')).toBeVisible();
  });

  test('a corporate PSC shows how it is registered and links to its company', async ({ page }) => {
    await page.goto(`${pscs}/corporate-entity/${showcase.plcPscs.corporateEntity}`);
    await expect(page.getByRole('heading', { level: 2, name: 'HARTWELL CAPITAL PARTNERS LIMITED' })).toBeVisible();
    for (const term of [
      'Legal authority',
      'Legal form',
      'Place registered',
      'Registration number',
      'Country registered',
    ]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await page.getByRole('link', { name: new RegExp(showcase.companies.holding) }).click();
    await expect(page).toHaveURL(`/company/${showcase.companies.holding}`, { timeout: NAVIGATION });
    await expect(page.getByRole('heading', { level: 1, name: 'HARTWELL CAPITAL PARTNERS LIMITED' })).toBeVisible();
  });

  test('a legal person and a protected PSC have their own detail pages', async ({ page }) => {
    await page.goto(`${pscs}/legal-person/${showcase.plcPscs.legalPerson}`);
    await expect(page.getByText('Other legal person', { exact: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Legal authority$/ })).toBeVisible();
    await expect(page.getByText('Significant influence or control', { exact: true })).toBeVisible();

    await page.goto(`${pscs}/super-secure/${showcase.plcPscs.superSecure}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Protected person with significant control' }),
    ).toBeVisible();
    await expect(page.getByText(/details are withheld because a protection order/)).toBeVisible();
    await checkA11y(page);
  });

  test('an unknown PSC or statement gets a not-found page that says what is missing', async ({ page }) => {
    await page.goto(`${pscs}/individual/NoSuchPscIdAtAllxxxxxxxxxxx`);
    await expect(page.getByText(`The register has no person with significant control of company ${plc}`)).toBeVisible();
    await page.goto(`${statements}/NoSuchStatementAtAllxxxxxxxx`);
    await expect(page.getByText(`The register has no PSC statement of company ${plc}`)).toBeVisible();
  });

  test('an unknown PSC answers with the status 404', async ({ request }) => {
    const response = await request.get(`${pscs}/legal-person/NoSuchPscIdAtAllxxxxxxxxxxx`);
    expect(response.status()).toBe(404);
  });

  test('asking for the register view of a register the company does not keep publicly shows every PSC', async ({
    page,
  }) => {
    await page.goto(`${pscs}?register_view=true`);
    await expect(
      page.getByRole('heading', { level: 2, name: '4 active persons with significant control / 1 ceased' }),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  });

  test('a company that keeps its PSC register at the registry offers the register view, in the URL', async ({
    page,
  }) => {
    // The showcase LLP's registers stay on the public register (lib/registry-server/generator/showcase.ts).
    await page.goto(`/company/${showcase.companies.llp}/persons-with-significant-control`);
    const show = page.getByRole('group', { name: 'Show' });
    await expect(show.getByRole('link', { name: 'Register view' })).toBeVisible();
    await expect(page.getByText('The register view shows')).toHaveCount(0);
    await show.getByRole('link', { name: 'Register view' }).click();
    await expect(page).toHaveURL(/[?&]register_view=true/);
    await expect(
      page.getByText(/^The register view shows the persons with significant control on the register/),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    // The view is a deep link: reloaded, it is still the register view.
    await page.reload();
    await expect(page.getByText(/^The register view shows/)).toBeVisible();
    await expect(show.getByRole('link', { name: 'Register view' })).toHaveAttribute('aria-current', /.+/);
  });
});

test.describe('beneficial owners of an overseas entity', () => {
  test('the list is worded for beneficial owners and shows their sanctions flag and offices', async ({ page }) => {
    await page.goto(owners);
    await expect(page).toHaveTitle(/Beneficial owners of ORIEL BAY PROPERTY HOLDINGS LTD/);
    await expect(page.getByRole('heading', { level: 2, name: '4 active beneficial owners / 0 ceased' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Beneficial owners' });
    await expect(table.getByRole('row')).toHaveCount(5);
    const corporate = rowOf(page, 'HELVETIA MARITIME INVESTMENTS AG');
    await expect(corporate).toContainText('Corporate beneficial owner');
    await expect(corporate).toContainText('Principal office address');
    await expect(corporate).toContainText('Zurich');
    // Registered abroad: the number is not a link.
    await expect(corporate.getByRole('link')).toHaveCount(1);
    await expect(rowOf(page, 'Protected beneficial owner')).toContainText('beneficial owner');
    await checkA11y(page);
  });

  test('each kind of beneficial owner has a detail page', async ({ page }) => {
    const { individual, corporateEntity, legalPerson, superSecure } = showcase.overseasEntityOwners;

    await page.goto(`${owners}/individual-beneficial-owner/${individual}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Mrs Helena Margarethe Vandersloot' })).toBeVisible();
    await expect(page).toHaveTitle(
      /Mrs Helena Margarethe Vandersloot – beneficial owner of ORIEL BAY PROPERTY HOLDINGS LTD/,
    );
    await expect(page.getByRole('definition').filter({ hasText: /^November 1968$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All beneficial owners' })).toHaveAttribute('href', owners);
    await expect(page.getByRole('term').filter({ hasText: /^Sanctioned$/ })).toBeVisible();

    await page.goto(`${owners}/corporate-entity-beneficial-owner/${corporateEntity}`);
    await expect(page.getByRole('heading', { level: 2, name: 'HELVETIA MARITIME INVESTMENTS AG' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Principal office address$/ })).toBeVisible();
    await expect(page.getByText('CHE-431.207.885')).toBeVisible();
    await checkA11y(page);

    await page.goto(`${owners}/legal-person-beneficial-owner/${legalPerson}`);
    await expect(page.getByText('Beneficial owner (other legal person)', { exact: true })).toBeVisible();

    await page.goto(`${owners}/super-secure-beneficial-owner/${superSecure}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Protected beneficial owner' })).toBeVisible();
    await expect(page.getByText(/beneficial owner's details are withheld/)).toBeVisible();
  });
});

test.describe('PSC statements', () => {
  test('the list counts active and withdrawn statements and links each one', async ({ page }) => {
    await page.goto(statements);
    await expect(page).toHaveTitle(/PSC statements of ALBION CONSOLIDATED HOLDINGS PLC/);
    await expect(page.getByRole('heading', { level: 2, name: '2 active statements / 1 withdrawn' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Statements about persons with significant control' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const withdrawn = table.getByRole('row').filter({ hasText: 'still taking reasonable steps' });
    await expect(withdrawn).toContainText('Withdrawn');
    await expect(withdrawn).toContainText('14 June 2019');
    const linked = table.getByRole('row').filter({ hasText: 'has not answered a notice' });
    await expect(linked.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      `${pscs}/individual/${showcase.plcPscs.individual}`,
    );
    await checkA11y(page);

    await withdrawn.getByRole('link').first().click();
    await expect(page).toHaveURL(`${statements}/${showcase.plcStatements.withdrawn}`, { timeout: NAVIGATION });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Statement about persons with significant control' }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^14 June 2019$/ })).toBeVisible();
    await expect(page).toHaveTitle(/PSC statement of ALBION CONSOLIDATED HOLDINGS PLC/);
    await checkA11y(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of [pscs, owners, `${pscs}/corporate-entity/${showcase.plcPscs.corporateEntity}`, statements]) {
    test(`${path} does not overflow the page sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
