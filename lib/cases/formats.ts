// A case's exports: the chronology as CSV, parameters read with a 400 naming what was wrong.
import { CSV_BOM, csvLine } from '@/lib/export/csv';
import { badRequest } from './requests';
import { CHRONOLOGY_KINDS, type ChronologyEvent } from './read';

export function formatParameter<const F extends readonly string[]>(search: URLSearchParams, formats: F): F[number] {
  const value = search.get('format') ?? formats[0]!;
  if (!(formats as readonly string[]).includes(value))
    throw badRequest(
      `format must be one of ${formats.join(', ')}; got "${value.slice(0, 30)}"`,
      'invalid-query-parameter',
    );
  return value;
}

export interface ChronologyFilter {
  kinds?: Set<string>;
  from?: string;
  to?: string;
  item?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `kind` (repeated or comma-separated), `from` and `to` (YYYY-MM-DD), `item` (an item id). */
export function chronologyFilter(search: URLSearchParams): ChronologyFilter {
  const kinds = search
    .getAll('kind')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  for (const kind of kinds)
    if (!(CHRONOLOGY_KINDS as readonly string[]).includes(kind))
      throw badRequest(
        `kind must be one of ${CHRONOLOGY_KINDS.join(', ')}; got "${kind.slice(0, 30)}"`,
        'invalid-query-parameter',
      );
  const filter: ChronologyFilter = {};
  if (kinds.length) filter.kinds = new Set(kinds);
  for (const name of ['from', 'to'] as const) {
    const value = search.get(name);
    if (value === null || value === '') continue;
    if (!DATE.test(value))
      throw badRequest(`${name} must be a date, YYYY-MM-DD; got "${value.slice(0, 30)}"`, 'invalid-query-parameter');
    filter[name] = value;
  }
  const item = search.get('item');
  if (item) filter.item = item;
  return filter;
}

export const filterEvents = (events: ChronologyEvent[], filter: ChronologyFilter) =>
  events.filter(
    (event) =>
      (!filter.kinds || filter.kinds.has(event.kind)) &&
      (!filter.from || event.date >= filter.from) &&
      (!filter.to || event.date <= filter.to) &&
      (!filter.item || event.item_id === filter.item),
  );

export function chronologyCsv(events: readonly ChronologyEvent[], origin: string): string {
  const header = ['date', 'kind', 'title', 'company_number', 'officer_id', 'href', 'item_id', 'source'];
  return (
    CSV_BOM +
    [
      csvLine(header),
      ...events.map((event) =>
        csvLine([
          event.date,
          event.kind,
          event.title,
          event.company_number ?? '',
          event.officer_id ?? '',
          new URL(event.href, origin).toString(),
          event.item_id,
          event.source,
        ]),
      ),
    ].join('')
  );
}

export function download(body: string | Uint8Array, type: string, filename: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
