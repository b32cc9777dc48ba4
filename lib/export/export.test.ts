import { describe, expect, it } from 'vitest';
import { RegistryError } from '@/lib/registry/errors';
import { officerRoleLabel } from '@/lib/labels/people';
import type { OfficerSummary } from '@/lib/registry/schemas';
import {
  csvWriter,
  exportEvents,
  exportStream,
  jsonWriter,
  type ExportEvent,
  type ExportOptions,
  type ExportSource,
} from './export';
import { companyNumberField, field, idFrom, pageUrl } from './fields';

const officer = (i: number, name = `OFFICER ${i}, Test`): OfficerSummary => ({
  name,
  officer_role: 'director',
  appointed_on: '2020-01-02',
  links: { officer: { appointments: `/officers/id${i}/appointments` } },
});

/** A list of `size` rows served `pageSize` at a time, with optional failures and a budget that runs out. */
function fakeSource(
  size: number,
  {
    failAt,
    lowAfter,
    lowFor = Infinity,
    total = size,
    cached = 0,
  }: {
    failAt?: { call: number; error: unknown };
    lowAfter?: number;
    lowFor?: number;
    total?: number | null;
    cached?: number;
  } = {},
) {
  const calls: { start: number; size: number }[] = [];
  let lowChecks = 0;
  const source: ExportSource = {
    async fetchPage(start, pageSize) {
      calls.push({ start, size: pageSize });
      if (failAt && calls.length === failAt.call) throw failAt.error;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, size - start)) }, (_, i) => officer(start + i));
      return { items, total: total ?? undefined, calls: calls.length <= cached ? 0 : 1 };
    },
    async budgetLow() {
      // Low from the `lowAfter`th call on, for `lowFor` checks.
      return lowAfter !== undefined && calls.length >= lowAfter && lowChecks++ < lowFor;
    },
  };
  return { source, calls };
}

/** A sleep that only records how long it was asked to wait. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

async function collect(source: ExportSource, options: ExportOptions) {
  const events: ExportEvent[] = [];
  for await (const event of exportEvents(source, options)) events.push(event);
  const rows = events.flatMap((event) => (event.type === 'rows' ? event.items : []));
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error('no end event');
  return { rows, outcome: end.outcome };
}

/** The stream's text with its byte-order mark kept (Response.text() drops it). */
async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

// Fields as a list declares them (lib/export/lists/).
const fields = [
  companyNumberField<OfficerSummary>(),
  field<OfficerSummary>('name', 'Name', (o) => o.name),
  field<OfficerSummary>('officer_role', 'Role (registry key)', (o) => o.officer_role),
  field<OfficerSummary>('officer_role_label', 'Role', (o) => officerRoleLabel(o.officer_role)),
  field<OfficerSummary>('appointed_on', 'Appointed on', (o) => o.appointed_on),
  field<OfficerSummary>('resigned_on', 'Resigned on', (o) => o.resigned_on),
  field<OfficerSummary>('officer_id', 'Officer id', (o) => idFrom(o.links.officer.appointments, 'officers')),
  field<OfficerSummary>('url', 'Officer appointments page', (o, context) =>
    pageUrl(o.links.officer.appointments, context),
  ),
];
const description = {
  fields,
  source: '/company/00719244/officers',
  query: {},
  total: 5,
  context: { origin: 'https://registry.example.org', params: { company_number: '00719244' } },
  now: () => new Date('2026-01-02T03:04:05Z'),
};

describe('exportEvents', () => {
  it('pages through the whole list at the given page size', async () => {
    const { source, calls } = fakeSource(230);
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000 });
    expect(rows).toHaveLength(230);
    expect(outcome).toEqual({ complete: true, rows: 230 });
    expect(calls).toEqual([
      { start: 0, size: 100 },
      { start: 100, size: 100 },
      { start: 200, size: 100 },
    ]);
  });

  it('starts from a first page read beforehand', async () => {
    const { source, calls } = fakeSource(150);
    const first = await source.fetchPage(0, 100);
    calls.length = 0;
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000, first });
    expect(rows).toHaveLength(150);
    expect(outcome.complete).toBe(true);
    expect(calls).toEqual([{ start: 100, size: 100 }]);
  });

  it('stops at the cap and says so', async () => {
    const { source, calls } = fakeSource(1000);
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 250 });
    expect(rows).toHaveLength(250);
    expect(outcome).toEqual({ complete: false, rows: 250, reason: 'cap', message: 'stopped after 250 rows (cap)' });
    expect(calls).toHaveLength(3);
  });

  it('is complete when the list is exactly as long as the cap', async () => {
    const { source } = fakeSource(200);
    expect((await collect(source, { pageSize: 100, cap: 200 })).outcome).toEqual({ complete: true, rows: 200 });
  });

  it('ends on a short page when the registry gives no total (charges)', async () => {
    const { source, calls } = fakeSource(130, { total: null });
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000 });
    expect(rows).toHaveLength(130);
    expect(outcome.complete).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('waits while the upstream budget is low, and stops when it stays low', async () => {
    const { source, calls } = fakeSource(1000, { lowAfter: 2 });
    const { waits, sleep } = fakeSleep();
    const { rows, outcome } = await collect(source, {
      pageSize: 100,
      cap: 5000,
      sleep,
      waitStepMs: 5_000,
      maxWaitMs: 30_000,
    });
    expect(rows).toHaveLength(200);
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([5_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
    expect(outcome).toMatchObject({ complete: false, rows: 200, reason: 'budget' });
    if (!outcome.complete)
      expect(outcome.message).toMatch(/^stopped after 200 rows \(the registry request budget is running low/);
  });

  it('goes on once the budget comes back', async () => {
    const { source, calls } = fakeSource(400, { lowAfter: 2, lowFor: 2 });
    const { waits, sleep } = fakeSleep();
    const { outcome } = await collect(source, { pageSize: 100, cap: 5000, sleep, waitStepMs: 5_000 });
    expect(outcome).toEqual({ complete: true, rows: 400 });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([5_000, 5_000]);
  });

  it('waits out a refusal for the time the gateway names, then asks again', async () => {
    const { source, calls } = fakeSource(300, {
      failAt: { call: 2, error: new RegistryError('rate-limited', 'share spent', { retryAfterSeconds: 12 }) },
    });
    const { waits, sleep } = fakeSleep();
    const { outcome } = await collect(source, { pageSize: 100, cap: 5000, sleep });
    expect(outcome).toEqual({ complete: true, rows: 300 });
    expect(waits).toEqual([12_000]);
    expect(calls.map((call) => call.start)).toEqual([0, 100, 100, 200]);
  });

  it('stops at the call cap, counting only the calls that reached the registry, and says the cap', async () => {
    const { source, calls } = fakeSource(1000, { cached: 2 });
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000, maxCalls: 3 });
    expect(calls).toHaveLength(5);
    expect(rows).toHaveLength(500);
    expect(outcome).toEqual({
      complete: false,
      rows: 500,
      reason: 'calls',
      message:
        'stopped after 500 rows (call cap: an export makes at most 3 registry calls; narrow the list or filter it)',
    });
  });

  it('keeps what it has when the registry fails half-way', async () => {
    const { source } = fakeSource(1000, {
      failAt: { call: 3, error: new RegistryError('upstream', 'boom', { status: 500 }) },
    });
    const { rows, outcome } = await collect(source, {
      pageSize: 100,
      cap: 5000,
      describe: () => 'We could not get this information from the registry just now.',
    });
    expect(rows).toHaveLength(200);
    expect(outcome).toEqual({
      complete: false,
      rows: 200,
      reason: 'registry',
      message:
        'stopped after 200 rows (the registry failed: We could not get this information from the registry just now.)',
    });
  });

  it('explains the search window (416) apart from other failures', async () => {
    const { source } = fakeSource(5000, {
      failAt: { call: 11, error: new RegistryError('range-not-satisfiable', 'past the end', { status: 416 }) },
    });
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000 });
    expect(rows).toHaveLength(1000);
    expect(outcome).toMatchObject({ complete: false, reason: 'search-limit' });
  });

  it('ends on an empty page even when the total promised more', async () => {
    const { source } = fakeSource(150, { total: 400 });
    const { rows, outcome } = await collect(source, { pageSize: 100, cap: 5000 });
    expect(rows).toHaveLength(150);
    expect(outcome.complete).toBe(true);
  });
});

describe('export streams', () => {
  it('writes CSV with a BOM, a header, escaped rows and no marker when complete', async () => {
    const { source } = fakeSource(2);
    const csv = await text(exportStream(exportEvents(source, { pageSize: 100, cap: 10 }), csvWriter(description)));
    expect(csv.startsWith('\uFEFFCompany number,Name,Role (registry key),Role,Appointed on')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, the empty string after the last CRLF
    expect(lines[1]).toBe(
      '00719244,"OFFICER 0, Test",director,Director,2020-01-02,,id0,https://registry.example.org/officers/id0/appointments',
    );
    expect(csv).not.toContain('# partial');
  });

  it('ends a capped CSV with the partial marker line', async () => {
    const { source } = fakeSource(30);
    const csv = await text(exportStream(exportEvents(source, { pageSize: 10, cap: 25 }), csvWriter(description)));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 25 + 1);
    expect(lines.at(-1)).toBe('# partial: stopped after 25 rows (cap)');
  });

  it('writes JSON that parses, with the partial reason when it stopped early', async () => {
    const { source } = fakeSource(30);
    const json = JSON.parse(
      await text(exportStream(exportEvents(source, { pageSize: 10, cap: 25 }), jsonWriter(description))),
    );
    expect(json.export).toMatchObject({
      source: '/company/00719244/officers',
      total_results: 5,
      generated_at: '2026-01-02T03:04:05.000Z',
    });
    expect(json.export.columns).toContain('officer_role_label');
    expect(json.items).toHaveLength(25);
    expect(json.items[0]).toMatchObject({
      company_number: '00719244',
      name: 'OFFICER 0, Test',
      officer_role: 'director',
      officer_role_label: 'Director',
      resigned_on: null,
    });
    expect(json).toMatchObject({
      rows: 25,
      complete: false,
      partial: { reason: 'cap', message: 'stopped after 25 rows (cap)' },
    });
  });

  it('writes complete and empty JSON lists', async () => {
    expect(
      JSON.parse(
        await text(
          exportStream(exportEvents(fakeSource(3).source, { pageSize: 10, cap: 25 }), jsonWriter(description)),
        ),
      ),
    ).toMatchObject({
      rows: 3,
      complete: true,
    });
    const empty = JSON.parse(
      await text(exportStream(exportEvents(fakeSource(0).source, { pageSize: 10, cap: 25 }), jsonWriter(description))),
    );
    expect(empty).toMatchObject({ items: [], rows: 0, complete: true });
  });

  it('reads no more pages once the reader goes away', async () => {
    const { source, calls } = fakeSource(10_000);
    const reader = exportStream(
      exportEvents(source, { pageSize: 100, cap: 10_000 }),
      csvWriter(description),
    ).getReader();
    await reader.read(); // header
    await reader.read(); // first page
    await reader.cancel();
    expect(calls).toHaveLength(1);
  });
});

describe('per-page enrichment', () => {
  it('is computed once for each page written (cut at the cap) and reaches the fields as context.page', async () => {
    const { source } = fakeSource(25);
    const seen: string[][] = [];
    const enrich = async (items: readonly unknown[]) => {
      const names = (items as OfficerSummary[]).map((o) => o.name);
      seen.push(names);
      return { page: seen.length };
    };
    const pageField = field<OfficerSummary>('page', 'Page', (_o, context) => (context.page as { page: number }).page);
    const csv = await text(
      exportStream(
        exportEvents(source, { pageSize: 10, cap: 22, enrich }),
        csvWriter({ ...description, fields: [fields[1]!, pageField] }),
      ),
    );
    expect(seen.map((names) => names.length)).toEqual([10, 10, 2]);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toBe('"OFFICER 0, Test",1');
    expect(lines[11]).toBe('"OFFICER 10, Test",2');
    expect(lines[22]).toBe('"OFFICER 21, Test",3');
  });

  it('gives the fields nothing for a page whose enrichment failed, and the export goes on', async () => {
    const { source } = fakeSource(3);
    let call = 0;
    const enrich = async () => {
      if (++call === 1) throw new Error('boom');
      return 'never';
    };
    const pageField = field<OfficerSummary>('page', 'Page', (_o, context) => String(context.page ?? 'not known'));
    const json = JSON.parse(
      await text(
        exportStream(
          exportEvents(source, { pageSize: 10, cap: 10, enrich }),
          jsonWriter({ ...description, fields: [pageField] }),
        ),
      ),
    );
    expect(json).toMatchObject({ rows: 3, complete: true });
    expect(json.items.map((row: { page: string }) => row.page)).toEqual(['not known', 'not known', 'not known']);
  });
});

describe("a filter over the rows (the app's own)", () => {
  it("writes only the rows it keeps, judged with their page's enrichment, and caps the rows written", async () => {
    const { source, calls } = fakeSource(25);
    const enriched: number[] = [];
    const enrich = async (items: readonly unknown[]) => {
      enriched.push(items.length);
      return { even: true };
    };
    // Keep the officers whose number is even, as the enrichment says.
    const keep = (items: readonly unknown[], page: unknown) =>
      items.filter(
        (item) =>
          (page as { even: boolean }).even &&
          Number((item as OfficerSummary).name.split(' ')[1]!.replace(',', '')) % 2 === 0,
      );
    const all = await collect(source, { pageSize: 10, cap: 100, enrich, keep });
    expect(all.rows.map((row) => (row as OfficerSummary).name)).toEqual(
      Array.from({ length: 13 }, (_, i) => `OFFICER ${2 * i}, Test`),
    );
    expect(all.outcome).toEqual({ complete: true, rows: 13 });
    // Each page is enriched whole before it is filtered.
    expect(enriched).toEqual([10, 10, 5]);
    expect(calls).toHaveLength(3);

    const capped = await collect(fakeSource(25).source, { pageSize: 10, cap: 7, enrich, keep });
    expect(capped.rows).toHaveLength(7);
    expect(capped.outcome).toMatchObject({ complete: false, reason: 'cap', rows: 7 });
  });
});

describe('export streams that break', () => {
  it('still end with the partial marker when a row cannot be written', async () => {
    const { source } = fakeSource(3);
    const writer = csvWriter(description);
    const broken = {
      ...writer,
      rows: (): string => {
        throw new Error('bad row');
      },
    };
    const csv = await text(exportStream(exportEvents(source, { pageSize: 100, cap: 10 }), broken));
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe(
      '# partial: stopped after 0 rows (the registry failed: a row could not be written)',
    );
  });

  it('writes only the rows `keep` keeps, given the page’s enrichment, and counts those', async () => {
    const { source } = fakeSource(25);
    const enrich = async (items: readonly unknown[]) =>
      new Set((items as OfficerSummary[]).map((o) => o.name).filter((n) => /[02468],/.test(n)));
    const keep = (items: readonly unknown[], page: unknown) =>
      items.filter((o) => (page as Set<string>).has((o as OfficerSummary).name));
    const json = JSON.parse(
      await text(
        exportStream(
          exportEvents(source, { pageSize: 10, cap: 100, enrich, keep }),
          jsonWriter({ ...description, fields: [fields[1]!] }),
        ),
      ),
    );
    expect(json).toMatchObject({ rows: 13, complete: true });
    expect(json.items[1].name).toBe('OFFICER 2, Test');
  });
});
