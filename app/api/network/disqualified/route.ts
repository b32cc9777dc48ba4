import { appLog } from '@/lib/gateway/log';
import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { checkDisqualified } from '@/lib/identity/disqualified-service';
import { parseOfficersToCheck } from '@/lib/identity/disqualified';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

// GET /api/network/disqualified?officer={officer_id}|{yyyy-mm}|{name}… – whether each officer matches a disqualified officer (the officers list's page turns ask this)
export const GET = registryRoute(async (request) => {
  const officers = parseOfficersToCheck(new URL(request.url).searchParams.getAll('officer'));
  return heavyRoute(request, async () => {
    const checks = await checkDisqualified(officers);
    return jsonResponse(200, { checks: Object.fromEntries(checks) });
  });
}, appLog);
