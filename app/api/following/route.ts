import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { companyNumberParameter, currentWatchToken, watchListOf } from '@/lib/changes/watch';

export const dynamic = 'force-dynamic';

// GET /api/following?company={n} – whether the reader's watch list holds a company (the Follow button's state)
export const GET = registryRoute(async (request) => {
  const companyNumber = companyNumberParameter(new URL(request.url).searchParams.get('company'));
  const list = await watchListOf(await currentWatchToken());
  return jsonResponse(200, {
    company_number: companyNumber,
    following: list.companies.some((company) => company.companyNumber === companyNumber),
    count: list.companies.length,
  });
}, appLog);
