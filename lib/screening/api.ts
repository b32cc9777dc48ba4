// The answers of /api/screen and its runs: what each route handler calls. Errors are the app's
// one error shape (lib/gateway/http.ts); a list that cannot be screened is a 400 (413 past its
// size) naming what is wrong. The /screen page's forms post here too and, without JavaScript,
// are sent back to a page (303) instead of answered with JSON.
import 'server-only';
import { env } from '@/lib/env';
import { clientAddress, currentClient } from '@/lib/gateway/clients';
import { HttpError, jsonResponse, refused } from '@/lib/gateway/http';
import { currentWatchToken, ensureWatchToken, sameSiteRequest } from '@/lib/changes/watch';
import { boundedCache } from '@/lib/server/bounded-cache';
import { changesSince, type RunChanges } from './diff';
import { InputError } from './input';
import { inputErrorResponse, listOfRequest, previewOfRequest } from './requests';
import { checkOwner, getRunOrThrow, pickCandidate, rerun, runStatus, screening, startRun } from './service';
import type { LineRecord, ScreenRun } from './store';
import { csvOf, ndjsonOf, parseResultsQuery, rowsOf, selectLines, xlsxOf, type ResultsFormat, FORMATS } from './view';
import { XLSX_TYPE } from './xlsx';

const links = (runId: string) => ({ self: `/api/screen/${runId}`, results: `/api/screen/${runId}/results` });

/** A form sent by the page without JavaScript: answered with a redirect to a page, not JSON. */
const wantsPage = (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  return (
    (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) &&
    !(request.headers.get('accept') ?? '').includes('application/json')
  );
};

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

function clientOf(request: Request): string {
  return currentClient() ?? clientAddress(request.headers, env().REGISTRY_TRUST_PROXY);
}

function checkSameSite(request: Request) {
  // Another site's form would make runs in the reader's name.
  if (!sameSiteRequest(request))
    throw new HttpError(403, { errors: [{ error: 'cross-site-request', type: 'ch:service' }] });
}

/** POST /api/screen: a run of the list, made whole or not at all. */
export async function createRunResponse(request: Request): Promise<Response> {
  checkSameSite(request);
  const page = wantsPage(request);
  let list: Awaited<ReturnType<typeof listOfRequest>>;
  try {
    list = await listOfRequest(request);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    if (page) return seeOther(`/screen?error=${encodeURIComponent(error.message.slice(0, 300))}`);
    const { status, body } = inputErrorResponse(error);
    return jsonResponse(status, body);
  }
  const owner = await ensureWatchToken(new URL(request.url).protocol === 'https:');
  const run = await startRun({ lines: list.lines, name: list.name, owner, client: clientOf(request) });
  if (page) return seeOther(`/screen/${run.run_id}`);
  return jsonResponse(
    202,
    { run_id: run.run_id, total: run.total, links: links(run.run_id) },
    { location: links(run.run_id).self },
  );
}

/** POST /api/screen/preview: the columns of a file or pasted lines, and the likeliest mapping. */
export async function previewResponse(request: Request): Promise<Response> {
  checkSameSite(request);
  try {
    return jsonResponse(200, await previewOfRequest(request));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const { status, body } = inputErrorResponse(error);
    return jsonResponse(status, body);
  }
}

/** GET /api/screen: this browser's runs, newest first. */
export async function listRunsResponse(): Promise<Response> {
  const owner = await currentWatchToken();
  const runs = owner ? await screening().store.listRuns(owner, 50) : [];
  return jsonResponse(200, {
    runs: runs.map((run) => ({ ...runStatus(run), name: run.name, links: links(run.run_id) })),
  });
}

/** GET /api/screen/{run_id} */
export async function runStatusResponse(runId: string): Promise<Response> {
  return jsonResponse(200, runStatus(await getRunOrThrow(runId)));
}

/** DELETE /api/screen/{run_id} (its owner only). */
export async function deleteRunResponse(request: Request, runId: string): Promise<Response> {
  checkSameSite(request);
  const run = await getRunOrThrow(runId);
  checkOwner(run, await currentWatchToken());
  await screening().store.deleteRun(run.run_id);
  return wantsPage(request) ? seeOther('/screen') : new Response(null, { status: 204 });
}

/** POST /api/screen/{run_id}/rerun: the same lines again, as a new run that shows what changed. */
export async function rerunResponse(request: Request, runId: string): Promise<Response> {
  checkSameSite(request);
  const previous = await getRunOrThrow(runId);
  checkOwner(previous, await currentWatchToken());
  const run = await rerun(previous, previous.owner, clientOf(request));
  if (wantsPage(request)) return seeOther(`/screen/${run.run_id}`);
  return jsonResponse(
    202,
    { run_id: run.run_id, total: run.total, links: links(run.run_id) },
    { location: links(run.run_id).self },
  );
}

/** POST /api/screen/{run_id}/lines/{line} with `company_number`: the analyst's pick for an ambiguous line. */
export async function pickResponse(request: Request, runId: string, lineText: string): Promise<Response> {
  checkSameSite(request);
  const run = await getRunOrThrow(runId);
  checkOwner(run, await currentWatchToken());
  if (!/^\d{1,5}$/.test(lineText))
    throw refused('invalid-path-parameter', { error: 'line must be a line number', parameter: 'line' });
  const type = request.headers.get('content-type') ?? '';
  let companyNumber: unknown;
  if (type.startsWith('application/json'))
    companyNumber = ((await request.json().catch(() => ({}))) as { company_number?: unknown }).company_number;
  else companyNumber = (await request.formData().catch(() => new FormData())).get('company_number');
  if (typeof companyNumber !== 'string' || !/^[A-Z0-9]{8}$/.test(companyNumber))
    throw refused('invalid-query-parameter', {
      error: 'company_number must be one of the line’s candidates',
      parameter: 'company_number',
    });
  await pickCandidate(run, Number(lineText), companyNumber);
  if (wantsPage(request)) {
    const back = new URL(request.headers.get('referer') ?? `/screen/${run.run_id}`, 'http://x');
    return seeOther(
      back.pathname.startsWith(`/screen/${run.run_id}`) ? `${back.pathname}${back.search}` : `/screen/${run.run_id}`,
    );
  }
  return jsonResponse(200, { run_id: run.run_id, line: Number(lineText), company_number: companyNumber });
}

// A run's lines and its changes since the run it repeats, read once per version of the run.
type RunView = { lines: LineRecord[]; changes?: RunChanges; previous?: ScreenRun };
const views = () => boundedCache<RunView>('screening.views', { maxEntries: 8, ttlMs: 10 * 60_000 });

/** The run's lines (and its changes since the run it repeats), as of its current version. */
export async function runView(run: ScreenRun): Promise<RunView> {
  const key = `${run.run_id}@${run.version}@${run.status}`;
  const cached = views().get(key);
  if (cached) return cached;
  const store = screening().store;
  const lines = await store.lines(run.run_id);
  const previous = run.previous_run_id ? await store.getRun(run.previous_run_id) : undefined;
  const view: RunView = { lines };
  if (previous) {
    view.previous = previous;
    view.changes = changesSince(await store.lines(previous.run_id), lines);
  }
  views().set(key, view);
  return view;
}

const fileName = (run: ScreenRun, format: ResultsFormat) =>
  `screening-${new Date(run.created_at).toISOString().slice(0, 10)}-${run.run_id}.${format === 'ndjson' ? 'ndjson' : format}`;

/** GET /api/screen/{run_id}/results?format=json|csv|ndjson|xlsx&start_index&items_per_page&{filters} */
export async function resultsResponse(request: Request, runId: string): Promise<Response> {
  const run = await getRunOrThrow(runId);
  const params = new URL(request.url).searchParams;
  const format = (params.get('format') ?? 'json') as ResultsFormat;
  if (!FORMATS.includes(format))
    throw refused('invalid-query-parameter', {
      error: `format must be one of ${FORMATS.join(', ')}`,
      parameter: 'format',
    });
  // JSON is paged (a page of 50 unless asked); the files hold every line the filters keep unless a page is asked for.
  const query = parseResultsQuery(params, { paged: format === 'json' });
  const view = await runView(run);
  const { total, page } = selectLines(view.lines, query, view.changes?.byLine);
  const status = runStatus(run);
  const download = (body: BodyInit, type: string) =>
    new Response(body, {
      status: 200,
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="${fileName(run, format)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-screen-status': status.status,
        'x-screen-total': String(total),
      },
    });
  switch (format) {
    case 'csv':
      return download(csvOf(page), 'text/csv; charset=utf-8');
    case 'ndjson':
      return download(ndjsonOf(page), 'application/x-ndjson; charset=utf-8');
    case 'xlsx':
      return download(new Uint8Array(xlsxOf(page)), XLSX_TYPE);
    case 'json':
      return jsonResponse(200, {
        ...status,
        total_results: total,
        start_index: query.start_index,
        items_per_page: query.items_per_page ?? total,
        items: rowsOf(page),
      });
  }
}
