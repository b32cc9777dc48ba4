import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { bodyOf, patchCaseBody, sameSiteOnly } from '@/lib/cases/requests';
import { caseBody, casesStore, editable, readable } from '@/lib/cases/service';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /api/cases/{case_id} – the case as the analyst wrote it (404 without a link to it)
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { record, role } = await readable((await params).caseId, request);
  const items = await (await casesStore()).items(record.id);
  return jsonResponse(200, caseBody(record, items, role));
}, appLog);

// PATCH /api/cases/{case_id} {title?, notes?, tags?, graph?} – changes the fields given (edit right)
export const PATCH = registryRoute<Context>(async (request, _timing, { params }) => {
  sameSiteOnly(request);
  const { record } = await editable((await params).caseId, request);
  const patch = await bodyOf(request, patchCaseBody);
  const store = await casesStore();
  const updated = (await store.updateCase(record.id, patch, Date.now())) ?? record;
  return jsonResponse(200, caseBody(updated, await store.items(record.id), 'edit'));
}, appLog);
