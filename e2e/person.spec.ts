// People, not officer ids: from an officer's page to the person (the showcase person under three
// officer ids), the person API and its refusals, the export of their table, and the analyst's
// own decision on a record, kept and shown as theirs.
import { expect as baseExpect, test, checkA11y, showcase } from './support/test';

const identity = showcase.identity;
const appointmentsOf = (officerId: string) => `/officers/${officerId}/appointments`;

test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 20_000 });

test('from an officer’s page to the person: every officer id of hers, the evidence, one table', async ({
  page,
  request,
}) => {
  const person = await (await request.get(`/api/people/${identity.person}`)).json();
  await page.goto(appointmentsOf(identity.personShortName));
  const line = page.getByTestId('person-line').getByRole('link');
  await expect(line).toHaveText(
    `This person: 4 appointments, PSC of ${person.psc_count} compan${person.psc_count === 1 ? 'y' : 'ies'}`,
  );
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/people/${identity.person}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'HOLLOWAY, Margaret Anne' })).toBeVisible();
  await expect(page.getByTestId('person-counts')).toContainText('4 appointments');

  // Her three officer ids (a move, a dropped middle name) and her PSC entries, with the evidence.
  const records = page.getByRole('region', { name: /Their records/ }).getByTestId('person-record');
  await expect(records).toHaveCount(person.records.length);
  for (const officerId of [identity.person, identity.personMoved, identity.personShortName])
    await expect(records.locator(`a[href="${appointmentsOf(officerId)}"]`)).toHaveCount(1);
  await expect(records.filter({ hasText: 'middle name ANNE on one record only' })).toHaveCount(1);
  // Her namesake, born in another year, is not among them.
  await expect(page.locator(`a[href="${appointmentsOf(identity.namesake)}"]`)).toHaveCount(0);

  // Every appointment and every PSC entry, in one table.
  const pscEntries = person.records.filter((record: { kind: string }) => record.kind === 'psc').length;
  const table = page.getByRole('region', { name: 'Appointments and control' });
  await expect(table.locator('tbody tr')).toHaveCount(4 + pscEntries);
  await expect(table.getByRole('link', { name: /Download all .* as CSV/ })).toHaveAttribute(
    'href',
    `/api/export/people/${identity.person}/records?format=csv`,
  );
  // The signals of her current companies, across all her officer ids.
  const signals = page.getByTestId('officer-signals');
  await expect(signals.getByRole('heading', { name: 'Signals of their current companies' })).toBeVisible();
  await expect(signals).toContainText(/\d+ current compan(y|ies) checked/);
  await checkA11y(page);
});

test('the analyst’s decision on a record is kept and shown as theirs', async ({ page }) => {
  await page.goto(`/people/${identity.person}`);
  const record = page
    .getByRole('region', { name: /Their records/ })
    .getByTestId('person-record')
    .filter({ hasText: 'middle name ANNE on one record only' });
  await record.getByRole('button', { name: 'Not the same person' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${identity.person}#possible-heading$`));
  const kept = page
    .getByRole('region', { name: /Their records/ })
    .getByTestId('person-record')
    .filter({ hasText: 'middle name ANNE on one record only' });
  await expect(kept.getByTestId('analyst-decision')).toContainText('You: not the same person');
  await kept.getByRole('button', { name: 'Withdraw my decision' }).click();
  await expect(page.getByRole('region', { name: /Their records/ }).getByTestId('analyst-decision')).toHaveCount(0);
});

test.describe('the person API', () => {
  test('a person, and the same person for each of her records', async ({ request }) => {
    const answer = await request.get(`/api/people/${identity.person}`);
    expect(answer.status()).toBe(200);
    const person = await answer.json();
    expect(person).toMatchObject({
      person_id: identity.person,
      name: 'HOLLOWAY, Margaret Anne',
      date_of_birth: { month: 5, year: 1966 },
      nationalities: ['British'],
      countries_of_residence: ['England'],
      appointments_count: 4,
    });
    expect(Object.keys(person).sort()).toEqual(
      [
        'appointments_count',
        'countries_of_residence',
        'date_of_birth',
        'name',
        'nationalities',
        'person_id',
        'possible',
        'psc_count',
        'records',
      ].sort(),
    );
    expect(person.records.filter((record: { kind: string }) => record.kind === 'officer')).toHaveLength(3);
    for (const record of person.records) {
      expect(Object.keys(record).sort()).toEqual(['confidence', 'evidence', 'kind', 'link', 'name']);
      const lookup = await request.get(`/api/people/lookup?record=${encodeURIComponent(record.link)}`);
      expect(await lookup.json()).toEqual({ record: record.link, person_id: identity.person });
    }
  });

  test('404 for an unknown person or record; 400 naming the parameter for what is not a record', async ({
    request,
  }) => {
    expect((await request.get('/api/people/NoSuchPersonId0000000000000')).status()).toBe(404);
    const unknown = await request.get(
      `/api/people/lookup?record=${encodeURIComponent('/officers/NoSuchOfficer000/appointments')}`,
    );
    expect(unknown.status()).toBe(404);
    for (const record of ['', '/company/00719244', '/officers/x y/appointments']) {
      const bad = await request.get(`/api/people/lookup?record=${encodeURIComponent(record)}`);
      expect(bad.status()).toBe(400);
      expect((await bad.json()).errors[0]).toMatchObject({ location: 'record', location_type: 'query-parameter' });
    }
  });

  test('the person’s table as CSV', async ({ request }) => {
    const csv = await request.get(`/api/people/${identity.person}/records?format=csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toContain(`person-${identity.person}-records.csv`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Company number,Company name,/);
    const person = await (await request.get(`/api/people/${identity.person}`)).json();
    const entries = person.records.filter((record: { kind: string }) => record.kind === 'psc').length;
    expect(lines).toHaveLength(1 + person.appointments_count + entries);
  });
});
