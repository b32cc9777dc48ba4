import { HttpError, jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { HrefError, readHref } from '@/lib/cases/hrefs';
import { addItemBody, badRequest, bodyOf, sameSiteOnly } from '@/lib/cases/requests';
import { casesStore, editable, itemBody } from '@/lib/cases/service';
import { MAX_ITEMS } from '@/lib/cases/store';
import { newToken } from '@/lib/cases/tokens';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// POST /api/cases/{case_id}/items {href, note?} – adds a page of this app to the case (edit right)
export const POST = registryRoute<Context>(async (request, _timing, { params }) => {
  sameSiteOnly(request);
  const { record } = await editable((await params).caseId, request);
  const body = await bodyOf(request, addItemBody);
  let target;
  try {
    target = readHref(body.href);
  } catch (error) {
    if (error instanceof HrefError) throw badRequest(error.message, 'invalid-href');
    throw error;
  }
  const added = await (
    await casesStore()
  ).addItem({
    id: newToken(),
    caseId: record.id,
    kind: target.kind,
    href: target.href,
    note: body.note ?? '',
    addedAt: Date.now(),
  });
  if (added === 'full')
    throw new HttpError(409, {
      errors: [
        {
          error: 'case-full',
          type: 'ch:service',
          error_values: { message: `A case holds at most ${MAX_ITEMS} items.` },
        },
      ],
    });
  return jsonResponse(201, itemBody(added));
}, appLog);
