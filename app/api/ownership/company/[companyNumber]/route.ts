import { appLog } from '@/lib/gateway/log';
import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { toBods } from '@/lib/ownership/bods';
import { ownershipCsv } from '@/lib/ownership/csv';
import { ownershipOf } from '@/lib/ownership/service';
import { ParameterError } from '@/lib/registry/params';
import { companyNumberOf, type CompanyContext } from '@/lib/gateway/company-routes';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

const FORMATS = ['json', 'bods', 'csv'] as const;

function readChoice<T extends string>(search: URLSearchParams, name: string, values: readonly T[], fallback: T): T {
  const value = search.get(name);
  if (value === null || value === '') return fallback;
  if (!(values as readonly string[]).includes(value))
    throw new ParameterError(name, `${name} must be one of ${values.join(', ')}; got "${value.slice(0, 20)}"`);
  return value as T;
}

// GET /api/ownership/company/{n}?format=json|bods|csv&ceased=false|true – the company's chain of owners up to the people who ultimately control it
export const GET = registryRoute<CompanyContext>(async (request, _timing, { params }) => {
  const companyNumber = companyNumberOf((await params).companyNumber);
  const search = new URL(request.url).searchParams;
  const format = readChoice(search, 'format', FORMATS, 'json');
  const includeCeased = readChoice(search, 'ceased', ['false', 'true'], 'false') === 'true';
  const expand = search.getAll('expand').slice(0, 50);
  return heavyRoute(
    request,
    async (signal) => {
      const graph = await ownershipOf(companyNumber, { includeCeased, expand, signal });
      if (!graph) throw refused('not-found', { error: 'company-profile-not-found' });
      const filename = `${companyNumber}-ownership${includeCeased ? '-with-ceased' : ''}`;
      if (format === 'csv') {
        return new Response(ownershipCsv(graph), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${filename}.csv"`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      }
      if (format === 'bods')
        return jsonResponse(200, toBods(graph, new Date().toISOString().slice(0, 10)), {
          'content-disposition': `inline; filename="${filename}.bods.json"`,
        });
      return jsonResponse(200, graph);
    },
    { slot: 'work' },
  );
}, appLog);
