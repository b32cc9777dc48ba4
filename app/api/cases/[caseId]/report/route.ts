import { HttpError, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { download, formatParameter } from '@/lib/cases/formats';
import { caseGraph, casesSession, chronology, itemStates } from '@/lib/cases/read';
import { PdfBusy, renderPdf, reportHtml } from '@/lib/cases/report';
import { reportSignals } from '@/lib/cases/signals';
import { casesStore, readable } from '@/lib/cases/service';
import { env } from '@/lib/env';
import { appOrigin } from '@/lib/share/site';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /api/cases/{case_id}/report?format=html|pdf – the case as one self-contained, printable page (or its PDF), recording what it showed and when
export const GET = registryRoute<Context>(async (request, timing, { params }) => {
  const format = formatParameter(new URL(request.url).searchParams, ['html', 'pdf'] as const);
  const { record } = await readable((await params).caseId, request);
  const items = await (await casesStore()).items(record.id);
  // Many registry reads: under the per-client limits of the heavy routes, as the connections graphs.
  return heavyRoute(
    request,
    async (signal) => {
      const started = performance.now();
      const session = casesSession(signal);
      const [states, graph, { events, unread }, signals] = await Promise.all([
        itemStates(session, items),
        caseGraph(session, record, items, signal),
        chronology(session, items),
        reportSignals(items, signal),
      ]);
      timing.add('read', performance.now() - started);
      const notRead = [
        ...states.filter((state) => state.unread).map((state) => `${state.title}: ${state.unread}`),
        ...unread.map((entry) =>
          entry.reason.includes('chronology holds')
            ? entry.reason
            : `the chronology of ${states.find((state) => state.item_id === entry.item_id)?.title ?? entry.item_id}: ${entry.reason}`,
        ),
        ...graph.attributes.truncated.slice(0, 5).map((cut) => `the graph stopped at ${cut.node} (${cut.reason})`),
      ];
      const html = reportHtml({
        record,
        items: states,
        signals,
        graph,
        events,
        unread: notRead,
        origin: appOrigin(),
        generatedAt: new Date(),
        registry: env().REGISTRY_API_URL
          ? `registry at ${new URL(env().REGISTRY_API_URL!).origin}`
          : 'embedded registry',
      });
      const name = `case-${record.id}-report`;
      if (format === 'html') return download(html, 'text/html; charset=utf-8', `${name}.html`);
      try {
        const pdfStarted = performance.now();
        const pdf = await renderPdf(html);
        timing.add('pdf', performance.now() - pdfStarted);
        return download(pdf, 'application/pdf', `${name}.pdf`);
      } catch (error) {
        if (error instanceof PdfBusy)
          throw new HttpError(
            503,
            { errors: [{ error: 'report-busy', type: 'ch:service', error_values: { message: error.message } }] },
            { 'retry-after': '10' },
          );
        appLog('error', `case report PDF failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new HttpError(503, {
          errors: [
            {
              error: 'report-pdf-unavailable',
              type: 'ch:service',
              error_values: { message: 'The PDF could not be printed; the HTML report (format=html) is available.' },
            },
          ],
        });
      }
    },
    { slot: 'work' },
  );
}, appLog);
