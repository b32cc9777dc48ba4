// GET /api/export/network/company/{n}/shared-officers and /api/export/network/officer/{id}/co-officers:
// the connections tables whole, as CSV or JSON, through the same writers as every list export
// (rows computed first: the build is the cost, paid once; the row cap still applies).
import 'server-only';
import { env } from '@/lib/env';
import {
  exportEvents,
  exportStream,
  csvWriter,
  jsonWriter,
  stopMessage,
  type ExportEvent,
  type ExportFormat,
} from '@/lib/export/export';
import type { ExportField } from '@/lib/export/fields';
import { EXPORT_PREFIX } from '@/lib/export/registry-export';
import { refused } from '@/lib/gateway/http';
import { ParameterError, pathFormats } from '@/lib/registry/params';
import { appOrigin } from '@/lib/share/site';
import { coOfficersOf, companiesSharingOfficersWith } from './connections-tables';

export const CONNECTIONS_LISTS = ['shared-officers', 'co-officers'] as const;
export type ConnectionsList = (typeof CONNECTIONS_LISTS)[number];

const PATTERN = /^\/network\/(company|officer)\/([^/]+)\/(shared-officers|co-officers)$/;

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname.slice(url.pathname.indexOf(EXPORT_PREFIX) + EXPORT_PREFIX.length);
}

/** Whether the export asked for is a connections table (else it is a registry list). */
export const isConnectionsExport = (request: Request) => pathOf(request).startsWith('/network/');

/**
 * The table's rows, then its end: a table computed from lists it did not all read ends as a
 * partial file (`not-read`, with why), never as a complete one.
 */
export async function* withNotRead(
  events: AsyncGenerator<ExportEvent>,
  notRead: readonly string[],
): AsyncGenerator<ExportEvent> {
  for await (const event of events) {
    if (event.type === 'end' && event.outcome.complete && notRead.length > 0) {
      const { rows } = event.outcome;
      yield {
        type: 'end',
        outcome: {
          complete: false,
          rows,
          reason: 'not-read',
          message: stopMessage('not-read', rows, notRead.join(' ')),
        },
      };
    } else yield event;
  }
}

/** The `format` asked for of a table export: csv (the default) or json. */
export function tableExportFormat(request: Request): ExportFormat {
  const format = new URL(request.url).searchParams.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'json')
    throw new ParameterError('format', `format must be csv or json; got "${format.slice(0, 20)}"`);
  return format;
}

/**
 * A table computed whole (its rows in memory, `notRead` what its lists did not read) as a
 * download, through the same writers as every list export; the row cap still applies.
 */
export function tableExportResponse(
  request: Request,
  table: {
    rows: readonly unknown[];
    notRead: readonly string[];
    fields: readonly ExportField<never>[];
    source: string;
    params: Record<string, string>;
    /** Without the extension. */
    filename: string;
    format: ExportFormat;
  },
): Response {
  const { rows, format } = table;
  const description = {
    fields: table.fields,
    source: table.source,
    query: {},
    total: rows.length,
    context: { origin: appOrigin(), params: table.params },
  };
  const writer = format === 'csv' ? csvWriter(description) : jsonWriter(description);
  const events = withNotRead(
    exportEvents(
      {
        fetchPage: async (start, size) => ({
          items: rows.slice(start, start + size) as never[],
          total: rows.length,
          calls: 0,
        }),
        budgetLow: async () => false,
      },
      { pageSize: 500, cap: env().EXPORT_MAX_ROWS },
    ),
    table.notRead,
  );
  return new Response(request.method === 'HEAD' ? null : exportStream(events, writer), {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${table.filename}.${format}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-export-total': String(rows.length),
    },
  });
}

export async function exportConnections(
  request: Request,
  fieldsOf: (list: ConnectionsList) => readonly ExportField<never>[],
): Promise<Response> {
  const path = pathOf(request);
  const match = PATTERN.exec(path);
  if (!match || (match[1] === 'company') !== (match[3] === 'shared-officers'))
    throw refused('not-found', { error: 'not-found: only lists can be exported' });
  const [, kind, id, list] = match as unknown as [string, 'company' | 'officer', string, ConnectionsList];
  const format = tableExportFormat(request);
  const valid = kind === 'company' ? pathFormats.company_number.pattern.test(id) : /^[A-Za-z0-9_-]{1,100}$/.test(id);
  if (!valid)
    throw refused('invalid-path-parameter', {
      error:
        kind === 'company' ? `company_number must be ${pathFormats.company_number.describe}` : 'malformed officer_id',
      parameter: kind === 'company' ? 'company_number' : 'officer_id',
    });
  const table = kind === 'company' ? await companiesSharingOfficersWith(id) : await coOfficersOf(id);
  if (!table)
    throw refused('not-found', { error: kind === 'company' ? 'company-profile-not-found' : 'appointments-not-found' });
  return tableExportResponse(request, {
    rows: table.rows,
    notRead: table.notRead,
    fields: fieldsOf(list),
    source: path,
    params: kind === 'company' ? { company_number: id } : { officer_id: id },
    filename: `${kind === 'company' ? id : `officer-${id}`}-${list}`,
    format,
  });
}
