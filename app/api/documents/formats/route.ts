import { allowedMethods, jsonResponse, methodNotAllowed, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { admitRequest } from '@/lib/gateway/registry-proxy';
import { MAX_DOCUMENTS_PER_CHECK } from '@/lib/documents/formats';
import { documentFormatsFor } from '@/lib/documents/service';
import { ParameterError } from '@/lib/registry/params';

// GET /api/documents/formats?id={document_id}&id=… – the formats each document is held in, from its metadata (the
// filing history's page turns ask this); within a small budget on a metered registry, the rest "not-read" with why
export const GET = registryRoute(async (request) => {
  const ids = new URL(request.url).searchParams.getAll('id');
  if (ids.length === 0) throw new ParameterError('id', 'id is required: one or more document ids');
  if (ids.length > MAX_DOCUMENTS_PER_CHECK)
    throw new ParameterError('id', `at most ${MAX_DOCUMENTS_PER_CHECK} documents a request; got ${ids.length}`);
  await admitRequest(request);
  // The order given is the order read: the filing history sends those likeliest to hold iXBRL first.
  const checks = await documentFormatsFor(ids.map((documentId) => ({ documentId })));
  return jsonResponse(200, { checks }, { 'cache-control': 'private, no-store' });
}, appLog);

export const HEAD = GET;
export const OPTIONS = allowedMethods;
export const POST = registryRoute(methodNotAllowed, appLog);
