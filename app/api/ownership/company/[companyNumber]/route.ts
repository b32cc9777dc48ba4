import { appLog } from '@/lib/gateway/log';
import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { toBods } from '@/lib/ownership/bods';
import { ownershipCsv } from '@/lib/ownership/csv';
import { ownershipOf, ownershipPeopleOf } from '@/lib/ownership/service';
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

// GET /api/ownership/company/{n}?format=json|bods|csv&ceased=false|true&people=0|1 – the company's chain of owners up to the people who ultimately control it
// people=1: one owner node per person where the registry has a person index (lib/ownership/people.ts),
// in the JSON and the CSV; the JSON says what was done in `people` ({available: false} without an index).
export const GET = registryRoute<CompanyContext>(async (request, _timing, { params }) => {
  const companyNumber = companyNumberOf((await params).companyNumber);
  const search = new URL(request.url).searchParams;
  const format = readChoice(search, 'format', FORMATS, 'json');
  const includeCeased = readChoice(search, 'ceased', ['false', 'true'], 'false') === 'true';
  const asPeople = readChoice(search, 'people', ['0', '1'], '0') === '1';
  const expand = search.getAll('expand').slice(0, 50);
  return heavyRoute(
    request,
    async (signal) => {
      const walked = await ownershipOf(companyNumber, { includeCeased, expand, signal });
      if (!walked) throw refused('not-found', { error: 'company-profile-not-found' });
      const filename = `${companyNumber}-ownership${includeCeased ? '-with-ceased' : ''}`;
      // BODS stays by PSC entry whatever `people` says: BODS has person statements of its own, one per entry.
      if (format === 'bods')
        return jsonResponse(200, toBods(walked, new Date().toISOString().slice(0, 10)), {
          'content-disposition': `inline; filename="${filename}.bods.json"`,
        });
      const { graph, people } = asPeople
        ? await ownershipPeopleOf(walked, signal)
        : { graph: walked, people: undefined };
      if (format === 'csv') {
        return new Response(ownershipCsv(graph), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${filename}${asPeople ? '-people' : ''}.csv"`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      }
      return jsonResponse(200, people ? { ...graph, people } : graph);
    },
    { slot: 'work' },
  );
}, appLog);
