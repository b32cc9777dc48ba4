import { registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { previewResponse } from '@/lib/screening/api';

export const dynamic = 'force-dynamic';

// POST /api/screen/preview (form: file or text) – the list's columns, a few values of each and the likeliest mapping, for the column picker
export const POST = registryRoute((request) => heavyRoute(request, () => previewResponse(request)), appLog);
