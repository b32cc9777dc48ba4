// A person on a remote registry (the scripted one, e2e/support/upstream.ts): no index of people,
// so the officer's page offers to look for them, and the person page says how far it looked.
import { expect, test } from '../support/test';
import { REMOTE_OFFICER } from '../support/remote';

test.setTimeout(120_000);

test('the person is looked for around the officer, and the page says how far it looked', async ({ page, request }) => {
  await page.goto(`/officers/${REMOTE_OFFICER}/appointments`);
  const line = page.getByTestId('person-line');
  await expect(line).toContainText(/up to \d+ registry requests/);
  await line.getByRole('link', { name: 'This person: their other officer ids and PSC entries' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${REMOTE_OFFICER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'HARTWELL, Joanna Clare' })).toBeVisible();
  // The scripted officer search finds no other HARTWELL: one record, and the page says what it read.
  await expect(page.getByTestId('person-looked')).toContainText(/one officer search for “JOANNA HARTWELL”/);
  await expect(page.getByTestId('person-looked')).toContainText(/\d+ registry calls? of \d+ allowed/);
  await expect(page.getByRole('region', { name: /Their records/ }).getByTestId('person-record')).toHaveCount(1);

  const lookup = await request.get(`/api/people/lookup?record=/officers/${REMOTE_OFFICER}/appointments`);
  expect(await lookup.json()).toEqual({
    record: `/officers/${REMOTE_OFFICER}/appointments`,
    person_id: REMOTE_OFFICER,
  });
});
