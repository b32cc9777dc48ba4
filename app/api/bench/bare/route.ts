import { env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { jsonResponse } from '@/lib/gateway/http';
import { matchPath } from '@/lib/registry/catalogue';
import { errorBody } from '@/lib/registry/errors';

// Benchmark baseline (bench/proxy.ts): the proxy's bytes for a path, fetched once and then
// sent from memory with none of the proxy's work. Answers 404 unless REGISTRY_BENCH_ROUTES is set.
const held = new Map<string, { body: string; contentType: string }>();

/** The HTML of one of the app's pages, fetched once from the app itself, then from memory (bench/pages.ts). */
async function bareHtml(request: Request, page: string) {
  if (!page.startsWith('/') || page.startsWith('//'))
    return jsonResponse(400, errorBody('html must be a path of this site'));
  let answer = held.get(`html:${page}`);
  if (!answer) {
    const response = await fetch(new URL(page, request.url));
    answer = { body: await response.text(), contentType: response.headers.get('content-type') ?? 'text/html' };
    held.set(`html:${page}`, answer);
  }
  return new Response(answer.body, { headers: { 'content-type': answer.contentType } });
}

// GET /api/bench/bare?html=/company/{n} – the same HTML as that page, from memory (benchmarks only)
// GET /api/bench/bare?path=/company/{n} – the same bytes as /api/registry/company/{n}, from memory (benchmarks only)
export async function GET(request: Request) {
  if (!env().REGISTRY_BENCH_ROUTES) return jsonResponse(404, errorBody('not-found'));
  const search = new URL(request.url).searchParams;
  const html = search.get('html');
  if (html) return bareHtml(request, html);
  const path = search.get('path') ?? '';
  let answer = held.get(path);
  if (!answer) {
    const match = matchPath(path);
    if (!match?.ok) return jsonResponse(404, errorBody('not-found'));
    const result = await getRegistry().fetch(match.name, match.params as never);
    answer = { body: result.body, contentType: result.contentType ?? 'application/json' };
    held.set(path, answer);
  }
  return new Response(answer.body, { headers: { 'content-type': answer.contentType } });
}
