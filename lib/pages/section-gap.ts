// Whether this registry reads a section at all: an imported bulk file alone answers only the
// sections the file carries (lib/registry/capabilities.ts `answers`). A page whose list came
// back empty or missing asks here before it says "none": a section not read is not an empty one.
import 'server-only';
import { getRegistry } from '@/lib/gateway';
import type { EndpointName } from '@/lib/registry/catalogue';
import { bulkFileGap } from './not-read';

/** Why the registry does not read this endpoint, in words; undefined when it does. */
export async function sectionNotRead(endpoint: EndpointName): Promise<string | undefined> {
  const registry = getRegistry();
  if ((await registry.capabilities()).answers(endpoint)) return undefined;
  const source = await registry.source();
  return bulkFileGap(endpoint, source.snapshotDate);
}
