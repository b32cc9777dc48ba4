// The embed route and the oEmbed route against a stand-in gateway (setRegistry).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegistry, type Gateway } from '@/lib/gateway';
import { RegistryError } from '@/lib/registry/errors';
import { GET as oembed } from '@/app/api/oembed/route';
import { GET, HEAD } from './route';

const ACME = {
  company_name: 'ACME & <SONS> LIMITED',
  company_number: '01234567',
  company_status: 'active',
  can_file: true,
  jurisdiction: 'england-wales',
  type: 'ltd',
  links: { self: '/company/01234567' },
};

/** A gateway that knows one company and fails as told for the others. */
function stubGateway(fail?: RegistryError): Gateway {
  return {
    mode: 'embedded',
    async fetch(name: string, params: Record<string, string>) {
      if (fail) throw fail;
      if (name === 'companyProfile' && params.company_number === '01234567')
        return {
          data: ACME,
          body: JSON.stringify(ACME),
          cache: 'miss',
          stale: false,
          ageSeconds: 0,
          ttlSeconds: 60,
          upstreamMs: 0,
        };
      throw new RegistryError('not-found', 'not found', { status: 404 });
    },
    budget: async () => null,
    budgetLow: async () => false,
    admitClient: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  } as unknown as Gateway;
}

const embed = (path: string) =>
  GET(new Request(`http://localhost${path}`), {
    params: Promise.resolve({ companyNumber: path.split('/')[3]!.split('?')[0]! }),
  });

beforeAll(() => {
  vi.stubEnv('APP_ORIGIN', 'https://registry.example.org');
  for (const level of ['warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => setRegistry(undefined));
afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('GET /embed/company/{n}', () => {
  it('answers the card as HTML that any site may frame, light by default', async () => {
    setRegistry(stubGateway());
    const response = await embed('/embed/company/01234567');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('class="light"');
    expect(html).toContain('ACME &amp; &lt;SONS&gt; LIMITED');
  });

  it('draws the dark theme on request and falls back to light on a bad value', async () => {
    setRegistry(stubGateway());
    expect(await (await embed('/embed/company/01234567?theme=dark')).text()).toContain(
      '<html lang="en-GB" class="dark">',
    );
    expect(await (await embed('/embed/company/01234567?theme=%22%3E%3Cscript%3E')).text()).toContain(
      '<html lang="en-GB" class="light">',
    );
  });

  it('answers 404 with a card for an unknown or malformed company number', async () => {
    setRegistry(stubGateway());
    const unknown = await embed('/embed/company/99999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No company with number 99999999');
    const malformed = await embed('/embed/company/<b>');
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain('No company with number &lt;b&gt;');
  });

  it('answers registry trouble with a card and a 503, 504 or 502, never a crash', async () => {
    setRegistry(stubGateway(new RegistryError('rate-limited', 'busy', { status: 429, retryAfterSeconds: 30 })));
    const busy = await embed('/embed/company/01234567');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(await busy.text()).toContain('Try again in 30 seconds');
    setRegistry(stubGateway(new RegistryError('timeout', 'slow')));
    expect((await embed('/embed/company/01234567')).status).toBe(504);
    setRegistry(stubGateway(new RegistryError('network', 'down')));
    const down = await embed('/embed/company/01234567');
    expect(down.status).toBe(502);
    expect(await down.text()).toContain('Unavailable');
  });

  it('answers HEAD without a body', async () => {
    setRegistry(stubGateway());
    const response = await HEAD(new Request('http://localhost/embed/company/01234567', { method: 'HEAD' }), {
      params: Promise.resolve({ companyNumber: '01234567' }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('GET /api/oembed', () => {
  const ask = (query: string) =>
    oembed(new Request(`http://localhost/api/oembed?${query}`, { headers: { host: 'localhost' } }), undefined as never);

  it('answers a company page of this site', async () => {
    setRegistry(stubGateway());
    const response = await ask(
      `url=${encodeURIComponent('https://registry.example.org/company/01234567/officers')}&format=json`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.json();
    expect(body).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: 'ACME & <SONS> LIMITED (01234567)',
      provider_url: 'https://registry.example.org/',
    });
    expect(body.html).toContain('src="https://registry.example.org/embed/company/01234567"');
  });

  it('accepts the host the request came in on as this site', async () => {
    setRegistry(stubGateway());
    expect((await ask(`url=${encodeURIComponent('http://localhost/company/01234567')}`)).status).toBe(200);
  });

  it('answers 404 for an unknown company, 400, 501 and 404 for bad requests', async () => {
    setRegistry(stubGateway());
    expect((await ask(`url=${encodeURIComponent('https://registry.example.org/company/99999999')}`)).status).toBe(404);
    expect((await ask('')).status).toBe(400);
    expect((await ask('url=not%20a%20url')).status).toBe(400);
    expect(
      (await ask(`url=${encodeURIComponent('https://registry.example.org/company/01234567')}&format=xml`)).status,
    ).toBe(501);
    expect((await ask(`url=${encodeURIComponent('https://elsewhere.example/company/01234567')}`)).status).toBe(404);
  });

  it('passes registry trouble on as the proxy does', async () => {
    setRegistry(stubGateway(new RegistryError('rate-limited', 'busy', { status: 429, retryAfterSeconds: 30 })));
    expect((await ask(`url=${encodeURIComponent('https://registry.example.org/company/01234567')}`)).status).toBe(429);
  });
});
