// Identity checks on a remote registry (the scripted one, e2e/support/upstream.ts): the
// same-person search costs registry requests, so the officer's page offers it as a link and
// runs it when asked; the officers list still renders with its disqualification checks.
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
  await expect(section.getByText(/No other officer id with this name|score \d\.\d\d/).first()).toBeVisible();
});

test('the officers list renders with its disqualification checks', async ({ page }) => {
  await page.goto(`/company/${REMOTE_COMPANY}/officers`);
  await expect(page.getByRole('table').first()).toBeVisible();
});
