// Identity on the officer pages (lib/network): the showcase person under three ids sees the other
// two, scored above her namesake; a director who matches a disqualified officer is flagged on the
// company's officers list and on his own page, with a link to the disqualification, which links
// back to his officer record; with and without JavaScript.
import { checkA11y, expect, showcase, test, type Page } from './support/test';

const id = showcase.identity;

// Two pages each checked with axe in one test: more than the default allows on a loaded machine.
test.setTimeout(90_000);
const officerPage = (officerId: string) => `/officers/${officerId}/appointments`;

async function expectSamePersonList(page: Page) {
  const section = page.getByRole('region', { name: 'Possibly the same person' });
  await expect(section).toBeVisible();
  const items = section.getByRole('listitem').filter({ has: page.getByRole('link') });
  // Her other two ids first, likely; the namesake last, unlikely.
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', officerPage(id.personMoved));
  await expect(items.nth(0)).toContainText('(likely)');
  await expect(items.nth(0)).toContainText('1 co-officer in common: KEMBLE, Peter James');
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', officerPage(id.personShortName));
  await expect(items.nth(1)).toContainText('middle name ANNE on one record only');
  const namesake = section.getByRole('listitem').filter({ has: page.locator(`a[href="${officerPage(id.namesake)}"]`) });
  await expect(namesake).toContainText('(unlikely)');
  await expect(namesake).toContainText('born in another month: May 1966 and February 1958');
  return section;
}

async function expectFlag(page: Page) {
  const flag = page.getByTestId('possibly-disqualified');
  await expect(flag).toContainText('Possibly disqualified: see Dennis Roy WHITLOCK');
  await expect(flag).toContainText(/disqualified \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);
  await expect(flag.getByRole('link', { name: 'Dennis Roy WHITLOCK' })).toHaveAttribute(
    'href',
    `/disqualified-officers/natural/${id.disqualification}`,
  );
  return flag;
}

test.describe('possibly the same person', () => {
  test('lists the showcase person’s other ids with scores and evidence, and opens one', async ({ page }) => {
    await page.goto(officerPage(id.person));
    const section = await expectSamePersonList(page);
    await checkA11y(page);
    await section.getByRole('link').first().click();
    await expect(page).toHaveURL(officerPage(id.personMoved));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HOLLOWAY, Margaret Anne');
    // From the new id, the first one is a candidate in turn.
    await expect(
      page.getByRole('region', { name: 'Possibly the same person' }).locator(`a[href="${officerPage(id.person)}"]`),
    ).toBeVisible();
  });
});

test.describe('possibly disqualified', () => {
  test('flags the director on the company’s officers list and on his page, linked to the disqualification', async ({
    page,
  }) => {
    await page.goto(`/company/${id.companies.disqualifiedDirectorCompany}/officers`);
    const row = page.getByRole('row').filter({ hasText: 'WHITLOCK, Dennis Roy' });
    await expect(row.getByTestId('possibly-disqualified')).toBeVisible();
    // Only him: his co-director is not flagged.
    await expect(page.getByTestId('possibly-disqualified')).toHaveCount(1);
    await checkA11y(page);

    await page.goto(officerPage(id.possiblyDisqualified));
    const flag = await expectFlag(page);
    await flag.getByText('Why we think so (the register does not link these records)').click();
    await expect(flag.getByText('same name once normalised: DENNIS ROY WHITLOCK')).toBeVisible();
    await checkA11y(page);
    await flag.getByRole('link', { name: 'Dennis Roy WHITLOCK' }).click();
    await expect(page).toHaveURL(`/disqualified-officers/natural/${id.disqualification}`);
    // And back: the disqualification lists the officer record it may be, with why.
    const officers = page.getByRole('region', { name: 'Officer records' });
    await expect(officers).toContainText('Possibly the same person as these officers:');
    await expect(officers.locator(`a[href="${officerPage(id.possiblyDisqualified)}"]`)).toHaveText(
      'WHITLOCK, Dennis Roy',
    );
    await officers.getByText('Why we think so (the register does not link these records)').first().click();
    await expect(officers.getByText('same name once normalised: DENNIS ROY WHITLOCK').first()).toBeVisible();
    await checkA11y(page);
  });

  test('flags him on the company’s overview too, linked to his record and the disqualification', async ({ page }) => {
    await page.goto(`/company/${id.companies.disqualifiedDirectorCompany}`);
    const section = page.getByRole('region', { name: 'Disqualification check' });
    await expect(section.getByRole('link', { name: 'WHITLOCK, Dennis Roy' })).toHaveAttribute(
      'href',
      officerPage(id.possiblyDisqualified),
    );
    await expect(section.getByTestId('possibly-disqualified')).toHaveCount(1);
    await expectFlag(page);
    await checkA11y(page);
    // A company whose officers match no one has no such section.
    await page.goto(`/company/${showcase.companies.plc}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disqualification check' })).toHaveCount(0);
  });

  test('does not flag an officer who matches no one', async ({ page }) => {
    await page.goto(officerPage(id.person));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HOLLOWAY, Margaret Anne');
    await expect(page.getByTestId('possibly-disqualified')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same-person list and the flags are in the page the server sends', async ({ page }) => {
    await page.goto(officerPage(id.person));
    await expectSamePersonList(page);
    await page.goto(officerPage(id.possiblyDisqualified));
    await expectFlag(page);
    await page.goto(`/company/${id.companies.disqualifiedDirectorCompany}/officers`);
    await expect(page.getByTestId('possibly-disqualified')).toHaveCount(1);
  });
});
