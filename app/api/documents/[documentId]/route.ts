import { allowedMethods, jsonResponse, methodNotAllowed, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { admitRequest } from '@/lib/gateway/registry-proxy';
import { getDocumentMetadataOrThrow, summariseDocument } from '@/lib/documents/service';

type Context = { params: Promise<{ documentId: string }> };

// GET /api/documents/{id} – a filing's document: its pages, dates and the formats the app serves it in
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { documentId } = await params;
  await admitRequest(request);
  const summary = summariseDocument(documentId, await getDocumentMetadataOrThrow(documentId));
  // Documents never change once filed.
  return jsonResponse(200, summary, { 'cache-control': 'public, max-age=86400' });
}, appLog);

// HEAD /api/documents/{id} – as GET, without the body
export const HEAD = GET;
export const OPTIONS = allowedMethods;
export const POST = registryRoute<Context>(methodNotAllowed, appLog);
