import { appLog } from '@/lib/gateway/log';
import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { personIdOf } from '@/lib/identity/people';
import { parseRecordLink, recordLink } from '@/lib/registry/people/records';

// GET /api/people/lookup?record={registry path of an officer, an individual PSC or a natural disqualified officer} – the record's person
export const GET = registryRoute(async (request) => {
  const value = new URL(request.url).searchParams.get('record') ?? '';
  const ref = parseRecordLink(value.trim());
  if (!ref)
    throw refused('invalid-query-parameter', {
      error:
        'record must be the registry path of a person’s record: /officers/{officer_id}/appointments, /company/{company_number}/persons-with-significant-control/individual/{psc_id} or /disqualified-officers/natural/{officer_id}',
      parameter: 'record',
    });
  const record = recordLink(ref);
  const personId = await personIdOf(record);
  if (!personId) throw refused('not-found', { error: 'record-not-found' });
  return jsonResponse(200, { record, person_id: personId });
}, appLog);
