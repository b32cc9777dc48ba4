import { HttpError, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { parseWatchToken } from '@/lib/changes/tokens';
import { sameSiteRequest, setWatchToken } from '@/lib/changes/watch';

export const dynamic = 'force-dynamic';

// POST /following/restore/confirm (form: token) – the restore page's form: this browser takes the
// watch list of the token, in place of its own (a bad token changes nothing). Same-site only, as
// follow and unfollow are: another site's form would replace the reader's list.
/**
 * Whether the form came from this site. The restore page is sent with `Referrer-Policy:
 * no-referrer` (its address holds the token), under which a browser sends `Origin: null` with the
 * form: its Sec-Fetch-Site, which no page can set, then says where the form came from.
 */
function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  return sameSiteRequest(request);
}

export const POST = registryRoute(async (request) => {
  if (!fromThisSite(request))
    throw new HttpError(403, { errors: [{ error: 'cross-site-request', type: 'ch:service' }] });
  const form = await request.formData().catch(() => {
    throw new HttpError(400, { errors: [{ error: 'a form body is required', type: 'ch:service' }] });
  });
  const value = form.get('token');
  const token = parseWatchToken(typeof value === 'string' ? value : undefined);
  if (token) await setWatchToken(token, new URL(request.url).protocol === 'https:');
  // A relative Location: the host Next sees may not be the one the browser used.
  return new Response(null, {
    status: 303,
    headers: { location: token ? '/following' : '/following?restore=invalid', 'referrer-policy': 'no-referrer' },
  });
}, appLog);
