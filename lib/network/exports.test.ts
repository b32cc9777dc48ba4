import { describe, expect, it } from 'vitest';
import { csvWriter, exportEvents, jsonWriter, type ExportEvent } from '@/lib/export/export';
import { field } from '@/lib/export/fields';
import { withNotRead } from './exports';

const rows = [{ company_number: '11490012' }];
const source = {
  fetchPage: async () => ({ items: rows, total: rows.length, calls: 0 }),
  budgetLow: async () => false,
};
const description = {
  fields: [field('company_number', 'Company number', (row: { company_number: string }) => row.company_number)],
  source: '/network/company/00719244/shared-officers',
  query: {},
  total: rows.length,
  context: { origin: 'https://example.org', params: { company_number: '00719244' } },
};

async function collect(events: AsyncGenerator<ExportEvent>) {
  const out: ExportEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('a connections table’s export', () => {
  it('ends complete when the table read every list', async () => {
    const events = await collect(withNotRead(exportEvents(source, { pageSize: 500, cap: 10 }), []));
    expect(events.at(-1)).toEqual({ type: 'end', outcome: { complete: true, rows: 1 } });
  });

  it('ends partial, with why, when it did not (a capped officer)', async () => {
    const why =
      'ASHCOMBE, Jonathan Edward’s 612 appointments were not read: more than a table reads for one officer (500).';
    const events = await collect(withNotRead(exportEvents(source, { pageSize: 500, cap: 10 }), [why]));
    const end = events.at(-1) as Extract<ExportEvent, { type: 'end' }>;
    expect(end.outcome).toEqual({
      complete: false,
      rows: 1,
      reason: 'not-read',
      message: `1 row, but not every record was read: ${why}`,
    });
    expect(csvWriter(description as never).end(end.outcome)).toBe(
      `# partial: 1 row, but not every record was read: ${why}\r\n`,
    );
    expect(jsonWriter(description as never).end(end.outcome)).toContain('"reason":"not-read"');
  });
});
