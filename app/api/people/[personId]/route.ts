import { appLog } from '@/lib/gateway/log';
import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { getRegistry } from '@/lib/gateway';
import { personBody, personOf } from '@/lib/identity/people';
import { PERSON_ID } from '@/lib/registry/people/records';

type Context = { params: Promise<{ personId: string }> };

// GET /api/people/{person_id} – a person: their records with the evidence, the records that may be theirs, what they hold
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { personId } = await params;
  if (!PERSON_ID.test(personId)) throw refused('not-found', { error: 'person-not-found' });
  const answer = async () => {
    const person = await personOf(personId);
    if (!person) throw refused('not-found', { error: 'person-not-found' });
    return jsonResponse(200, personBody(person));
  };
  // Without an index, the person is looked for with the officer search: registry calls, counted as heavy work.
  return (await getRegistry().capabilities()).personIndex ? answer() : heavyRoute(request, answer, { slot: 'work' });
}, appLog);
