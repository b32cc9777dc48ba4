import { companyJsonRoute } from '@/lib/gateway/company-routes';
import { companyIdentity } from '@/lib/verification/service';

// GET /api/identity/company/{n} – who running the company has to verify their identity, who has, who is due or overdue
export const GET = companyJsonRoute(companyIdentity);
