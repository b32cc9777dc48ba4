import { refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { networkResponse } from '@/lib/network/graph-response';
import { parseNetworkQuery } from '@/lib/network/query';
import { pathFormats } from '@/lib/registry/params';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

type Context = { params: Promise<{ companyNumber: string }> };

// GET /api/network/company/{n}?depth=1-3&status=active|all&format=json|gexf|csv&roles=&years=&addresses=1&expand=&stream=1&same_person=1&disqualified=1&verification=1 – the company's connections through shared officers (docs/network-api.md)
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { companyNumber } = await params;
  if (!pathFormats.company_number.pattern.test(companyNumber))
    throw refused('invalid-path-parameter', {
      error: `company_number must be ${pathFormats.company_number.describe}`,
      parameter: 'company_number',
    });
  const query = parseNetworkQuery(new URL(request.url).searchParams);
  return heavyRoute(request, (signal) => networkResponse({ kind: 'company', companyNumber }, query, signal), {
    slot: 'work',
  });
}, appLog);
