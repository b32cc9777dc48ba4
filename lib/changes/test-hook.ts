// The end-to-end tests' way to make the register change now: applies activity to one
// company of the embedded dataset. Only with CHANGES_TEST_HOOK=true (the Playwright server's
// configuration) and on a registry that can (the living embedded one); otherwise the route
// does not exist (404).
import 'server-only';
import { env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { HttpError } from '@/lib/gateway/http';

/** The hook's capability, when the configuration asks for it and the registry has it. */
async function hook() {
  if (!env().CHANGES_TEST_HOOK) return undefined;
  const { applyChanges, changeKinds = [] } = await getRegistry().capabilities();
  return applyChanges && { applyChanges, changeKinds };
}

export const testHookEnabled = async () => (await hook()) !== undefined;

/**
 * Applies up to `count` changes to `companyNumber` (of one `kind` when given: a name of the
 * activity's change kinds, else 400); returns the streams, types and URIs of their events.
 * Undefined when the hook is off.
 */
export async function applyTestChanges(companyNumber: string, count: number, kind?: string) {
  const found = await hook();
  if (!found) return undefined;
  if (kind !== undefined && !found.changeKinds.includes(kind))
    throw new HttpError(400, {
      errors: [{ error: `kind must be one of: ${found.changeKinds.join(', ')}`, type: 'ch:service' }],
    });
  // An unknown company is the registry's 404.
  await getRegistry().fetch('companyProfile', { company_number: companyNumber });
  return found.applyChanges(companyNumber, count, kind);
}
