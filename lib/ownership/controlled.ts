// The companies a company controls: the other side of the PSC register, which the registry's
// interface cannot be asked for. A registry with a PSC index (the embedded one, or an imported
// bulk file alone or beside a remote registry) answers it; a remote registry alone cannot.
// The index finds PSC records by the registration number they declare; each is then verified by
// the rule the walk up applies (resolve.ts: a UK register or UK company law, the same number, the
// same name once normalised), so a company's list and the controlled company's own Ownership tab
// never disagree: one that fails is listed with the reason, never silently as controlled.
import 'server-only';
import { findResource, getRegistry } from '@/lib/gateway';
import { isRegistryError } from '@/lib/registry/errors';
import type { ControlledCompany } from '@/lib/registry/capabilities';
import { verifyCorporatePsc } from './resolve';

export type { ControlledCompany } from '@/lib/registry/capabilities';

/** A controlled company as the app lists it: verified as the walk up would, or why not. */
export interface ControlledEntry extends ControlledCompany {
  verified: boolean;
  /** Why the PSC record is not verifiably this company ("not verified: …"), when it is not. */
  not_verified_reason?: string;
}

/** Most companies listed as controlled by one company. */
export const CONTROLLED_LIMIT = 200;

/** The walk's rule applied downwards: is the PSC on `entry`'s register the `controller`? */
export function verifyControlled(
  controller: { company_number: string; company_name: string } | undefined,
  entry: ControlledCompany,
): ControlledEntry {
  if (!controller)
    return { ...entry, verified: false, not_verified_reason: 'this company’s own record could not be read' };
  if (entry.psc_name === undefined && entry.identification === undefined)
    return { ...entry, verified: false, not_verified_reason: 'the PSC record’s name and identification were not read' };
  const verification = verifyCorporatePsc({ name: entry.psc_name, identification: entry.identification }, controller);
  return verification.verified
    ? { ...entry, verified: true }
    : { ...entry, verified: false, not_verified_reason: verification.reason };
}

/** Undefined when the registry in use cannot say; else the companies whose current corporate PSC names this number, each verified or not. */
export async function controlledCompanies(
  companyNumber: string,
  limit = CONTROLLED_LIMIT,
): Promise<ControlledEntry[] | undefined> {
  const { controlledCompanies: query } = await getRegistry().capabilities();
  const found = await query?.(companyNumber, limit);
  if (!found) return undefined;
  if (found.length === 0) return [];
  // The page read this profile already: a cache hit.
  let controller: { company_number: string; company_name: string } | undefined;
  try {
    const profile = await findResource('companyProfile', { company_number: companyNumber });
    if (profile) controller = { company_number: companyNumber, company_name: profile.data.company_name };
  } catch (error) {
    if (!isRegistryError(error)) throw error;
  }
  return found.map((entry) => verifyControlled(controller, entry));
}
