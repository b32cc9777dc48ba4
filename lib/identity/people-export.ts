// GET /api/people/{person_id}/records: a person's table whole (every appointment of their officer
// ids, every PSC entry), as CSV or JSON, through the same writers as every list export; a table
// read within a call budget that ran out ends as a partial file saying what was not read.
import 'server-only';
import { env } from '@/lib/env';
import { csvWriter, exportEvents, exportStream, jsonWriter, type ExportFormat } from '@/lib/export/export';
import { fieldsOfColumns, type ExportField } from '@/lib/export/fields';
import { personRecordsExport } from '@/lib/export/lists/people';
import { refused } from '@/lib/gateway/http';
import { withNotRead } from '@/lib/network/exports';
import { ParameterError } from '@/lib/registry/params';
import { appOrigin } from '@/lib/share/site';
import { personDetailsOf } from './person-records';
import { personOf } from './people';

export async function exportPersonRecords(request: Request, personId: string): Promise<Response> {
  const url = new URL(request.url);
  const format = url.searchParams.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'json')
    throw new ParameterError('format', `format must be csv or json; got "${format.slice(0, 20)}"`);
  const person = await personOf(personId);
  if (!person) throw refused('not-found', { error: 'person-not-found' });
  const details = await personDetailsOf(person);
  const rows = details.rows;
  const description = {
    fields: fieldsOfColumns(personRecordsExport) as readonly ExportField<never>[],
    source: `/people/${person.person_id}/records`,
    query: {},
    total: rows.length,
    context: { origin: appOrigin(), params: { person_id: person.person_id } },
  };
  const writer = format === 'csv' ? csvWriter(description) : jsonWriter(description);
  const events = withNotRead(
    exportEvents(
      {
        fetchPage: async (start, size) => ({
          items: rows.slice(start, start + size) as never[],
          total: rows.length,
          calls: 0,
        }),
        budgetLow: async () => false,
      },
      { pageSize: 500, cap: env().EXPORT_MAX_ROWS },
    ),
    details.notRead,
  );
  const filename = `person-${person.person_id}-records.${format as ExportFormat}`;
  return new Response(request.method === 'HEAD' ? null : exportStream(events, writer), {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-export-total': String(rows.length),
    },
  });
}
