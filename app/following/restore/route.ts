import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { parseWatchToken } from '@/lib/changes/tokens';
import { setWatchToken } from '@/lib/changes/watch';

export const dynamic = 'force-dynamic';

// GET /following/restore?token=… – the private link: this browser takes the watch list of the token (a bad token changes nothing)
export const GET = registryRoute(async (request) => {
  const url = new URL(request.url);
  const token = parseWatchToken(url.searchParams.get('token'));
  if (token) await setWatchToken(token, url.protocol === 'https:');
  return new Response(null, {
    status: 303,
    headers: { location: token ? '/following' : '/following?restore=invalid', 'referrer-policy': 'no-referrer' },
  });
}, appLog);
