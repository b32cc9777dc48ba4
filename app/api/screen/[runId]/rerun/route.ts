import { registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { rerunResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ runId: string }> };

// POST /api/screen/{run_id}/rerun – the same lines again as a new run (202), which shows what changed since
export const POST = registryRoute<Context>(async (request, _timing, { params }) => {
  const { runId } = await params;
  return heavyRoute(request, () => rerunResponse(request, runId));
}, appLog);
