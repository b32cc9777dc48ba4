// Identity checks on a remote registry (the scripted one, e2e/support/upstream.ts): the
// same-person search costs registry requests, so the officer's page offers it as a link and
// runs it when asked; the officers list says which officers it could not check for disqualification.
import { expect, test } from '../support/test';
import { REMOTE_COMPANY, REMOTE_OFFICER } from '../support/remote';

test.setTimeout(120_000);

test('the same-person search runs when the reader asks, within its budget', async ({ page }) => {
  await page.goto(`/officers/${REMOTE_OFFICER}/appointments`);
  const section = page.getByRole('region', { name: 'Possibly the same person' });
  const ask = section.getByRole('link', { name: 'Look for other ids of this person' });
  await expect(ask).toBeVisible();
  await expect(section).toContainText(/up to \d+ registry requests/);
  await ask.click();
  await expect(page).toHaveURL(/same_person=1/);
  await expect(section.getByRole('link', { name: 'Look for other ids of this person' })).toHaveCount(0);
  // The scripted officer search finds only OKAFOR and a corporate secretary (search-officers.json),
  // whose names disagree with HARTWELL's: no candidate, and that is what the section says.
  await expect(section.getByText('No other officer id with this name.', { exact: true })).toBeVisible();
  await expect(section.getByText(/score \d\.\d\d/)).toHaveCount(0);
});

// What the scripted registry determines for the officers list: three people with a month of
// birth (HARTWELL, OKAFOR, PRICE) go to the disqualification check; the corporate secretary has
// no date of birth and is never checked. The scripted registry allows 600 calls a window and the
// remote suite spends a few hundred at most, so its budget is not low (the app's REGISTRY_RATE_LIMIT
// is 100000 there, but "low" is measured against the registry's own X-Ratelimit-Limit), and each
// person is searched for. Its disqualified-officer search finds only a PENHALIGON born 1971 and a
// corporate body, so nobody is flagged, and nobody is "not checked". The list is asked in an
// order no other spec asks for, so its read goes to the registry now.
test('the officers list checks each person for disqualification and flags none', async ({ page }) => {
  await page.goto(`/company/${REMOTE_COMPANY}/officers?order_by=resigned_on`);
  const table = page.getByRole('table', { name: `Officers of company ${REMOTE_COMPANY}` });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  for (const person of [
    'HARTWELL, Joanna Clare',
    'OKAFOR, Daniel Chukwuemeka',
    'PRICE, Martin',
    'MERIDIAN COMPANY SECRETARIES LIMITED',
  ])
    await expect(row(person)).toBeVisible();
  await expect(table.getByText(/not checked/i)).toHaveCount(0);
  await expect(page.getByTestId('possibly-disqualified')).toHaveCount(0);
});
