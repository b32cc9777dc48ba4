import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { sameSiteOnly } from '@/lib/cases/requests';
import { casesStore, editable, ensureBrowser, linksOf } from '@/lib/cases/service';
import { newToken } from '@/lib/cases/tokens';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// POST /api/cases/{case_id}/links – new read and edit links; the old ones answer 404 from now on.
// The browser asking keeps its edit right (under the new token); every other browser's lapses.
export const POST = registryRoute<Context>(async (request, _timing, { params }) => {
  sameSiteOnly(request);
  const { record } = await editable((await params).caseId, request);
  const store = await casesStore();
  const now = Date.now();
  const readToken = newToken();
  const editToken = newToken();
  await store.setTokens(record.id, readToken, editToken, now);
  const browser = await ensureBrowser(new URL(request.url).protocol === 'https:');
  await store.grant(browser, { caseId: record.id, role: 'edit', token: editToken, grantedAt: now });
  return jsonResponse(201, { case_id: record.id, links: linksOf({ ...record, readToken, editToken }) });
}, appLog);
