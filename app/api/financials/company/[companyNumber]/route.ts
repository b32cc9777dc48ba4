import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { financialsCsv } from '@/lib/financials/csv';
import { financialsOf } from '@/lib/financials/service';
import { ParameterError, pathFormats } from '@/lib/registry/params';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

type Context = { params: Promise<{ companyNumber: string }> };

const FORMATS = ['json', 'csv'] as const;

// GET /api/financials/company/{n}?format=json|csv – the company's figures per accounting period, newest first, from its accounts
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { companyNumber } = await params;
  if (!pathFormats.company_number.pattern.test(companyNumber)) {
    throw refused('invalid-path-parameter', {
      error: `company_number must be ${pathFormats.company_number.describe}`,
      parameter: 'company_number',
    });
  }
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
