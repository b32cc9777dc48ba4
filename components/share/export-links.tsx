'use client';
// "Download all: CSV JSON" beside a table. Without JavaScript these are plain download
// links to /api/export/…; with it, the export is fetched here so the rows read so far can be
// shown while a long list streams in, and then saved under the server's file name.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { linkClass } from '@/components/ui/text-link';

export type ExportQuery = Record<string, string | number | boolean | readonly string[] | null | undefined>;

export interface ExportLinksProps {
  /** The registry path of the list: `/company/00719244/officers`, `/officers/{id}/appointments`, `/search/companies`. */
  path: string;
  /** The list's filters in the registry's own terms (`filter`, `order_by`, `category`, `q`…); paging is left out. */
  query?: ExportQuery;
  /** What the rows are, for the label: "officers" gives "Download all officers". */
  noun?: string;
  /** Show only "Download all:" (beside a table, which says what its rows are); the links' accessible names keep the noun. */
  compact?: boolean;
}

type Format = 'csv' | 'json';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; format: Format; rows: number; expected?: number }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string; href: string };

const PAGING = new Set(['items_per_page', 'start_index', 'page', 'format']);

/** The export's address: `/api/export/company/00719244/officers?filter=active&format=csv`. */
export function exportHref(path: string, query: ExportQuery = {}, format: Format): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || value === '' || PAGING.has(name)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('format', format);
  return `/api/export${path.startsWith('/') ? path : `/${path}`}?${params}`;
}

/** Counts rows in a stream as it arrives: CSV line breaks outside quotes, or JSON lines that open a row object. */
export function rowCounter(format: Format) {
  let quoted = false;
  let breaks = 0;
  let objects = 0;
  let previous = 0;
  return {
    add(text: string) {
      for (let i = 0; i < text.length; i++) {
        const character = text.charCodeAt(i);
        if (format === 'csv') {
          if (character === 34) quoted = !quoted;
          else if (character === 10 && !quoted) breaks++;
        } else if (character === 123 && previous === 10) objects++;
        previous = character;
      }
    },
    /** Rows so far: CSV lines but the header, or JSON row lines. */
    get rows() {
      return format === 'csv' ? Math.max(0, breaks - 1) : objects;
    },
  };
}

/** How a finished export ended: its row count and the partial marker, if any. */
export function readOutcome(format: Format, text: string, counted: number): { rows: number; partial?: string } {
  if (format === 'json') {
    try {
      const body = JSON.parse(text) as { rows?: number; partial?: { message?: string } };
      return { rows: body.rows ?? counted, partial: body.partial?.message };
    } catch {
      return { rows: counted, partial: 'the file is incomplete' };
    }
  }
  const lines = text.trimEnd().split('\r\n');
  const last = lines.at(-1) ?? '';
  return last.startsWith('# partial: ')
    ? { rows: counted - 1, partial: last.slice('# partial: '.length) }
    : { rows: counted };
}

const number = (value: number) => value.toLocaleString('en-GB');
const downloadLinkClass = `font-medium ${linkClass}`;

export function ExportLinks({ path, query, noun, compact = false }: ExportLinksProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Until hydrated the links are plain downloads; `data-ready` says the progress view is on.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration, once
    setReady(true);
    return () => abort.current?.abort();
  }, []);

  async function run(format: Format, href: string) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'running', format, rows: 0 });
    try {
      const response = await fetch(href, { signal: controller.signal });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => undefined)) as { errors?: { error?: string }[] } | undefined;
        throw new Error(body?.errors?.[0]?.error ?? `the server answered ${response.status}`);
      }
      const total = Number(response.headers.get('x-export-total') ?? NaN);
      const cap = Number(response.headers.get('x-export-cap') ?? NaN);
      const expected = Number.isFinite(total) ? (Number.isFinite(cap) ? Math.min(total, cap) : total) : undefined;
      const filename =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `export.${format}`;
      const counter = rowCounter(format);
      const decoder = new TextDecoder();
      const chunks: Uint8Array[] = [];
      let text = '';
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        const piece = decoder.decode(value, { stream: true });
        text += piece;
        counter.add(piece);
        setState({ phase: 'running', format, rows: counter.rows, expected });
      }
      const outcome = readOutcome(format, text, counter.rows);
      const blob = new Blob(chunks as BlobPart[], {
        type: response.headers.get('content-type') ?? 'application/octet-stream',
      });
      const url = URL.createObjectURL(blob);
      const save = document.createElement('a');
      save.href = url;
      save.download = filename;
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({
        phase: 'done',
        message: outcome.partial
          ? `Saved ${filename}: ${number(outcome.rows)} rows, not all of them (${outcome.partial}).`
          : `Saved ${filename}: ${number(outcome.rows)} row${outcome.rows === 1 ? '' : 's'}.`,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ phase: 'done', message: 'Export cancelled.' });
        return;
      }
      setState({
        phase: 'failed',
        message: `The export failed: ${error instanceof Error ? error.message : String(error)}.`,
        href,
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  function onClick(format: Format, href: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click (new tab, save as) stays a plain download.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      void run(format, href);
    };
  }

  const csv = exportHref(path, query, 'csv');
  const json = exportHref(path, query, 'json');
  const running = state.phase === 'running' ? state : undefined;

  return (
    <div
      data-export-links
      data-ready={ready || undefined}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm print:hidden"
    >
      <span className="text-slate-600 dark:text-slate-400" aria-hidden={noun ? true : undefined}>
        Download all{noun && !compact ? ` ${noun}` : ''}:
      </span>
      <a
        href={csv}
        download
        className={downloadLinkClass}
        onClick={onClick('csv', csv)}
        aria-label={noun ? `Download all ${noun} as CSV` : undefined}
      >
        CSV
      </a>
      <a
        href={json}
        download
        className={downloadLinkClass}
        onClick={onClick('json', json)}
        aria-label={noun ? `Download all ${noun} as JSON` : undefined}
      >
        JSON
      </a>
      {running && (
        <span className="inline-flex items-center gap-2">
          <progress
            className="h-2 w-28"
            max={running.expected || undefined}
            value={running.expected ? running.rows : undefined}
            aria-label={`${running.format.toUpperCase()} export progress`}
          />
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            onClick={() => abort.current?.abort()}
          >
            Cancel
          </button>
        </span>
      )}
      <span role="status" aria-live="polite" className="text-slate-700 dark:text-slate-300">
        {running
          ? `Exporting ${running.format.toUpperCase()}: ${number(running.rows)}${running.expected ? ` of ${number(running.expected)}` : ''} rows…`
          : state.phase === 'done' || state.phase === 'failed'
            ? state.message
            : ''}
        {state.phase === 'failed' && (
          <>
            {' '}
            <a className={downloadLinkClass} href={state.href} download>
              Try the plain download
            </a>
          </>
        )}
      </span>
    </div>
  );
}
