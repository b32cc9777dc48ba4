import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { parsePathQuery } from '@/lib/network/query';
import { pathBetween } from '@/lib/network/service';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

// GET /api/network/path?from={node key}&to={node key}&max_depth=4 – the shortest chain of appointments between two records (docs/network-api.md)
export const GET = registryRoute(async (request) => {
  const { from, to, maxDepth } = parsePathQuery(new URL(request.url).searchParams);
  return heavyRoute(
    request,
    async (signal) => {
      const result = await pathBetween(from, to, maxDepth, signal);
      if ('missing' in result)
        throw refused('not-found', {
          error: result.missing.startsWith('company:') ? 'company-profile-not-found' : 'appointments-not-found',
        });
      return jsonResponse(200, result);
    },
    { slot: 'work' },
  );
}, appLog);
