import { appLog } from '@/lib/gateway/log';
import { jsonResponse, refused, registryRoute } from '@/lib/gateway/http';
import { samePersonOf } from '@/lib/identity/same-person-service';
import { pathFormats } from '@/lib/registry/params';
import { heavyRoute } from '@/lib/gateway/heavy-routes';

type Context = { params: Promise<{ officerId: string }> };

// GET /api/network/officer/{officer_id}/same-person – other officer ids that may be the same person, scored, with the evidence
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { officerId } = await params;
  if (!pathFormats.id.pattern.test(officerId)) {
    throw refused('invalid-path-parameter', {
      error: `officer_id must be ${pathFormats.id.describe}`,
      parameter: 'officer_id',
    });
  }
  // The search is shared with the officer's page (kept a few minutes): it is not stopped when this client goes.
  return heavyRoute(
    request,
    async () => {
      const result = await samePersonOf(officerId);
      if (!result) throw refused('not-found', { error: 'officer-not-found' });
      return jsonResponse(200, result);
    },
    { slot: 'work' },
  );
}, appLog);
