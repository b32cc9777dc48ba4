import { appLog } from '@/lib/gateway/log';
import { refused, registryRoute } from '@/lib/gateway/http';
import { exportPersonRecords } from '@/lib/identity/people-export';
import { PERSON_ID } from '@/lib/registry/people/records';

type Context = { params: Promise<{ personId: string }> };

// GET /api/people/{person_id}/records?format=csv|json – the person's appointments and PSC entries, whole, as a download
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { personId } = await params;
  if (!PERSON_ID.test(personId)) throw refused('not-found', { error: 'person-not-found' });
  return exportPersonRecords(request, personId);
}, appLog);
