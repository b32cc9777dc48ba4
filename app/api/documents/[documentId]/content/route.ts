import { allowedMethods, methodNotAllowed, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { admitRequest } from '@/lib/gateway/registry-proxy';
import { documentFormats, type DocumentFormat } from '@/lib/documents/formats';
import { formatNotAvailableResponse, wantsHtml } from '@/lib/documents/format-page';
import { documentContent, FormatNotAvailable } from '@/lib/documents/service';
import { ParameterError } from '@/lib/registry/params';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

type Context = { params: Promise<{ documentId: string }> };

function readFormat(search: URLSearchParams): DocumentFormat {
  const value = search.get('format');
  if (value === null || value === '') return 'pdf';
  if (!(documentFormats as readonly string[]).includes(value))
    throw new ParameterError(
      'format',
      `format must be one of ${documentFormats.join(', ')}; got "${value.slice(0, 20)}"`,
    );
  return value as DocumentFormat;
}

// GET /api/documents/{id}/content?format=pdf|xhtml – the document itself, streamed from the registry's storage (ranges too);
// 406 for a format it is not held in (an HTML page for a browser, the JSON error for API clients)
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { documentId } = await params;
  const format = readFormat(new URL(request.url).searchParams);
  const client = await admitRequest(request);
  // Counted against the client's heavy-route limit too (no slot: a viewer asks for ranges in parallel);
  // a reader who left gets 499, no one reads that answer, and it is no fault of the app's.
  let response: Response;
  try {
    response = await heavyRoute(request, (signal) =>
      documentContent(documentId, format, {
        range: request.headers.get('range'),
        signal,
        // Relayed as it arrives: idle and total deadlines, not one for the whole (a large PDF takes time).
        stream: true,
        client,
      }),
    );
  } catch (error) {
    // A format the document is not held in: a browser that followed a link gets a page saying so
    // (same 406) with the formats it is held in; API clients keep the JSON error.
    if (!(error instanceof FormatNotAvailable) || !wantsHtml(request)) throw error;
    response = formatNotAvailableResponse(error);
  }
  if (request.method !== 'HEAD') return response;
  // Nothing will read storage's stream: close it (not awaited: see lib/documents/service.ts).
  void response.body?.cancel().catch(() => {});
  return new Response(null, { status: response.status, headers: response.headers });
}, appLog);

// HEAD /api/documents/{id}/content – as GET, without the body
export const HEAD = GET;
export const OPTIONS = allowedMethods;
export const POST = registryRoute<Context>(methodNotAllowed, appLog);
