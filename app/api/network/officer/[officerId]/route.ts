import { refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { networkResponse } from '@/lib/network/graph-response';
import { parseNetworkQuery } from '@/lib/network/query';
import { pathFormats } from '@/lib/registry/params';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

type Context = { params: Promise<{ officerId: string }> };

// GET /api/network/officer/{officer_id}?depth=1-3&status=active|all&format=json|gexf|csv&roles=&years=&addresses=1&expand=&stream=1&same_person=1&disqualified=1&verification=1 – the officer's companies and co-officers (docs/network-api.md)
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { officerId } = await params;
  if (!pathFormats.id.pattern.test(officerId) || officerId.includes('='))
    throw refused('invalid-path-parameter', {
      error: `officer_id must be ${pathFormats.id.describe}`,
      parameter: 'officer_id',
    });
  const query = parseNetworkQuery(new URL(request.url).searchParams);
  return heavyRoute(request, (signal) => networkResponse({ kind: 'officer', officerId }, query, signal), {
    slot: 'work',
  });
}, appLog);
