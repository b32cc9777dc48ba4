import { HttpError, jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { bodyOf, patchItemBody, sameSiteOnly } from '@/lib/cases/requests';
import { casesStore, editable, itemBody } from '@/lib/cases/service';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string; itemId: string }> };

const noItem = () =>
  new HttpError(404, {
    errors: [{ error: 'item-not-found', type: 'ch:service', error_values: { message: 'This case has no such item.' } }],
  });

// PATCH /api/cases/{case_id}/items/{item_id} {note} – the item's note (edit right)
export const PATCH = registryRoute<Context>(async (request, _timing, { params }) => {
  sameSiteOnly(request);
  const { caseId, itemId } = await params;
  const { record } = await editable(caseId, request);
  const { note } = await bodyOf(request, patchItemBody);
  const item = await (await casesStore()).updateItem(record.id, itemId, { note }, Date.now());
  if (!item) throw noItem();
  return jsonResponse(200, itemBody(item));
}, appLog);

// DELETE /api/cases/{case_id}/items/{item_id} – takes the item out of the case (edit right)
export const DELETE = registryRoute<Context>(async (request, _timing, { params }) => {
  sameSiteOnly(request);
  const { caseId, itemId } = await params;
  const { record } = await editable(caseId, request);
  if (!(await (await casesStore()).removeItem(record.id, itemId))) throw noItem();
  return new Response(null, { status: 204 });
}, appLog);
