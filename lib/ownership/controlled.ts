// The companies a company controls: the other side of the PSC register, which the registry's
// interface cannot be asked for. A registry with a PSC index (the embedded one, or an imported
// bulk file alone or beside a remote registry) answers it; a remote registry alone cannot.
import 'server-only';
import { getRegistry } from '@/lib/gateway';
import type { ControlledCompany } from '@/lib/registry/capabilities';

export type { ControlledCompany } from '@/lib/registry/capabilities';

/** Most companies listed as controlled by one company. */
export const CONTROLLED_LIMIT = 200;

/** Undefined when the registry in use cannot say; else the companies whose current corporate PSC names this number. */
export async function controlledCompanies(
  companyNumber: string,
  limit = CONTROLLED_LIMIT,
): Promise<ControlledCompany[] | undefined> {
  const { controlledCompanies: query } = await getRegistry().capabilities();
  return query?.(companyNumber, limit);
}
