import { HttpError, jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { applyTestChanges, testHookEnabled } from '@/lib/changes/test-hook';
import { companyNumberParameter } from '@/lib/changes/watch';

export const dynamic = 'force-dynamic';

// POST /api/changes/test-event?company={n}&count=1&kind= – tests only (CHANGES_TEST_HOOK): changes that company now; 404 otherwise
export const POST = registryRoute(async (request) => {
  if (!(await testHookEnabled())) throw refused('not-found');
  const search = new URL(request.url).searchParams;
  const companyNumber = companyNumberParameter(search.get('company'));
  const count = Number(search.get('count') ?? '1');
  if (!Number.isInteger(count) || count < 1 || count > 50)
    throw new HttpError(400, { errors: [{ error: 'count must be a whole number from 1 to 50', type: 'ch:service' }] });
  const kind = search.get('kind') ?? undefined;
  const events = await applyTestChanges(companyNumber, count, kind);
  if (!events) throw refused('not-found');
  return jsonResponse(200, { events });
}, appLog);
