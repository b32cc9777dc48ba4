import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { heavyRoute } from '@/lib/gateway/heavy-routes';
import { appLog } from '@/lib/gateway/log';
import { pathFormats } from '@/lib/registry/params';
import { companySignals } from '@/lib/signals/service';

type Context = { params: Promise<{ companyNumber: string }> };

// GET /api/signals/company/{n} – what an analyst should look at in the company, each with its evidence
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
      const signals = await companySignals(companyNumber, signal);
      if (!signals) throw refused('not-found', { error: 'company-profile-not-found' });
      return jsonResponse(200, signals);
    },
    { slot: 'work' },
  );
}, appLog);
