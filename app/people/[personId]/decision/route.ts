import { HttpError, jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { ensureWatchToken, sameSiteRequest } from '@/lib/changes/watch';
import { decide, pairParameter } from '@/lib/identity/people-decisions';
import { PERSON_ID } from '@/lib/registry/people/records';

type Context = { params: Promise<{ personId: string }> };

// POST /people/{person_id}/decision (form: a, b, decision=same|different|clear) – the analyst's word on two records,
// kept for them in the app's store; back to the person's page (works without JavaScript)
export const POST = registryRoute<Context>(async (request, _timing, { params }) => {
  const { personId } = await params;
  if (!PERSON_ID.test(personId)) throw refused('not-found', { error: 'person-not-found' });
  // Another site's form would decide for the reader.
  if (!sameSiteRequest(request))
    throw new HttpError(403, { errors: [{ error: 'cross-site-request', type: 'ch:service' }] });
  const form = await request.formData().catch(() => {
    throw new HttpError(400, { errors: [{ error: 'a form body is required', type: 'ch:service' }] });
  });
  const pair = pairParameter(form.get('a'), form.get('b'));
  if (!pair)
    throw refused('invalid-query-parameter', {
      error: 'a and b must be the registry paths of two people’s records',
      parameter: 'a',
    });
  const value = form.get('decision');
  if (value !== 'same' && value !== 'different' && value !== 'clear')
    throw refused('invalid-query-parameter', {
      error: 'decision must be same, different or clear',
      parameter: 'decision',
    });
  const token = await ensureWatchToken(new URL(request.url).protocol === 'https:');
  await decide(token, pair, value === 'clear' ? undefined : value);
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return jsonResponse(200, { a: pair[0], b: pair[1], decision: value === 'clear' ? null : value });
  // A relative Location: the host Next sees may not be the one the browser used.
  return new Response(null, {
    status: 303,
    headers: { location: `/people/${encodeURIComponent(personId)}#possible-heading` },
  });
}, appLog);
