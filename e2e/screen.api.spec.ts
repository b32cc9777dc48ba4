// POST /api/screen and its run's answers, as the issue keeps them exactly; every bad list
// refused with a clear 400 or 413 naming what is wrong, and no run made for it.
import { deflateRawSync } from 'node:zlib';
import { expect, showcase, test, type APIRequestContext } from './support/test';
import { zip } from '../lib/screening/zip';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function runCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/screen');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { runs: unknown[] }).runs.length;
}

async function waitDone(request: APIRequestContext, runId: string) {
  await expect
    .poll(async () => ((await (await request.get(`/api/screen/${runId}`)).json()) as { status: string }).status, {
      timeout: 30_000,
    })
    .toBe('done');
}

test('a CSV list makes a run whose status and results have the documented shapes', async ({ request }) => {
  const made = await request.post('/api/screen', {
    headers: { 'content-type': 'text/csv' },
    data: `company_number,company_name,postcode\n${showcase.companies.plc.replace(/^0+/, '')},,\n,Brightwater Digital Ltd,\n,Zorquavex Linthamur Trading Ltd,\n`,
  });
  expect(made.status()).toBe(202);
  const body = await made.json();
  expect(Object.keys(body).sort()).toEqual(['links', 'run_id', 'total']);
  expect(body.total).toBe(3);
  expect(body.links).toEqual({ self: `/api/screen/${body.run_id}`, results: `/api/screen/${body.run_id}/results` });
  await waitDone(request, body.run_id);

  const status = await (await request.get(body.links.self)).json();
  expect(status).toEqual({
    run_id: body.run_id,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    total: 3,
    done: 3,
    matched: 2,
    status: 'done',
  });

  const results = await (await request.get(`${body.links.results}?format=json&start_index=0&items_per_page=2`)).json();
  expect(results.total_results).toBe(3);
  expect(results.items).toHaveLength(2);
  const [first] = results.items;
  expect(Object.keys(first).sort()).toEqual(['company', 'input', 'line', 'match', 'signals']);
  expect(first.match).toEqual({
    how: 'number',
    company_number: showcase.companies.plc,
    company_name: 'ALBION CONSOLIDATED HOLDINGS PLC',
    confidence: 1,
  });
  expect(Object.keys(first.company).sort()).toEqual(
    [
      'accounts_due_on',
      'company_status',
      'confirmation_statement_due_on',
      'date_of_creation',
      'officers_current',
      'postal_code',
      'pscs_current',
      'type',
    ].sort(),
  );
  for (const signal of first.signals) expect(Object.keys(signal).sort()).toEqual(['code', 'severity']);

  const ndjson = await (await request.get(`${body.links.results}?format=ndjson`)).text();
  expect(
    ndjson
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).match.how),
  ).toEqual(['number', 'name', 'none']);
  const csv = await request.get(`${body.links.results}?format=csv`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(4);
  const xlsx = await request.get(`${body.links.results}?format=xlsx`);
  expect(xlsx.headers()['content-type']).toBe(XLSX);
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
});

test('JSON lists are read too', async ({ request }) => {
  const made = await request.post('/api/screen', {
    data: {
      lines: [{ company_number: showcase.companies.scottish.toLowerCase() }, { company_name: 'Brightwater Digital' }],
    },
  });
  expect(made.status()).toBe(202);
  expect((await made.json()).total).toBe(2);
});

test('bad lists are refused with a clear error and make no run', async ({ request }) => {
  // A run first, so that this browser's list of runs exists to count.
  expect((await request.post('/api/screen', { data: { lines: [{ company_number: '1' }] } })).status()).toBe(202);
  const before = await runCount(request);
  const refused = async (type: string, data: string | Buffer, status: number, message: RegExp) => {
    const response = await request.post('/api/screen', { headers: { 'content-type': type }, data });
    expect(response.status(), String(message)).toBe(status);
    const body = await response.json();
    expect(body.errors[0].error).toMatch(message);
  };
  const binary = Buffer.from(Array.from({ length: 2_000 }, (_, i) => (i * 37) % 256));
  await refused('text/csv', binary, 400, /not text|not a CSV/);
  await refused('text/csv', Buffer.from('%PDF-1.7\n...'), 400, /a PDF/);
  await refused('text/csv', 'company_name\nAcme\n"Broken Ltd\nMore\n', 400, /line 3: a quoted field is never closed/);
  const many = `company_number\n${Array.from({ length: 10_001 }, (_, i) => i + 1).join('\n')}\n`;
  await refused('text/csv', many, 400, /more than 10,000 lines/);
  await refused('text/csv', `company_name\n${'x'.repeat(2_000)}\n`, 400, /line 2 is too long/);
  await refused('text/csv', 'foo,bar\n1,2\n', 400, /no usable column/);
  await refused('application/json', '{"lines": 5}', 400, /lines must be a list/);
  await refused('text/csv', `company_name\n${'Acme Widgets Limited\n'.repeat(260_000)}`, 413, /larger than 5 MB/);
  // An XLSX whose sheet would unpack to 60 MB from about 60 KB.
  const sheet = Buffer.alloc(60 * 1024 * 1024, 'a');
  expect(deflateRawSync(sheet).length).toBeLessThan(1024 * 1024);
  const bomb = zip([
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
  await refused(XLSX, bomb, 400, /zip bomb/);
  expect(await runCount(request)).toBe(before);
});

test('a run that does not exist is a 404; a bad results query a 400', async ({ request }) => {
  expect((await request.get('/api/screen/AAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await request.get('/api/screen/not-a-run')).status()).toBe(404);
  const made = await (await request.post('/api/screen', { data: { lines: [{ company_number: '1' }] } })).json();
  const bad = await request.get(`/api/screen/${made.run_id}/results?format=pdf`);
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors[0].error).toMatch(/format must be one of/);
});
