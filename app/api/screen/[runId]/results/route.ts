import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { resultsResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ runId: string }> };

// GET /api/screen/{run_id}/results?format=json|csv|ndjson|xlsx&start_index&items_per_page&match&status&signal&sort&order – the screened lines
export const GET = registryRoute<Context>(
  async (request, _timing, { params }) => resultsResponse(request, (await params).runId),
  appLog,
);
