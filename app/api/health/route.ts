import { getRegistry } from '@/lib/gateway';
import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';

// GET /api/health – registry mode, whether it answers, cache size and hit rate, budget left, deprecation notices
export const GET = registryRoute(async () => jsonResponse(200, await getRegistry().health()), appLog);
