import { HttpError, jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { companyNumberParameter, ensureWatchToken, follow, unfollow } from '@/lib/changes/watch';

/** Where to go back to after the form: a path on this site only. */
function returnPath(value: FormDataEntryValue | null): string {
  const text = typeof value === 'string' ? value : '';
  return /^\/(?![/\\])[^\s]*$/.test(text) ? text : '/following';
}

// POST /following/follow (form: company, action=follow|unfollow, return) – follows or unfollows a company; works without JavaScript
export const POST = registryRoute(async (request) => {
  const form = await request.formData().catch(() => {
    throw new HttpError(400, { errors: [{ error: 'a form body is required', type: 'ch:service' }] });
  });
  const companyNumber = companyNumberParameter(form.get('company'));
  const action = form.get('action') === 'unfollow' ? 'unfollow' : 'follow';
  const token = await ensureWatchToken(new URL(request.url).protocol === 'https:');
  if (action === 'follow') await follow(token, companyNumber);
  else await unfollow(token, companyNumber);
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return jsonResponse(200, { company_number: companyNumber, following: action === 'follow' });
  // A relative Location: the host Next sees may not be the one the browser used (form-action 'self').
  return new Response(null, { status: 303, headers: { location: returnPath(form.get('return')) } });
}, appLog);
