import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { deleteRunResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ runId: string }> };

// POST /api/screen/{run_id}/delete – the /screen page's form for DELETE /api/screen/{run_id} (forms cannot send DELETE)
export const POST = registryRoute<Context>(
  async (request, _timing, { params }) => deleteRunResponse(request, (await params).runId),
  appLog,
);
