import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { financialsCsv } from '@/lib/financials/csv';
import { financialsOf } from '@/lib/financials/service';
import { ParameterError } from '@/lib/registry/params';
import { companyNumberOf, type CompanyContext } from '@/lib/gateway/company-routes';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

const FORMATS = ['json', 'csv'] as const;

// GET /api/financials/company/{n}?format=json|csv – the company's figures per accounting period, newest first, from its accounts
export const GET = registryRoute<CompanyContext>(async (request, _timing, { params }) => {
  const companyNumber = companyNumberOf((await params).companyNumber);
  const format = new URL(request.url).searchParams.get('format') || 'json';
  if (!(FORMATS as readonly string[]).includes(format))
    throw new ParameterError('format', `format must be one of ${FORMATS.join(', ')}; got "${format.slice(0, 20)}"`);
  return heavyRoute(
    request,
    async (signal) => {
      const financials = await financialsOf(companyNumber, { signal });
      if (!financials) throw refused('not-found', { error: 'company-profile-not-found' });
      if (format === 'csv') {
        return new Response(financialsCsv(financials), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${companyNumber}-financials.csv"`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      }
      return jsonResponse(200, financials);
    },
    { slot: 'work' },
  );
}, appLog);
