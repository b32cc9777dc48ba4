import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { pathFormats } from '@/lib/registry/params';
import { companyIdentity } from '@/lib/verification/service';

type Context = { params: Promise<{ companyNumber: string }> };

// GET /api/identity/company/{n} – who running the company has to verify their identity, who has, who is due or overdue
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { companyNumber } = await params;
  if (!pathFormats.company_number.pattern.test(companyNumber)) {
    throw refused('invalid-path-parameter', {
      error: `company_number must be ${pathFormats.company_number.describe}`,
      parameter: 'company_number',
    });
  }
  return heavyRoute(
    request,
    async (signal) => {
      const identity = await companyIdentity(companyNumber, signal);
      if (!identity) throw refused('not-found', { error: 'company-profile-not-found' });
      return jsonResponse(200, identity);
    },
    { slot: 'work' },
  );
}, appLog);
