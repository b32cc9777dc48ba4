import { companyJsonRoute } from '@/lib/gateway/company-routes';
import { companySignals } from '@/lib/signals/service';

// GET /api/signals/company/{n} – what an analyst should look at in the company, each with its evidence
export const GET = companyJsonRoute(companySignals);
