import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { pickResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ runId: string; line: string }> };

// POST /api/screen/{run_id}/lines/{line} (company_number) – the analyst's pick among an ambiguous line's candidates, kept in the run
export const POST = registryRoute<Context>(async (request, _timing, { params }) => {
  const { runId, line } = await params;
  return pickResponse(request, runId, line);
}, appLog);
