// GET /api/export/{registry path}: which list, which filters, which format; the first page read
// before answering (so an unknown company is still a 404), the rest streamed through the
// gateway, which keeps every call inside the upstream budget and charges it to the client.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getResourceOrThrow, budgetLow } from '@/lib/gateway';
import { refused } from '@/lib/gateway/http';
import { admitRequest } from '@/lib/gateway/registry-proxy';
import { describeProblem } from '@/lib/pages/load';
import { catalogue, matchPath, NAME_SEARCH_MAX_SIZE, type EndpointName, type ParamsOf } from '@/lib/registry/catalogue';
import { isRegistryError } from '@/lib/registry/errors';
import { ParameterError, parseQuery } from '@/lib/registry/params';
import { appOrigin } from '@/lib/share/site';
import {
  csvWriter,
  exportEvents,
  exportStream,
  jsonWriter,
  type ExportFormat,
  type ExportPage,
  type ExportSource,
} from './export';
import { exportFieldsOf, exportRowFilters, isExportEndpoint } from './lists';
import { exportEnrichmentOf } from './lists/enrichments';
import { isChecked, ownMatches, type OwnCheck, type OwnFilter } from '@/lib/search/own-filters';
import { readSignalsFilter } from '@/lib/signals/filter';
import { readIdentityFilter } from '@/lib/verification/filter';

export const EXPORT_PREFIX = '/api/export';

/** The largest page the endpoint gives: fewer calls for the same rows. */
export function maxPageSize(name: EndpointName): number {
  if (NAME_SEARCHES.has(name)) return NAME_SEARCH_MAX_SIZE;
  if (pageSizeParameter(name) === 'size') return SIZED_EXPORT_PAGE;
  const size = (catalogue[name].query as Record<string, { type: string; max?: number; default?: number }>)
    .items_per_page;
  return size?.max ?? size?.default ?? 100;
}

/** Advanced search takes `size` (up to 5000) where the other lists take `items_per_page`; it is read 1,000 at a time. */
const SIZED_EXPORT_PAGE = 1000;
/** Dissolved and A–Z search take `size` up to NAME_SEARCH_MAX_SIZE (100). */
const NAME_SEARCHES: ReadonlySet<EndpointName> = new Set(['dissolvedSearchCompanies', 'alphabeticalSearchCompanies']);
/** Lists paged by a cursor (the last row's `ordered_alpha_key_with_id`), not by start_index: the A–Z view. */
const CURSOR_PAGED: ReadonlySet<EndpointName> = new Set(['alphabeticalSearchCompanies']);
const pageSizeParameter = (name: EndpointName) => ('size' in catalogue[name].query ? 'size' : 'items_per_page');

/** `00719244-officers.csv`, `00719244-officers-active.csv`, `officer-{id}-appointments.json`, `search-companies-tesco.csv`. */
export function exportFilename(
  name: EndpointName,
  params: Record<string, string>,
  query: URLSearchParams,
  format: ExportFormat,
): string {
  // Free text (a search) in plain lower-case ASCII; numbers, ids and path segments are safe as they are.
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40);
  const parts: string[] = [];
  if (params.company_number) parts.push(params.company_number, catalogue[name].path.split('/').at(-1)!);
  else if (params.officer_id) parts.push('officer', params.officer_id, 'appointments');
  else parts.push(...catalogue[name].path.split('/').filter(Boolean), slug(query.get('q') ?? ''));
  for (const key of ['filter', 'category', 'register_type', 'restrictions', 'identity'])
    parts.push(slug(query.get(key) ?? ''));
  return `${parts.filter(Boolean).join('-')}.${format}`;
}

/** The list's size as the registry states it (total_results for most lists, total_count for filings and charges). */
function totalOf(data: unknown): number | undefined {
  const record = data as { total_results?: unknown; total_count?: unknown; hits?: unknown };
  const total = record.total_results ?? record.total_count ?? record.hits;
  return typeof total === 'number' ? total : undefined;
}

function registrySource(
  name: EndpointName,
  params: Record<string, string>,
  forward: URLSearchParams,
  client: string,
): ExportSource {
  // The A–Z view reads on from the last name it wrote: each page after the first is the names below it.
  let cursor: string | undefined;
  const cursorPaged = CURSOR_PAGED.has(name);
  return {
    async fetchPage(startIndex, pageSize) {
      const query = new URLSearchParams(forward);
      query.set(pageSizeParameter(name), String(pageSize));
      if (!cursorPaged) query.set('start_index', String(startIndex));
      else if (startIndex > 0) {
        const below = cursor;
        if (below === undefined) return { items: [], calls: 0 };
        for (const key of ['search_above', 'search_below', 'search_before', 'search_after']) query.delete(key);
        query.set('search_below', below);
      }
      const result = await getResourceOrThrow(name, params as ParamsOf<typeof name>, query, { client });
      const calls = result.cache === 'miss' || result.cache === 'revalidated' ? 1 : 0;
      const items = (result.data as { items?: { ordered_alpha_key_with_id?: string }[] }).items ?? [];
      if (cursorPaged) cursor = items.at(-1)?.ordered_alpha_key_with_id;
      return { items, total: totalOf(result.data), calls };
    },
    budgetLow,
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** Rows that answer our filters, and rows where what decides could not be read (kept, marked as not read). */
function keepByOwnFilter(items: readonly unknown[], page: unknown, filter: OwnFilter): readonly unknown[] {
  const checks = page as ReadonlyMap<string, OwnCheck> | undefined;
  return items.filter((item) => {
    const check = checks?.get((item as { company_number: string }).company_number);
    return !isChecked(check) || ownMatches(check, filter) !== false;
  });
}

function readFormat(value: string | null): ExportFormat {
  if (value === null || value === '' || value === 'csv') return 'csv';
  if (value === 'json') return 'json';
  throw new ParameterError('format', `format must be csv or json; got "${value.slice(0, 20)}"`);
}

/** A company-scoped list the registry answers 404 for: an empty export when the company exists (no charges yet), else 404. */
async function emptyIfCompanyExists(params: Record<string, string>): Promise<ExportPage> {
  if (params.company_number && (await findResource('companyProfile', { company_number: params.company_number })))
    return { items: [], total: 0 };
  // A search that finds nothing (advanced search answers 404) is an empty file.
  if (!params.company_number && !params.officer_id) return { items: [], total: 0 };
  throw refused('not-found', { error: params.company_number ? 'company-profile-not-found' : 'not-found' });
}

export async function exportRegistryList(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(url.pathname.indexOf(EXPORT_PREFIX) + EXPORT_PREFIX.length);
  const match = path.length <= 300 ? matchPath(path) : null;
  const fields = match ? exportFieldsOf(match.name) : undefined;
  if (!match || !fields) throw refused('not-found', { error: 'not-found: only lists can be exported' });
  if (!match.ok) throw refused('invalid-path-parameter', { error: match.message, parameter: match.parameter });
  const name = match.name;
  const format = readFormat(url.searchParams.get('format'));
  // Our own filters on advanced search (not the registry's): rows that answer them, and those not read.
  const own: OwnFilter =
    name === 'advancedSearchCompanies'
      ? {
          ...optional('identity', readIdentityFilter(url.searchParams.get('identity'))),
          ...optional('signals', readSignalsFilter(url.searchParams.getAll('signals'))),
        }
      : {};
  // The endpoint's own parameters, validated (400 names a bad one); paging is the exporter's.
  const { forward } = parseQuery(catalogue[name].query, url.searchParams);
  forward.delete('items_per_page');
  forward.delete('size');
  forward.delete('start_index');
  // The app's own row filter (`identity=overdue`), which the registry is never asked: a bad value is a 400 too.
  const rowFilter = isExportEndpoint(name) ? exportRowFilters[name] : undefined;
  const rowValue = rowFilter ? url.searchParams.get(rowFilter.name) || undefined : undefined;
  if (rowFilter && rowValue !== undefined && !rowFilter.values.includes(rowValue))
    throw new ParameterError(
      rowFilter.name,
      `${rowFilter.name} must be one of ${rowFilter.values.join(', ')}; got "${rowValue.slice(0, 40)}"`,
    );

  const config = env();
  const client = await admitRequest(request);
  const source = registrySource(name, match.params, forward, client);
  const pageSize = maxPageSize(name);
  let first: ExportPage;
  try {
    first = await source.fetchPage(0, pageSize);
  } catch (error) {
    if (!isRegistryError(error) || error.kind !== 'not-found') throw error;
    first = await emptyIfCompanyExists(match.params);
  }

  const context = { origin: appOrigin(), params: match.params };
  const description = {
    fields,
    source: path,
    query: { ...Object.fromEntries(forward), ...(rowFilter && rowValue ? { [rowFilter.name]: rowValue } : {}) },
    total: first.total,
    // Links in the file point at the address the reader used, unless the site's origin is set.
    context,
  };
  const writer = format === 'csv' ? csvWriter(description) : jsonWriter(description);
  const events = exportEvents(source, {
    pageSize,
    cap: config.EXPORT_MAX_ROWS,
    maxCalls: config.EXPORT_MAX_CALLS,
    first,
    describe: (error) => describeProblem(error).message,
    enrich: exportEnrichmentOf(name, { params: match.params, client }),
    ...(own.identity || own.signals
      ? { keep: (items: readonly unknown[], page: unknown) => keepByOwnFilter(items, page, own) }
      : rowFilter && rowValue
        ? {
            keep: (items: readonly unknown[], page: unknown) =>
              items.filter((item) => rowFilter.keep(item, rowValue, { ...context, page })),
          }
        : {}),
  });
  const filenameQuery = new URLSearchParams(forward);
  if (rowFilter && rowValue) filenameQuery.set(rowFilter.name, rowValue);
  const filename = exportFilename(name, match.params, filenameQuery, format);
  const headers: Record<string, string> = {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-export-cap': String(config.EXPORT_MAX_ROWS),
    'x-export-max-calls': String(config.EXPORT_MAX_CALLS),
  };
  if (first.total !== undefined) headers['x-export-total'] = String(first.total);
  return new Response(request.method === 'HEAD' ? null : exportStream(events, writer), { status: 200, headers });
}
