// GET /api/people/{person_id}/records: a person's table whole (every appointment of their officer
// ids, every PSC entry), as CSV or JSON, through the same writers as every list export; a table
// read within a call budget that ran out ends as a partial file saying what was not read.
import 'server-only';
import { fieldsOfColumns, type ExportField } from '@/lib/export/fields';
import { personRecordsExport } from '@/lib/export/lists/people';
import { refused } from '@/lib/gateway/http';
import { tableExportFormat, tableExportResponse } from '@/lib/network/exports';
import { personDetailsOf } from './person-records';
import { personOf } from './people';

export async function exportPersonRecords(request: Request, personId: string): Promise<Response> {
  const format = tableExportFormat(request);
  const person = await personOf(personId);
  if (!person) throw refused('not-found', { error: 'person-not-found' });
  const details = await personDetailsOf(person);
  return tableExportResponse(request, {
    rows: details.rows,
    notRead: details.notRead,
    fields: fieldsOfColumns(personRecordsExport) as readonly ExportField<never>[],
    source: `/people/${person.person_id}/records`,
    params: { person_id: person.person_id },
    filename: `person-${person.person_id}-records`,
    format,
  });
}
