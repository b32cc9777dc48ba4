// The end-to-end tests' way to make the register change now: applies activity to one
// company of the embedded dataset. Only with CHANGES_TEST_HOOK=true (the Playwright server's
// configuration) and on the embedded registry; otherwise the route does not exist (404).
import 'server-only';
import { env, registryMode } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { HttpError } from '@/lib/gateway/http';
import type { Activity } from '@/lib/registry-server/activity';

const HOOK = Symbol.for('registry-browser.changes-test-hook');

export const testHookEnabled = () => env().CHANGES_TEST_HOOK && registryMode(env()) === 'embedded';

/**
 * Applies up to `count` changes to `companyNumber` (of one `kind` when given: a name of the
 * activity's change kinds, else 400); returns the streams, types and URIs of their events.
 */
export async function applyTestChanges(companyNumber: string, count: number, kind?: string) {
  if (kind !== undefined) {
    const { ACTIVITY_KINDS } = await import('@/lib/registry-server/activity/kinds');
    if (!ACTIVITY_KINDS.some((known) => known.name === kind))
      throw new HttpError(400, {
        errors: [{ error: `kind must be one of: ${ACTIVITY_KINDS.map((k) => k.name).join(', ')}`, type: 'ch:service' }],
      });
  }
  // The gateway's first use generates the dataset if it is missing.
  await getRegistry().fetch('companyProfile', { company_number: companyNumber });
  const holder = globalThis as { [HOOK]?: Activity };
  if (!holder[HOOK]) {
    const { createActivity } = await import('@/lib/registry-server/activity');
    holder[HOOK] = createActivity({ dbPath: env().REGISTRY_DB_PATH, perMinute: 0, log: () => undefined });
  }
  return holder[HOOK].applyChanges(count, companyNumber, kind).flatMap((change) =>
    change.events.map((event) => ({
      stream: event.stream,
      timepoint: event.timepoint,
      type: event.type,
      resource_uri: event.resource_uri,
    })),
  );
}
