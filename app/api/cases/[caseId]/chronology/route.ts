import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { chronologyCsv, chronologyFilter, download, filterEvents, formatParameter } from '@/lib/cases/formats';
import { casesSession, chronology } from '@/lib/cases/read';
import { casesStore, readable } from '@/lib/cases/service';
import { appOrigin } from '@/lib/share/site';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /api/cases/{case_id}/chronology?format=json|csv&kind=&from=&to=&item= – every dated event of every item, in date order
export const GET = registryRoute<Context>(async (request, timing, { params }) => {
  const search = new URL(request.url).searchParams;
  const format = formatParameter(search, ['json', 'csv'] as const);
  const filter = chronologyFilter(search);
  const { record } = await readable((await params).caseId, request);
  const items = await (await casesStore()).items(record.id);
  // Many registry reads: under the per-client limits of the heavy routes, as the connections graphs.
  return heavyRoute(
    request,
    async (signal) => {
      const started = performance.now();
      const session = casesSession(signal);
      const { events, unread } = await chronology(session, items);
      timing.add('chronology', performance.now() - started);
      const shown = filterEvents(events, filter);
      if (format === 'csv')
        return download(
          chronologyCsv(shown, appOrigin()),
          'text/csv; charset=utf-8',
          `case-${record.id}-chronology.csv`,
        );
      return jsonResponse(200, {
        case_id: record.id,
        events: shown,
        unread,
        registry_calls: session.budget.spent,
      });
    },
    { slot: 'work' },
  );
}, appLog);
