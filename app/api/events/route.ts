import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { kindsParameter, lastEventIdOf } from '@/lib/changes/requests';
import { changes } from '@/lib/changes/service';
import { companyNumberParameter, currentWatchToken, watchListOf } from '@/lib/changes/watch';
import type { ChangeFilter } from '@/lib/changes/store';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

export const dynamic = 'force-dynamic';

// GET /api/events?company={n}|watch=1&kind=… – every change as Server-Sent Events (id: the change's seq; resumes with Last-Event-ID)
export const GET = registryRoute(async (request) => {
  const search = new URL(request.url).searchParams;
  const filter: ChangeFilter = { kinds: kindsParameter(search) };
  if (search.has('company')) filter.companies = [companyNumberParameter(search.get('company'))];
  else if (search.get('watch') === '1') {
    const list = await watchListOf(await currentWatchToken());
    filter.companies = list.companies.map((company) => company.companyNumber);
  }
  const lastEventId = lastEventIdOf(request);
  const service = changes();
  // At most CHANGES_SSE_CLIENT_CONNECTIONS streams per client, each held until it ends.
  return heavyRoute(
    request,
    async () => {
      const body = service.hub.open({
        filter,
        lastEventId,
        replay: (after, replayFilter, limit) => service.store.since(after, replayFilter, limit),
      });
      return new Response(body, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        },
      });
    },
    { count: false, slot: 'events' },
  );
}, appLog);
