import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { deleteRunResponse, runStatusResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ runId: string }> };

// GET /api/screen/{run_id} – {run_id, created_at, total, done, matched, status, eta_seconds?}
export const GET = registryRoute<Context>(
  async (_request, _timing, { params }) => runStatusResponse((await params).runId),
  appLog,
);

// DELETE /api/screen/{run_id} – the run and its lines (the browser that made it only)
export const DELETE = registryRoute<Context>(
  async (request, _timing, { params }) => deleteRunResponse(request, (await params).runId),
  appLog,
);
