import { HttpError, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { accessTo, casesStore, ensureBrowser, tokensOf } from '@/lib/cases/service';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /cases/{case_id}/claim?edit=…|read=… – what opening a case's link does: this browser keeps the
// right the link gives (a cookie), then the case page without the token in the address. A link
// that is no longer the case's (revoked) answers 404.
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { caseId } = await params;
  const tokens = tokensOf(new URL(request.url).searchParams);
  const access = await accessTo(caseId, tokens, undefined);
  if (!access)
    throw new HttpError(404, {
      errors: [
        {
          error: 'case-not-found',
          type: 'ch:service',
          error_values: { message: 'This link is not (or no longer) a link to a case.' },
        },
      ],
    });
  const browser = await ensureBrowser(new URL(request.url).protocol === 'https:');
  const store = await casesStore();
  const held = (await store.grants(browser)).find((grant) => grant.caseId === caseId);
  const heldEdit = held?.role === 'edit' && held.token === access.record.editToken;
  // A read link never takes away the edit right this browser holds.
  if (!heldEdit)
    await store.grant(browser, {
      caseId,
      role: access.role,
      token: access.role === 'edit' ? access.record.editToken : access.record.readToken,
      grantedAt: Date.now(),
    });
  return new Response(null, {
    status: 303,
    headers: { location: `/cases/${caseId}`, 'referrer-policy': 'no-referrer' },
  });
}, appLog);
