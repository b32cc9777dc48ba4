import { describe, expect, it } from 'vitest';
import { createRegistryClient, type Transport } from './client';
import { RegistryError, errorBody, isPathParameterRejection } from './errors';

const profile = {
  company_name: 'EXAMPLE TRADING LIMITED',
  company_number: '01234567',
  type: 'ltd',
  jurisdiction: 'england-wales',
  can_file: true,
  links: { self: '/company/01234567' },
  etag: 'abc',
};

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** A transport that records requests and answers with `reply`. */
function stub(reply: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return reply(request);
  };
  return {
    requests,
    client: createRegistryClient({ baseUrl: 'https://registry.test/', apiKey: 'my-key', transport, timeoutMs: 200 }),
  };
}

async function failure(promise: Promise<unknown>): Promise<RegistryError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryError);
    return error as RegistryError;
  }
  throw new Error('expected the call to fail');
}

describe('registry client', () => {
  it('sends the key as Basic user name with an empty password, and builds the URL from the catalogue', async () => {
    const { client, requests } = stub(() => json(profile, { headers: { etag: '"abc"' } }));
    const result = await client.companyProfile({ company_number: '01234567' });
    expect(requests[0]!.url).toBe('https://registry.test/company/01234567');
    expect(requests[0]!.headers.get('authorization')).toBe(`Basic ${Buffer.from('my-key:').toString('base64')}`);
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
    expect(result.notModified).toBe(false);
    if (!result.notModified) {
      expect(result.data.company_name).toBe('EXAMPLE TRADING LIMITED');
      expect(result.meta.etag).toBe('"abc"');
    }
  });

  it('sends no authorization header without a key', async () => {
    const requests: Request[] = [];
    const client = createRegistryClient({
      baseUrl: 'http://127.0.0.1:5001',
      transport: async (r) => (requests.push(r), json(profile)),
    });
    await client.companyProfile({ company_number: '01234567' });
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('encodes path parameters and sends the query in a stable order', async () => {
    const { client, requests } = stub(() => json({ items: [], total_count: 0 }));
    await client.chargeList(
      { company_number: '01234567' },
      { start_index: 25, items_per_page: 25, filter: 'outstanding' },
    );
    expect(requests[0]!.url).toBe(
      'https://registry.test/company/01234567/charges?filter=outstanding&items_per_page=25&start_index=25',
    );
    await client.chargeDetails({ company_number: '01234567', charge_id: '../x' }).catch(() => undefined);
    expect(requests[1]!.url).toBe('https://registry.test/company/01234567/charges/..%2Fx');
  });

  it('passes Accept and If-None-Match, and reports a 304 as not modified', async () => {
    const { client, requests } = stub(() => new Response(null, { status: 304, headers: { etag: '"abc"' } }));
    const result = await client.companyProfile(
      { company_number: '01234567' },
      {},
      { accept: 'application/vnd.registry.companyProfile+json; version=0.0', ifNoneMatch: '"abc"' },
    );
    expect(requests[0]!.headers.get('accept')).toBe('application/vnd.registry.companyProfile+json; version=0.0');
    expect(requests[0]!.headers.get('if-none-match')).toBe('"abc"');
    expect(result).toMatchObject({ notModified: true, meta: { status: 304, etag: '"abc"' } });
  });

  it('returns the rate-limit headers and a deprecation notice', async () => {
    const { client } = stub(() =>
      json(profile, {
        headers: {
          'x-ratelimit-limit': '600',
          'x-ratelimit-remain': '599',
          'x-ratelimit-reset': '1730107751',
          'x-ratelimit-window': '5m',
          'registry-expiry-date': '2027-02-01; rel="application/vnd.registry.companyProfile+json; version=0.0"',
        },
      }),
    );
    const result = await client.companyProfile({ company_number: '01234567' });
    expect(result.meta.rateLimit).toEqual({ limit: 600, remaining: 599, resetAt: 1730107751, window: '5m' });
    expect(result.meta.deprecation).toEqual({
      header: '2027-02-01; rel="application/vnd.registry.companyProfile+json; version=0.0"',
      expiresOn: '2027-02-01',
      rel: 'application/vnd.registry.companyProfile+json; version=0.0',
    });
  });

  it.each([
    [400, 'bad-request'],
    [401, 'unauthorised'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [406, 'not-acceptable'],
    [410, 'gone'],
    [416, 'range-not-satisfiable'],
    [429, 'rate-limited'],
    [500, 'upstream'],
    [502, 'upstream'],
    [503, 'upstream'],
  ] as const)('maps status %i to the %s kind', async (status, kind) => {
    const { client } = stub(() => json({ errors: [{ error: 'some-error', type: 'ch:service' }] }, { status }));
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.endpoint).toBe('companyProfile');
    expect(error.items).toEqual([{ error: 'some-error', type: 'ch:service' }]);
  });

  it('reads the single-object auth error body', async () => {
    const { client } = stub(() => json({ error: 'Invalid Authorization', type: 'ch:service' }, { status: 401 }));
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe('unauthorised');
    expect(error.items).toEqual([{ error: 'Invalid Authorization', type: 'ch:service' }]);
    expect(error.message).toContain('Invalid Authorization');
  });

  it('handles a 404 with an empty body', async () => {
    const { client } = stub(() => new Response('', { status: 404 }));
    const error = await failure(client.officerAppointment({ company_number: '01234567', appointment_id: 'abc' }));
    expect(error.kind).toBe('not-found');
    expect(error.items).toEqual([]);
  });

  it('gives the retry time of a 429 from Retry-After, or else from the rate-limit reset', async () => {
    const withRetryAfter = stub(() => json({}, { status: 429, headers: { 'retry-after': '42' } }));
    expect(
      (await failure(withRetryAfter.client.companyProfile({ company_number: '01234567' }))).retryAfterSeconds,
    ).toBe(42);
    const reset = Math.floor(Date.now() / 1000) + 120;
    const withReset = stub(() => new Response('', { status: 429, headers: { 'x-ratelimit-reset': String(reset) } }));
    const seconds = (await failure(withReset.client.companyProfile({ company_number: '01234567' }))).retryAfterSeconds!;
    expect(seconds).toBeGreaterThan(110);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it('times out a slow registry', async () => {
    const { client } = stub(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
        ),
    );
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe('timeout');
  });

  it('reports a network failure', async () => {
    const { client } = stub(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('fetch failed');
  });

  it('rejects malformed JSON', async () => {
    const { client } = stub(() => new Response('{"company_name": ', { status: 200 }));
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe('invalid-response');
  });

  it('rejects a body that breaks the schema, naming the endpoint and the field', async () => {
    const { client } = stub(() => json({ ...profile, company_name: 42 }));
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^companyProfile: .*company_name/);
  });

  it('never puts the key in an error message', async () => {
    const { client } = stub(() => json({ error: 'Invalid Authorization', type: 'ch:service' }, { status: 401 }));
    const error = await failure(client.companyProfile({ company_number: '01234567' }));
    expect(JSON.stringify({ message: error.message, items: error.items })).not.toContain('my-key');
  });
});

describe('isRegistryError', () => {
  it('recognises an error made by another copy of the class (another module graph)', async () => {
    const { isRegistryError } = await import('./errors');
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('registry-browser.RegistryError')]: true,
      kind: 'not-found',
    });
    expect(isRegistryError(foreign)).toBe(true);
    expect(isRegistryError(new Error('plain'))).toBe(false);
    expect(isRegistryError(new RegistryError('not-found', 'gone'))).toBe(true);
  });
});

describe('isPathParameterRejection', () => {
  // The error bodies the embedded registry sends for a malformed path and a malformed query.
  const rejecting = (location_type: string) =>
    stub(() =>
      json(
        errorBody('company_number must be 8 capital letters or digits', 'ch:validation', {
          location: 'company_number',
          location_type,
        }),
        { status: 400 },
      ),
    ).client;

  it('tells a rejected path parameter (nothing to find) from other refusals', async () => {
    expect(
      isPathParameterRejection(
        await failure(rejecting('path-parameter').companyProfile({ company_number: 'TOOLONG1234' })),
      ),
    ).toBe(true);
    expect(
      isPathParameterRejection(
        await failure(rejecting('query-parameter').companyProfile({ company_number: '01234567' })),
      ),
    ).toBe(false);
    expect(isPathParameterRejection(new RegistryError('not-found', 'gone'))).toBe(false);
    expect(isPathParameterRejection(new Error('plain'))).toBe(false);
  });
});
