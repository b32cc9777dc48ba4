import { HttpError, jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { companyNumberParameter, ensureWatchToken, follow, sameSiteRequest, unfollow } from '@/lib/changes/watch';
import { findResource } from '@/lib/gateway';
import { followRedirect } from '@/lib/changes/follow-return';

// POST /following/follow (form: company, action=follow|unfollow, return) – follows or unfollows a company; works without
// JavaScript (or before the page's scripts load): back to the `return` page, a same-site path, else to /following
export const POST = registryRoute(async (request) => {
  // Another site's form would give the reader a new, empty list in place of theirs (their cookie is not sent).
  if (!sameSiteRequest(request))
    throw new HttpError(403, { errors: [{ error: 'cross-site-request', type: 'ch:service' }] });
  const form = await request.formData().catch(() => {
    throw new HttpError(400, { errors: [{ error: 'a form body is required', type: 'ch:service' }] });
  });
  const companyNumber = companyNumberParameter(form.get('company'));
  const action = form.get('action') === 'unfollow' ? 'unfollow' : 'follow';
  if (action === 'follow' && !(await findResource('companyProfile', { company_number: companyNumber })))
    throw new HttpError(404, { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] });
  const token = await ensureWatchToken(new URL(request.url).protocol === 'https:');
  if (action === 'follow') await follow(token, companyNumber);
  else await unfollow(token, companyNumber);
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return jsonResponse(200, { company_number: companyNumber, following: action === 'follow' });
  // A relative Location: the host Next sees may not be the one the browser used (form-action 'self').
  return new Response(null, { status: 303, headers: { location: followRedirect(form.get('return'), action) } });
}, appLog);
