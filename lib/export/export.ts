// Exports: every row of a registry list, page after page at the endpoint's largest page size,
// written out as CSV or JSON while it is read (a ReadableStream pulls the next page only when
// the last one has been sent). It is charged the registry calls it makes, and waits, slowly,
// while the budget is low rather than draining it. It stops, and says so at the end of the
// file, at the row cap or the call cap, when the budget stays low, or when the registry fails
// half-way.
import { isRegistryError } from '@/lib/registry/errors';
import { CSV_BOM, csvLine } from './csv';
import { rowOf, type ExportContext, type ExportField } from './fields';
import { CallBudget } from '@/lib/gateway/session';

export type ExportFormat = 'csv' | 'json';

export interface ExportPage {
  items: readonly unknown[];
  /** What the registry says the whole list holds (total_results, total_count); absent when it does not say. */
  total?: number;
  /** Registry calls the page cost: 0 when it came from the cache (default 1). */
  calls?: number;
}

/** Where the pages come from: the gateway in the app, a fake in tests. */
export interface ExportSource {
  fetchPage(startIndex: number, pageSize: number): Promise<ExportPage>;
  /** True when the upstream budget is nearly spent: wait before asking for more. */
  budgetLow(): Promise<boolean>;
}

/** `not-read`: every row was written, but the rows were computed from lists not all read (a connections table). */
export type StopReason = 'cap' | 'calls' | 'budget' | 'registry' | 'search-limit' | 'not-read';

export type ExportOutcome =
  { complete: true; rows: number } | { complete: false; rows: number; reason: StopReason; message: string };

export interface ExportOptions {
  pageSize: number;
  /** The most rows one export writes (EXPORT_MAX_ROWS). */
  cap: number;
  /** The most registry calls one export makes (EXPORT_MAX_CALLS); default no limit. */
  maxCalls?: number;
  /** How long, in all, an export waits for the budget before it stops (default 60 s). */
  maxWaitMs?: number;
  /** How long it waits at a time while the budget is low (default 5 s). */
  waitStepMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The first page, already read (the route reads it first so that a 404 can still be a 404). */
  first?: ExportPage;
  /** Words for a registry failure, from the error (the pages' own problem messages). */
  describe?: (error: unknown) => string;
  /**
   * What the list's fields need beyond each row, computed once per page of rows to be written
   * (the officers' disqualification checks): handed to the fields as `context.page`. A failure
   * gives `undefined`, which the fields write as not known, rather than stopping the export.
   */
  enrich?: (items: readonly unknown[]) => Promise<unknown>;
  /**
   * Which of a page's rows to write, given what `enrich` computed for them (a filter of our own:
   * `identity=overdue` on a company's officers, advanced search's identity and signals); all when
   * absent. With it a page is enriched whole and filtered before the cap cuts it, so no row it
   * keeps is lost at the cap; the cap counts the rows written.
   */
  keep?: (items: readonly unknown[], page: unknown) => readonly unknown[];
}

export type ExportEvent =
  | { type: 'rows'; items: readonly unknown[]; /** The list's `enrich` for these rows. */ page?: unknown }
  | { type: 'end'; outcome: ExportOutcome };

const count = (rows: number) => `${rows.toLocaleString('en-GB')} row${rows === 1 ? '' : 's'}`;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `detail`: the failure, for 'registry'; the call cap, for 'calls'. */
export function stopMessage(reason: StopReason, rows: number, detail?: string): string {
  switch (reason) {
    case 'cap':
      return `stopped after ${count(rows)} (cap)`;
    case 'calls':
      return `stopped after ${count(rows)} (call cap: an export makes at most ${detail ?? 'a set number of'} registry calls; narrow the list or filter it)`;
    case 'budget':
      return `stopped after ${count(rows)} (the registry request budget is running low; try again in a few minutes)`;
    case 'search-limit':
      return `stopped after ${count(rows)} (the registry only gives the first results of a search; narrow the search)`;
    case 'registry':
      return `stopped after ${count(rows)} (the registry failed: ${detail ?? 'no answer'})`;
    case 'not-read':
      return `${count(rows)}, but not every record was read: ${detail ?? 'some lists were left out'}`;
  }
}

const totalOf = (page: ExportPage) =>
  typeof page.total === 'number' && Number.isFinite(page.total) ? page.total : undefined;

/** Pages through a list: rows as they come, then how it ended. */
export async function* exportEvents(source: ExportSource, options: ExportOptions): AsyncGenerator<ExportEvent> {
  const { pageSize, cap, maxCalls = Infinity, maxWaitMs = 60_000, waitStepMs = 5_000, sleep = sleepFor } = options;
  const describe = options.describe ?? ((error: unknown) => (error instanceof Error ? error.message : String(error)));
  let rows = 0;
  let start = 0;
  // The export's own call budget (EXPORT_MAX_CALLS), on any registry: an export is bounded work wherever it runs.
  const budget = new CallBudget(maxCalls === Infinity ? undefined : maxCalls);
  let waited = 0;
  let page: ExportPage | undefined = options.first;
  const stop = (reason: StopReason, detail?: string): ExportEvent => ({
    type: 'end',
    outcome: { complete: false, rows, reason, message: stopMessage(reason, rows, detail) },
  });
  /** Waits `ms` out of what is left of the allowance; false when that would go past it. */
  const wait = async (ms: number) => {
    if (waited + ms > maxWaitMs) return false;
    waited += ms;
    await sleep(ms);
    return true;
  };

  if (page) budget.record((page.calls ?? 1) > 0);
  for (;;) {
    while (!page) {
      if (budget.exhausted) {
        yield stop('calls', String(maxCalls));
        return;
      }
      // Slowly: while little of the budget is left, wait for it to come back rather than take the last of it.
      if (await source.budgetLow()) {
        if (await wait(waitStepMs)) continue;
        yield stop('budget');
        return;
      }
      try {
        page = await source.fetchPage(start, pageSize);
        budget.record((page.calls ?? 1) > 0);
      } catch (error) {
        if (
          isRegistryError(error) &&
          error.kind === 'rate-limited' &&
          (await wait(Math.max(1, error.retryAfterSeconds ?? 60) * 1000))
        )
          continue;
        if (isRegistryError(error) && error.kind === 'rate-limited') yield stop('budget');
        else
          yield isRegistryError(error) && error.kind === 'range-not-satisfiable'
            ? stop('search-limit')
            : stop('registry', describe(error));
        return;
      }
    }
    const total = totalOf(page);
    const room = cap - rows;
    const enrich = (items: readonly unknown[]) =>
      options.enrich && items.length > 0 ? options.enrich(items).catch(() => undefined) : Promise.resolve(undefined);
    const { keep } = options;
    let enriched = keep ? await enrich(page.items) : undefined;
    const candidates = keep ? keep(page.items, enriched) : page.items;
    const items = candidates.length > room ? candidates.slice(0, room) : candidates;
    if (items.length > 0) {
      if (!keep) enriched = await enrich(items);
      yield options.enrich ? { type: 'rows', items, page: enriched } : { type: 'rows', items };
    }
    rows += items.length;
    start += page.items.length;

    const exhausted = page.items.length === 0 || (total !== undefined ? start >= total : page.items.length < pageSize);
    if (exhausted && items.length === candidates.length) {
      yield { type: 'end', outcome: { complete: true, rows } };
      return;
    }
    if (rows >= cap) {
      yield stop('cap');
      return;
    }
    page = undefined;
  }
}

export interface ExportWriter {
  /** What the file starts with. */
  head(): string;
  /** `page`: what the list's `enrich` computed for these rows (context.page for the fields). */
  rows(items: readonly unknown[], page?: unknown): string;
  /** What the file ends with: the partial marker when the export stopped early. */
  end(outcome: ExportOutcome): string;
}

export interface ExportDescription {
  /** What each row becomes: the list definition's export fields. */
  fields: readonly ExportField<never>[];
  /** The registry path exported: `/company/00719244/officers`. */
  source: string;
  /** The filters applied, as the registry takes them. */
  query: Record<string, string>;
  /** The list's size as the registry states it on its first page. */
  total?: number;
  context: ExportContext;
  /** The time written into JSON exports (tests fix it). */
  now?: () => Date;
}

/** CSV: byte-order mark, header line, one line per row, and `# partial: …` last when it stopped early. */
export function csvWriter({ fields, context }: ExportDescription): ExportWriter {
  const columns = fields as readonly ExportField<unknown>[];
  return {
    head: () => CSV_BOM + csvLine(columns.map((col) => col.header)),
    rows: (items, page) => {
      const here = page === undefined ? context : { ...context, page };
      return items.map((item) => csvLine(columns.map((col) => col.value(item, here)))).join('');
    },
    end: (outcome) => (outcome.complete ? '' : `# partial: ${outcome.message}\r\n`),
  };
}

/**
 * JSON: `{"export": {…}, "items": [` then one row object per line, then
 * `], "rows": N, "complete": true}`, or `"complete": false, "partial": {reason, message}`.
 */
export function jsonWriter({
  fields,
  source,
  query,
  total,
  context,
  now = () => new Date(),
}: ExportDescription): ExportWriter {
  let written = 0;
  const columns = fields as readonly ExportField<unknown>[];
  const about = {
    source,
    query,
    columns: columns.map((col) => col.key),
    total_results: total ?? null,
    generated_at: now().toISOString(),
  };
  return {
    head: () => `{"export":${JSON.stringify(about)},"items":[\n`,
    rows: (items, page) => {
      const here = page === undefined ? context : { ...context, page };
      return items
        .map((item) => `${written++ === 0 ? '' : ',\n'}${JSON.stringify(rowOf(columns, item, here))}`)
        .join('');
    },
    end: (outcome) => {
      const tail = outcome.complete
        ? { rows: outcome.rows, complete: true }
        : { rows: outcome.rows, complete: false, partial: { reason: outcome.reason, message: outcome.message } };
      return `\n],${JSON.stringify(tail).slice(1)}\n`;
    },
  };
}

/** The export as a byte stream: pages are read as the reader asks for more, and not at all once it goes away. */
export function exportStream(events: AsyncGenerator<ExportEvent>, writer: ExportWriter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(writer.head()));
        return;
      }
      try {
        const next = await events.next();
        if (next.done) {
          controller.close();
          return;
        }
        const event = next.value;
        if (event.type === 'rows') {
          controller.enqueue(encoder.encode(writer.rows(event.items, event.page)));
          rows += event.items.length;
        } else {
          controller.enqueue(encoder.encode(writer.end(event.outcome)));
          controller.close();
        }
      } catch {
        // A row the mapping could not write: the file still ends, and says it is not whole.
        controller.enqueue(
          encoder.encode(
            writer.end({
              complete: false,
              rows,
              reason: 'registry',
              message: stopMessage('registry', rows, 'a row could not be written'),
            }),
          ),
        );
        controller.close();
        await events.return(undefined);
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
}
