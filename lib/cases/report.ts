// A case's report: one self-contained HTML page (inline CSS, the graph as inline SVG, no script,
// nothing fetched), printable and readable offline, that records what it showed and when: the
// summary, each item with its key facts and signals, the graph, the chronology and the notes, and
// for every fact the registry resource it came from and when that was retrieved. The PDF is the
// same page printed by Chromium.
import 'server-only';
import { SITE_NAME } from '@/lib/share/site-name';
import type { SerializedNetwork } from '@/lib/network/graph';
import type { CompanySignals } from '@/lib/signals/service';
import type { ChronologyEvent, ItemState } from './read';
import type { CaseRecord } from './store';

export interface ReportInput {
  record: CaseRecord;
  items: ItemState[];
  signals: Map<string, CompanySignals | { unread: string }>;
  graph: SerializedNetwork;
  events: ChronologyEvent[];
  /** What the registry budget or the registry left unread. */
  unread: string[];
  origin: string;
  generatedAt: Date;
  registry: string;
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CSS = `
body{font:11pt/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#111;margin:2em auto;max-width:60em;padding:0 1em}
h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.25em;border-bottom:2px solid #333;padding-bottom:.2em;margin-top:2em}
h3{font-size:1.05em;margin:1.2em 0 .3em}
table{border-collapse:collapse;width:100%;margin:.4em 0 1em;font-size:.92em}
th,td{border:1px solid #bbb;padding:.25em .45em;text-align:left;vertical-align:top}th{background:#eee}
.meta{color:#444;font-size:.92em}.note{background:#fffbe6;border-left:4px solid #e0b000;padding:.4em .7em;white-space:pre-wrap}
.src{color:#555;font-size:.85em;word-break:break-all}.sev-high{color:#a00;font-weight:600}.sev-medium{color:#a60}
.tag{display:inline-block;border:1px solid #999;border-radius:1em;padding:0 .6em;margin-right:.3em;font-size:.85em}
svg{width:100%;height:auto;border:1px solid #ccc}
.item{page-break-inside:avoid}
@media print{body{margin:0;max-width:none}a{color:inherit}h2{page-break-after:avoid}}
`;

/** The merged graph as SVG: pinned positions where the analyst set them, else the case's items on an inner ring and the rest around. */
export function graphSvg(graph: SerializedNetwork, width = 900, height = 640): string {
  const nodes = graph.nodes.slice(0, 600);
  const inner = nodes.filter((node) => node.attributes.case_item);
  const outer = nodes.filter((node) => !node.attributes.case_item);
  const positions = new Map<string, { x: number; y: number }>();
  const cx = width / 2;
  const cy = height / 2;
  const ring = (list: typeof nodes, radius: number) =>
    list.forEach((node, index) => {
      const angle = (2 * Math.PI * index) / Math.max(1, list.length) - Math.PI / 2;
      positions.set(node.key, { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) });
    });
  ring(inner, inner.length > 1 ? Math.min(width, height) * 0.22 : 0);
  ring(outer, Math.min(width, height) * 0.44);
  // Pinned positions, scaled into the frame.
  const pinned = nodes.filter((node) => typeof node.attributes.x === 'number' && typeof node.attributes.y === 'number');
  if (pinned.length > 0) {
    const xs = pinned.map((node) => node.attributes.x as number);
    const ys = pinned.map((node) => node.attributes.y as number);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    for (const node of pinned)
      positions.set(node.key, {
        x: 40 + (((node.attributes.x as number) - minX) / (maxX - minX || 1)) * (width - 80),
        y: 40 + (((node.attributes.y as number) - minY) / (maxY - minY || 1)) * (height - 80),
      });
  }
  const edges = graph.edges
    .filter((edge) => positions.has(edge.source) && positions.has(edge.target))
    .map((edge) => {
      const a = positions.get(edge.source)!;
      const b = positions.get(edge.target)!;
      const analyst = edge.attributes.kind === 'analyst-link';
      const linkLabel = (edge.attributes as Record<string, unknown>).label;
      const line = `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${analyst ? '#c026d3' : edge.attributes.kind === 'appointment' ? '#94a3b8' : edge.attributes.kind === 'ownership' ? '#ea580c' : '#cbd5e1'}" stroke-width="${analyst ? 2.5 : 1}"${'resigned_on' in edge.attributes && edge.attributes.resigned_on ? ' stroke-dasharray="4 3"' : ''}/>`;
      const label =
        analyst && typeof linkLabel === 'string' && linkLabel
          ? `<text x="${((a.x + b.x) / 2).toFixed(1)}" y="${((a.y + b.y) / 2 - 4).toFixed(1)}" font-size="10" fill="#86198f" text-anchor="middle">${escapeHtml(linkLabel)}</text>`
          : '';
      return line + label;
    });
  const circles = nodes.map((node) => {
    const at = positions.get(node.key)!;
    const a = node.attributes;
    const fill = a.kind === 'company' ? '#2563eb' : a.kind === 'officer' ? '#16a34a' : '#9ca3af';
    const r = a.case_item ? 8 : 4.5;
    const label = a.analyst_label ? `${a.label} — ${a.analyst_label}` : a.label;
    const text =
      a.case_item || nodes.length <= 60
        ? `<text x="${(at.x + r + 2).toFixed(1)}" y="${(at.y + 3).toFixed(1)}" font-size="${a.case_item ? 11 : 8}"${a.case_item ? ' font-weight="600"' : ''}>${escapeHtml(String(label).slice(0, 60))}</text>`
        : '';
    return `<circle cx="${at.x.toFixed(1)}" cy="${at.y.toFixed(1)}" r="${r}" fill="${fill}"${a.case_item ? ' stroke="#111" stroke-width="1.5"' : ''}><title>${escapeHtml(label)}</title></circle>${text}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="Graph of the case: ${nodes.length} records, ${graph.edges.length} links">${edges.join('')}${circles.join('')}</svg>`;
}

export function reportHtml(input: ReportInput): string {
  const { record, items, graph, events, origin } = input;
  const abs = (href: string) => new URL(href, origin).toString();
  const when = input.generatedAt.toISOString();
  const itemBlocks = items.map((item) => {
    const signals = input.signals.get(item.item_id);
    const factRows = item.facts
      .map(
        (fact) =>
          `<tr><th scope="row">${escapeHtml(fact.label)}</th><td>${escapeHtml(fact.value)}</td><td class="src">${escapeHtml(fact.source)}<br>retrieved ${escapeHtml(fact.retrieved_at)}</td></tr>`,
      )
      .join('');
    let signalBlock = '';
    if (signals && 'unread' in signals)
      signalBlock = `<p class="meta">Signals not read: ${escapeHtml(signals.unread)}</p>`;
    else if (signals) {
      const rows = signals.signals
        .map(
          (signal) =>
            `<tr><td class="sev-${escapeHtml(signal.severity)}">${escapeHtml(signal.severity)}</td><td><strong>${escapeHtml(signal.title)}</strong><br>${escapeHtml(signal.detail)}</td><td class="src">${signal.evidence
              .slice(0, 4)
              .map((evidence) => `${escapeHtml(evidence.label)}: ${escapeHtml(abs(evidence.href))}`)
              .join('<br>')}<br>judged on ${escapeHtml(signals.as_of)}, retrieved ${escapeHtml(when)}</td></tr>`,
        )
        .join('');
      signalBlock = signals.signals.length
        ? `<h4>Signals</h4><table><thead><tr><th>Severity</th><th>Signal</th><th>Source</th></tr></thead><tbody>${rows}</tbody></table>`
        : `<p class="meta">No signals as of ${escapeHtml(signals.as_of)}${signals.not_checked.length ? ` (${signals.not_checked.length} not checked)` : ''}.</p>`;
    }
    return `<section class="item"><h3>${escapeHtml(item.title)} <span class="meta">(${escapeHtml(item.kind)})</span></h3>
<p class="src"><a href="${escapeHtml(abs(item.href))}">${escapeHtml(abs(item.href))}</a> · added ${escapeHtml(item.added_at)}</p>
${item.note ? `<div class="note">${escapeHtml(item.note)}</div>` : ''}
${item.unread ? `<p class="meta">Not read: ${escapeHtml(item.unread)}</p>` : ''}
${factRows ? `<table><thead><tr><th>Fact</th><th>Value</th><th>Source and retrieved</th></tr></thead><tbody>${factRows}</tbody></table>` : ''}
${signalBlock}</section>`;
  });
  const eventRows = events
    .map(
      (event) =>
        `<tr><td>${escapeHtml(event.date)}</td><td>${escapeHtml(event.kind)}</td><td>${escapeHtml(event.title)}</td><td class="src"><a href="${escapeHtml(abs(event.href))}">${escapeHtml(event.href)}</a><br>${escapeHtml(event.source)}</td></tr>`,
    )
    .join('');
  const companies = items.filter((item) => item.company_number).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(record.title)} — case report</title><style>${CSS}</style></head>
<body>
<header><h1>${escapeHtml(record.title)}</h1>
<p class="meta">Case report from ${escapeHtml(SITE_NAME)} · generated ${escapeHtml(when)} · data from the ${escapeHtml(input.registry)} as retrieved at the times shown · case <a href="${escapeHtml(abs(`/cases/${record.id}?read=${record.readToken}`))}">${escapeHtml(record.id)}</a></p>
${record.tags.length ? `<p>${record.tags.map((tag) => `<span class="tag">${escapeHtml(tag)}</span>`).join('')}</p>` : ''}
</header>
<h2>Summary</h2>
<p>${items.length} item${items.length === 1 ? '' : 's'} (${companies} about companies), ${events.length} dated events, a graph of ${graph.nodes.length} records and ${graph.edges.length} links.</p>
${record.notes ? `<h3>Notes</h3><div class="note">${escapeHtml(record.notes)}</div>` : ''}
${input.unread.length ? `<p class="meta">Not everything was read: ${input.unread.map(escapeHtml).join('; ')}.</p>` : ''}
<h2>Items</h2>
${itemBlocks.join('\n')}
<h2>Graph</h2>
${graphSvg(graph)}
<p class="meta">Blue: companies; green: officers; bold ring: items of the case; orange: ownership; purple: the analyst's own links. Dashed: ended appointments.</p>
<h2>Chronology</h2>
<table><thead><tr><th>Date</th><th>Kind</th><th>Event</th><th>Source</th></tr></thead><tbody>${eventRows}</tbody></table>
</body></html>`;
}

// ---------------------------------------------------------------- PDF

const PDF_TIMEOUT_MS = 20_000;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** PDFs waiting for the one Chromium at a time; past this a request is refused. */
export const PDF_MAX_WAITING = 4;

export class PdfBusy extends Error {}

type PdfBrowser = Awaited<ReturnType<(typeof import('playwright-core'))['chromium']['launch']>>;
/** One Chromium, kept for a minute after its last PDF (a launch costs about a second), then closed. */
let browser: Promise<PdfBrowser> | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
const BROWSER_IDLE_MS = 60_000;

async function chromium(): Promise<PdfBrowser> {
  if (idle) clearTimeout(idle);
  const known = browser && (await browser.catch(() => undefined));
  if (known?.isConnected()) return known;
  const { chromium: launcher } = await import('playwright-core');
  browser = launcher.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    timeout: PDF_TIMEOUT_MS,
  });
  return browser;
}

function closeLater() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    const closing = browser;
    browser = undefined;
    void closing?.then((open) => open.close()).catch(() => undefined);
  }, BROWSER_IDLE_MS);
  idle.unref?.();
}

/** The HTML printed by Chromium (playwright-core): one at a time, each within a time limit. */
export function renderPdf(html: string): Promise<Uint8Array> {
  if (waiting >= PDF_MAX_WAITING)
    return Promise.reject(new PdfBusy('too many reports are being printed; try again shortly'));
  waiting++;
  const run = queue.then(async () => {
    const open = await chromium();
    const context = await open.newContext();
    // A print that hangs closes its page and fails, and the next one starts a fresh Chromium.
    const timer = setTimeout(() => {
      void context.close().catch(() => undefined);
      const stuck = browser;
      browser = undefined;
      void stuck?.then((b) => b.close()).catch(() => undefined);
    }, PDF_TIMEOUT_MS);
    try {
      const page = await context.newPage();
      // Nothing is fetched: the report is self-contained; any request is refused.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: PDF_TIMEOUT_MS });
      return new Uint8Array(
        await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
        }),
      );
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
      closeLater();
    }
  });
  queue = run.catch(() => undefined).finally(() => waiting--);
  return run;
}
