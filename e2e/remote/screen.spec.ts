// Screening on a remote registry (the scripted one, e2e/support/upstream.ts): a list's number is
// looked up at the registry and its company read through the gateway; a number it does not hold
// is `none`; signals that need what a remote registry lacks (the address index) are listed as
// not checked, never dropped. Pacing inside a client's share is covered by the worker's unit
// test (lib/screening/worker.test.ts): this server's quota is set large for the other specs.
import { expect, test } from '../support/test';
import { MISSING_COMPANY, REMOTE_COMPANY } from '../support/remote';

test.setTimeout(120_000);

test('a list is screened against the remote registry, its files listing what was not checked', async ({
  page,
  request,
}) => {
  const made = await request.post('/api/screen', {
    data: { lines: [{ company_number: REMOTE_COMPANY.replace(/^0+/, '') }, { company_number: MISSING_COMPANY }] },
  });
  expect(made.status()).toBe(202);
  const { run_id: runId } = await made.json();
  await expect
    .poll(async () => (await (await request.get(`/api/screen/${runId}`)).json()).status, { timeout: 90_000 })
    .toBe('done');
  const results = await (await request.get(`/api/screen/${runId}/results`)).json();
  expect(results.items.map((row: { match: { how: string } }) => row.match.how)).toEqual(['number', 'none']);
  expect(results.items[0].match.company_number).toBe(REMOTE_COMPANY);
  expect(results.items[0].company.company_status).toBeTruthy();
  const csv = await (await request.get(`/api/screen/${runId}/results?format=csv`)).text();
  const [header, first] = csv.replace(/^\ufeff/, '').split(/\r?\n/);
  const notChecked = header!.split(',').indexOf('Signals not checked');
  expect(notChecked).toBeGreaterThan(0);
  expect(first).toContain('address-hub');

  await page.goto(`/screen/${runId}`);
  await expect(page.getByRole('row').filter({ hasText: REMOTE_COMPANY.replace(/^0+/, '') })).toContainText(
    'not checked',
  );
});
