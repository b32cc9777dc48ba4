// Routes of this app's own answers about one company (/api/{analysis}/company/{n}): the number
// checked as the registry checks it (400 naming `company_number`), the work run as heavy work
// (bounded per client and in all), 404 when the register has no such company.
import { pathFormats } from '@/lib/registry/params';
import { heavyRoute } from './heavy-routes';
import { jsonResponse, refused, registryRoute } from './http';
import { appLog } from './log';

export type CompanyContext = { params: Promise<{ companyNumber: string }> };

/** The path's company number, or a 400 naming the parameter. */
export function companyNumberOf(value: string): string {
  if (!pathFormats.company_number.pattern.test(value))
    throw refused('invalid-path-parameter', {
      error: `company_number must be ${pathFormats.company_number.describe}`,
      parameter: 'company_number',
    });
  return value;
}

/** A GET answering `read`'s JSON for the company (undefined: 404, no such company). */
export function companyJsonRoute<T extends object>(
  read: (companyNumber: string, signal: AbortSignal) => Promise<T | undefined>,
) {
  return registryRoute<CompanyContext>(async (request, _timing, { params }) => {
    const companyNumber = companyNumberOf((await params).companyNumber);
    return heavyRoute(
      request,
      async (signal) => {
        const answer = await read(companyNumber, signal);
        if (answer === undefined) throw refused('not-found', { error: 'company-profile-not-found' });
        return jsonResponse(200, answer);
      },
      { slot: 'work' },
    );
  }, appLog);
}
