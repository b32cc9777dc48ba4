import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { networkGexf } from '@/lib/network/formats';
import { download, formatParameter } from '@/lib/cases/formats';
import { caseGraph, casesSession } from '@/lib/cases/read';
import { graphSvg } from '@/lib/cases/report';
import { casesStore, readable } from '@/lib/cases/service';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /api/cases/{case_id}/graph?format=json|gexf|svg – one graph of every item's connections (graphology serialisation, as the network API)
export const GET = registryRoute<Context>(async (request, timing, { params }) => {
  const format = formatParameter(new URL(request.url).searchParams, ['json', 'gexf', 'svg'] as const);
  const { record } = await readable((await params).caseId, request);
  const items = await (await casesStore()).items(record.id);
  // Many registry reads: under the per-client limits of the heavy routes, as the connections graphs.
  return heavyRoute(
    request,
    async (signal) => {
      const started = performance.now();
      const graph = await caseGraph(casesSession(signal), record, items, signal);
      timing.add('graph', performance.now() - started);
      if (format === 'gexf')
        return download(networkGexf(graph), 'application/gexf+xml; charset=utf-8', `case-${record.id}.gexf`);
      if (format === 'svg') return download(graphSvg(graph), 'image/svg+xml; charset=utf-8', `case-${record.id}.svg`);
      return jsonResponse(200, graph);
    },
    { slot: 'work' },
  );
}, appLog);
