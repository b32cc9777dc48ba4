// Identity verification and limited partnerships on a remote registry (the scripted one,
// e2e/support/upstream.ts, serving e2e/support/identity-lists.ts in the register's 2026 shapes):
// every field of `identity_verification_details` in words on the lists, the detail pages and the
// exports; the Identity filter in the address; partners' roles and contributions, and a limited
// partnership's subtype and term; and a response without any of it rendered as before.
import { checkA11y, expect, test, type Locator, type Page } from '../support/test';
import { EVERY_FIELD, IDENTITY_PSC_SELF, VERIFICATION_DATES } from '../support/identity-lists';
import { IDENTITY_COMPANY, IDENTITY_OFFICER, LP_COMPANY, REMOTE_COMPANY } from '../support/remote';
import { formatDate } from '../../lib/labels/dates';
import { addDays } from '../../lib/registry/verification';

test.setTimeout(120_000);

const officersPath = `/company/${IDENTITY_COMPANY}/officers`;
const row = (page: Page, name: RegExp) => page.getByRole('row', { name });
/** How an overdue statement is worded: overdue from the day after the due date. */
const overdueSince = (due: string) => `Overdue since ${formatDate(addDays(due, 1))}: due by ${formatDate(due)}`;

/** Every field of EVERY_FIELD but the preferred name, as the pages word it: [term, value]. */
const EVERY_FIELD_IN_WORDS: [string, string][] = [
  ['Identity verified on', '1 December 2025'],
  ['Verified through', 'Northgate Formations Ltd (authorised corporate service provider)'],
  [
    'Anti-money-laundering supervisors',
    'HM Revenue and Customs, Institute of Chartered Accountants in England and Wales',
  ],
  ['Verification statement dated', '2 December 2025'],
  ['Verification statement from', '3 December 2025'],
  ['Verification statement until', 'No end date'],
  ['Verification statement due by', '16 December 2025'],
];

/** Each term's value in a list of facts (a table cell's or a detail page's `dl`). */
async function expectFacts(scope: Locator, facts: readonly [string, string][]) {
  for (const [term, value] of facts) {
    const dt = scope.locator('dt').filter({ hasText: new RegExp(`^${term}$`) });
    await expect(dt.locator('xpath=following-sibling::dd[1]'), term).toHaveText(value);
  }
}

test('the officers list words every state of verification and every field of the details', async ({ page }) => {
  await page.goto(officersPath);
  await expect(page.getByRole('columnheader', { name: 'Identity' })).toBeVisible();
  const ashdown = row(page, /ASHDOWN, Clara Beatrice/);
  await expect(ashdown).toContainText('Verified on 1 December 2025 by Northgate Formations Ltd');
  await expect(ashdown).toContainText('Preferred name: Clara Ashdown');
  await expectFacts(ashdown, EVERY_FIELD_IN_WORDS);
  await expect(row(page, /BRENNAN/)).toContainText('Verified on 10 January 2026');
  await expect(row(page, /CALDWELL/)).toContainText(`Due by ${formatDate(VERIFICATION_DATES.due)}`);
  await expect(row(page, /DRUMMOND/)).toContainText(overdueSince(VERIFICATION_DATES.overdue));
  await expect(row(page, /ELLISON/)).toContainText(
    `Verification withdrawn on ${formatDate(VERIFICATION_DATES.withdrawn)}`,
  );
  await expect(row(page, /FAIRBAIRN/)).toContainText(
    `${overdueSince(VERIFICATION_DATES.lawDue)} (no verification on the register; date from the law)`,
  );
  await expect(row(page, /GRANGE SECRETARIAL/)).toContainText('Not required');
  await checkA11y(page);
});

test('the Identity filter keeps the people it names, in the address and in the download', async ({ page }) => {
  await page.goto(officersPath);
  const filter = page.getByRole('group', { name: 'Identity' });
  await filter.getByRole('link', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/[?&]identity=overdue\b/);
  await expect(page.getByText('Showing 2 of 7 officers.')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(row(page, /DRUMMOND/)).toBeVisible();
  await expect(row(page, /FAIRBAIRN/)).toBeVisible();
  await expect(filter.getByRole('link', { name: 'Overdue' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: /Download all officers as CSV/ })).toHaveAttribute(
    'href',
    /identity=overdue/,
  );

  // A deep link keeps it, rendered by the server.
  await page.goto(`${officersPath}?identity=withdrawn`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, /ELLISON/)).toBeVisible();
  await page.getByRole('group', { name: 'Identity' }).getByRole('link', { name: 'Any' }).click();
  await expect(page).not.toHaveURL(/identity=/);
  await expect(page.getByRole('row')).toHaveCount(8);
});

test('an appointment’s page and a PSC’s page give the status and every field', async ({ page }) => {
  await page.goto(officersPath);
  await row(page, /ASHDOWN/)
    .getByRole('link', { name: 'Appointment details of ASHDOWN, Clara Beatrice' })
    .click();
  const section = page.getByRole('region', { name: 'Identity verification', exact: true });
  await expect(section).toContainText('Verified on 1 December 2025 by Northgate Formations Ltd');
  await expectFacts(section, [['Preferred name', EVERY_FIELD.preferred_name], ...EVERY_FIELD_IN_WORDS]);
  await checkA11y(page);

  await page.goto(IDENTITY_PSC_SELF);
  const psc = page.getByRole('region', { name: 'Identity verification', exact: true });
  await expect(psc).toContainText('Verified on 1 December 2025 by Northgate Formations Ltd');
  await expectFacts(psc, [['Preferred name', EVERY_FIELD.preferred_name], ...EVERY_FIELD_IN_WORDS]);
  await checkA11y(page);
});

test('the PSC list: every field, a super-secure PSC’s two dates, and a PSC judged from the law', async ({ page }) => {
  await page.goto(`/company/${IDENTITY_COMPANY}/persons-with-significant-control`);
  const ashdown = row(page, /Clara Beatrice Ashdown/);
  await expect(ashdown).toContainText('Verified on 1 December 2025 by Northgate Formations Ltd');
  await expectFacts(ashdown, [['Preferred name', EVERY_FIELD.preferred_name], ...EVERY_FIELD_IN_WORDS]);
  const secure = row(page, /protected/i);
  await expect(secure).toContainText('Verified on 10 February 2026');
  await expectFacts(secure, [
    ['Verification statement from', '10 February 2026'],
    ['Verification statement until', 'No end date'],
  ]);
  await expect(row(page, /Owen Drummond/)).toContainText(
    `${overdueSince(VERIFICATION_DATES.lawDue)} (no verification on the register; date from the law)`,
  );
  await page.getByRole('group', { name: 'Identity' }).getByRole('link', { name: 'Verified' }).click();
  await expect(page.getByText('Showing 2 of 3 persons with significant control.')).toBeVisible();
});

test('the exports carry the verdict and every field, and take the filter', async ({ request }) => {
  const officers = await (await request.get(`/api/export${officersPath}?format=json`)).json();
  const ashdown = officers.items.find((item: { name: string }) => item.name.startsWith('ASHDOWN'));
  expect(ashdown).toMatchObject({
    identity_status: 'verified',
    identity_verification: 'Verified on 1 December 2025 by Northgate Formations Ltd',
    identity_judged_from: 'register',
    ...EVERY_FIELD,
    anti_money_laundering_supervisory_bodies: EVERY_FIELD.anti_money_laundering_supervisory_bodies.join('; '),
  });
  expect(officers.items.map((item: { identity_status: string }) => item.identity_status)).toEqual([
    'verified',
    'verified',
    'due',
    'overdue',
    'withdrawn',
    'overdue',
    'not-required',
  ]);

  const overdue = await request.get(`/api/export${officersPath}?identity=overdue`);
  expect(overdue.headers()['content-disposition']).toContain(`${IDENTITY_COMPANY}-officers-overdue.csv`);
  const csv = (await overdue.text()).trimEnd().split('\r\n');
  expect(csv[0]).toContain('Identity verification status,Identity verification,');
  expect(csv.slice(1).map((line) => line.split(',')[1])).toEqual(['"DRUMMOND', '"FAIRBAIRN']);

  const pscs = await (
    await request.get(`/api/export/company/${IDENTITY_COMPANY}/persons-with-significant-control?format=json`)
  ).json();
  expect(pscs.items.map((item: { identity_verification: string }) => item.identity_verification)).toEqual([
    'Verified on 1 December 2025 by Northgate Formations Ltd',
    'Verified on 10 February 2026',
    `${overdueSince(VERIFICATION_DATES.lawDue)} (no verification on the register; date from the law)`,
  ]);
  expect(pscs.items[1]).toMatchObject({
    appointment_verification_start_on: '2026-02-10',
    appointment_verification_end_on: '9999-12-31',
    preferred_name: null,
  });
});

test('an officer’s appointments: the preferred name, verification per appointment and a partner’s contribution', async ({
  page,
  request,
}) => {
  await page.goto(`/officers/${IDENTITY_OFFICER}/appointments`);
  await expect(page.getByText('Preferred name: Clara Ashdown')).toBeVisible();
  await expect(row(page, /ASHDOWN VERIFIED TRADING/)).toContainText(
    'Verified on 1 December 2025 by Northgate Formations Ltd',
  );
  const partnership = row(page, /GLENCAIRN GROWTH PARTNERS/);
  await expect(partnership).toContainText('Limited partner');
  await expectFacts(partnership, [['Capital contribution', '£25,000 (money, land or property)']]);
  // The register's own due date, nothing from the law: the appointment names no company type.
  await expect(row(page, /ASHDOWN PROPERTY/)).toContainText(overdueSince(VERIFICATION_DATES.overdue));
  await expect(row(page, /ASHDOWN HOLDINGS/)).toContainText('Not required (verified on 20 January 2026)');
  await checkA11y(page);

  const exported = await (
    await request.get(`/api/export/officers/${IDENTITY_OFFICER}/appointments?format=json`)
  ).json();
  expect(exported.items[1]).toMatchObject({
    contribution_currency_type: 'GBP',
    contribution_currency_value: '25000',
    contribution_sub_types: 'money; land-or-property',
    contribution: '£25,000 (money, land or property)',
    identity_status: null,
  });
  expect(exported.items[0]).toMatchObject({ identity_status: 'verified', preferred_name: 'Clara Ashdown' });
});

test('a limited partnership: its subtype and term, its partners’ roles and contributions', async ({ page }) => {
  await page.goto(`/company/${LP_COMPANY}`);
  await expect(page.getByText('Limited partnership (Scottish limited partnership)').first()).toBeVisible();
  await expect(page.getByText('Until the partnership is dissolved')).toBeVisible();

  await page.goto(`/company/${LP_COMPANY}/officers`);
  await expect(row(page, /HOLLOWAY/)).toContainText('General partner');
  await expect(row(page, /HOLLOWAY/)).toContainText('Verified on 1 June 2026');
  await expect(row(page, /LOCHSIDE GP/)).toContainText('General partner (corporate body)');
  const maclean = row(page, /MACLEAN/);
  await expect(maclean).toContainText('Limited partner');
  await expectFacts(maclean, [['Capital contribution', '£25,000 (money, land or property)']]);
  await expect(maclean).toContainText('Not required');
  await expectFacts(row(page, /ABERFELDY/), [
    ['Capital contribution', '€1,250,000.50 (shares, services or goods, another kind of asset)'],
  ]);
  await maclean.getByRole('link', { name: 'Appointment details of MACLEAN, Fiona' }).click();
  await expectFacts(page.getByRole('region', { name: 'Appointment', exact: true }), [
    ['Capital contribution', '£25,000 (money, land or property)'],
  ]);
});

test('a response without verification details renders as before', async ({ page }) => {
  await page.goto(`/company/${REMOTE_COMPANY}/officers`);
  const okafor = row(page, /OKAFOR, Daniel Chukwuemeka/);
  await expect(okafor).toContainText('Director');
  await expect(okafor).toContainText('Formerly Daniel OKAFOR-BELL');
  // A company of a type the rule does not know: nobody has to verify, and no filter is offered.
  await expect(okafor).toContainText('Not required');
  await expect(page.getByRole('group', { name: 'Identity' })).toHaveCount(0);
  // A PSC without details, who need not verify (ceased): no section at all.
  await page.goto(`/company/${REMOTE_COMPANY}/persons-with-significant-control/individual/Cd8Ef2Gh6Ij0Kl4Mn8Op2Qr6St0`);
  await expect(page.getByRole('heading', { name: /Martin Price/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Identity verification', exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('each officer’s Identity is a labelled value of their card, with no sideways scrolling', async ({ page }) => {
    await page.goto(officersPath);
    const cells = page.locator('td[data-label="Identity"]');
    await expect(cells).toHaveCount(7);
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(
      page.getByRole('group', { name: 'Identity' }).getByRole('link', { name: 'Not required' }),
    ).toBeVisible();
  });
});
