import { atomFeed, ATOM_HEADERS } from '@/lib/changes/atom';
import { parseWatchToken } from '@/lib/changes/tokens';
import { watchListChanges, watchListOf } from '@/lib/changes/watch';
import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { absoluteUrl, appOrigin } from '@/lib/share/site';

export const dynamic = 'force-dynamic';

// GET /following/feed.xml?token=… – a watch list's changes as an Atom feed (the token is the private link: feed readers send no cookie)
export const GET = registryRoute(async (request) => {
  // A bad or missing token reads as an empty watch list, never as someone else's.
  const token = parseWatchToken(new URL(request.url).searchParams.get('token'));
  const list = await watchListOf(token);
  const body = atomFeed({
    title: 'Changes at the companies you follow',
    selfUrl: absoluteUrl(`/following/feed.xml${token ? `?token=${token}` : ''}`),
    pageUrl: absoluteUrl('/following'),
    origin: appOrigin(),
    changes: await watchListChanges(list, [], 50),
  });
  return new Response(body, { headers: { ...ATOM_HEADERS, 'referrer-policy': 'no-referrer' } });
}, appLog);
