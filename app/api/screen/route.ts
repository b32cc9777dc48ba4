import { registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { createRunResponse, listRunsResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

// POST /api/screen (text/csv, application/json; the /screen page's form) – a run of the list: 202 {run_id, total, links}; 400 naming what is wrong, 413 past 5 MB
export const POST = registryRoute((request) => heavyRoute(request, () => createRunResponse(request)), appLog);

// GET /api/screen – this browser's runs, newest first
export const GET = registryRoute(() => listRunsResponse(), appLog);
