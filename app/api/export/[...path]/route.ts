import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { connectionsExportFields } from '@/lib/export/lists';
import { exportRegistryList } from '@/lib/export/registry-export';
import { exportConnections, isConnectionsExport } from '@/lib/network/exports';
import { exportPersonRecords } from '@/lib/identity/people-export';
import { refused } from '@/lib/gateway/http';
import { PERSON_ID } from '@/lib/registry/people/records';

type Context = { params: Promise<{ path: string[] }> };

/** `/people/{person_id}/records`: a person's table (the same download as /api/people/{person_id}/records). */
const PERSON_RECORDS = /^people\/([^/]+)\/records$/;

// GET /api/export/{registry list path}?format=csv|json&{filters} – every row of the list (up to EXPORT_MAX_ROWS), streamed as a download;
// /api/export/network/company/{n}/shared-officers and /api/export/network/officer/{id}/co-officers – the connections tables;
// /api/export/people/{person_id}/records – a person's appointments and PSC entries
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const person = PERSON_RECORDS.exec((await params).path.join('/'));
  if (person) {
    const personId = decodeURIComponent(person[1]!);
    if (!PERSON_ID.test(personId)) throw refused('not-found', { error: 'person-not-found' });
    return exportPersonRecords(request, personId);
  }
  return isConnectionsExport(request)
    ? exportConnections(request, connectionsExportFields)
    : exportRegistryList(request);
}, appLog);
