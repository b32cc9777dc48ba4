import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchList } from '@/lib/changes/store';
import { currentWatchToken, setWatchToken, watchListOf } from '@/lib/changes/watch';

vi.mock('@/lib/changes/watch', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/changes/watch')>()),
  currentWatchToken: vi.fn(),
  setWatchToken: vi.fn(),
  watchListOf: vi.fn(),
}));

const THEIRS = 'AAAAAAAAAAAAAAAAAAAAAA';
const MINE = 'BBBBBBBBBBBBBBBBBBBBBB';
const lists: Record<string, WatchList> = {
  [THEIRS]: { companies: [{ companyNumber: '00000001' } as never, { companyNumber: '00000002' } as never], seenSeq: 0 },
  [MINE]: { companies: [{ companyNumber: '09876543' } as never], seenSeq: 0 },
};

beforeEach(() => {
  vi.mocked(setWatchToken).mockReset();
  vi.mocked(currentWatchToken).mockResolvedValue(MINE);
  vi.mocked(watchListOf).mockImplementation(async (token) => lists[token ?? ''] ?? { companies: [], seenSeq: 0 });
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function renderPage(token: string) {
  const { default: RestorePage } = await import('./page');
  return renderToStaticMarkup(await RestorePage({ searchParams: Promise.resolve({ token }) }));
}

const post = (headers: Record<string, string>, body: string) =>
  new Request('http://app.test/following/restore/confirm', {
    method: 'POST',
    headers: { host: 'app.test', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('the private link, /following/restore?token=…', () => {
  it('changes nothing when opened: no GET under /following/restore sets the watch list, even from another site', async () => {
    const routes = import.meta.glob<{ GET?: (request: Request, context: unknown) => Promise<Response> }>(
      './**/route.ts',
    );
    for (const load of Object.values(routes)) {
      const { GET } = await load();
      if (!GET) continue;
      await GET(
        new Request(`http://app.test/following/restore?token=${THEIRS}`, {
          headers: { host: 'app.test', 'sec-fetch-site': 'cross-site' },
        }),
        { params: Promise.resolve({}) },
      );
    }
    expect(setWatchToken).not.toHaveBeenCalled();
    expect(await renderPage(THEIRS)).toContain('Restore this watch list');
    expect(setWatchToken).not.toHaveBeenCalled();
  });

  it('says which list it restores and that the current one is replaced, with a form that posts to the app', async () => {
    const html = await renderPage(THEIRS);
    const page = text(html);
    expect(page).toContain('It follows 2 companies: 00000001 00000002');
    expect(page).toContain('This browser follows 1 company now. Restoring replaces that list');
    // The reader's own link, so they can keep it.
    expect(page).toContain(`/following/restore?token=${MINE}`);
    expect(page).toContain('09876543');
    expect(html).toMatch(/<form [^>]*action="\/following\/restore\/confirm" method="post"/);
    expect(html).toContain(`<input type="hidden" name="token" value="${THEIRS}"/>`);
  });

  it('says so when the browser has nothing to lose, or already holds the list', async () => {
    vi.mocked(currentWatchToken).mockResolvedValue(undefined);
    expect(text(await renderPage(THEIRS))).toContain('This browser follows no company now: nothing is lost.');
    vi.mocked(currentWatchToken).mockResolvedValue(THEIRS);
    const html = await renderPage(THEIRS);
    expect(text(html)).toContain('already this browser’s watch list');
    expect(html).not.toContain('<form');
  });

  it('sends a malformed token back to /following, which says it is not valid', async () => {
    await expect(renderPage('not-a-token')).rejects.toMatchObject({
      digest: expect.stringContaining('/following?restore=invalid'),
    });
  });
});

describe('POST /following/restore/confirm', () => {
  it('replaces the watch list from this site’s form only', async () => {
    const { POST } = await import('./confirm/route');
    const crossSite = await POST(post({ origin: 'https://evil.example' }, `token=${THEIRS}`), undefined);
    expect(crossSite.status).toBe(403);
    const fetchSite = await POST(post({ 'sec-fetch-site': 'cross-site' }, `token=${THEIRS}`), undefined);
    expect(fetchSite.status).toBe(403);
    const sameSiteOther = await POST(
      post({ origin: 'null', 'sec-fetch-site': 'same-site' }, `token=${THEIRS}`),
      undefined,
    );
    expect(sameSiteOther.status).toBe(403);
    expect(setWatchToken).not.toHaveBeenCalled();

    // The restore page has no referrer: the browser's form says Origin null, and Sec-Fetch-Site same-origin.
    const noReferrer = await POST(
      post({ origin: 'null', 'sec-fetch-site': 'same-origin' }, `token=${THEIRS}`),
      undefined,
    );
    expect(noReferrer.status).toBe(303);

    const own = await POST(
      post({ origin: 'http://app.test', 'sec-fetch-site': 'same-origin' }, `token=${THEIRS}`),
      undefined,
    );
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/following');
    expect(setWatchToken).toHaveBeenCalledWith(THEIRS, false);
  });

  it('changes nothing for a malformed token', async () => {
    const { POST } = await import('./confirm/route');
    const response = await POST(post({ origin: 'http://app.test' }, 'token=not-a-token'), undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/following?restore=invalid');
    expect(setWatchToken).not.toHaveBeenCalled();
  });
});
