// Server-side reads shared by the PSC and statement pages: the company (for headings and
// titles, deduplicated per request with the layout's read) and whether the register view
// can be offered.
import 'server-only';
import { load, loadOptional } from '@/lib/pages/load';
import type { CompanyProfile } from '@/lib/registry/schemas';
import {
  companyNumberCandidate,
  isCompanyGone,
  isOverseasEntity,
  pscNouns,
  pscRegisterIsPublic,
  pscShape,
  ukCompanyNumberOf,
} from '@/lib/psc/psc-model';
import type { Psc } from '@/lib/registry/schemas';

export interface PscCompany {
  profile: CompanyProfile;
  overseasEntity: boolean;
  /** Dissolved, closed or removed. */
  gone: boolean;
  nouns: ReturnType<typeof pscNouns>;
}

/** The company a PSC page belongs to; undefined when the registry could not answer (the layout shows why). */
export async function loadPscCompany(companyNumber: string): Promise<PscCompany | undefined> {
  const loaded = await load('companyProfile', { company_number: companyNumber });
  if (!loaded.ok) return undefined;
  const profile = loaded.result.data;
  const overseasEntity = isOverseasEntity(profile.type);
  return { profile, overseasEntity, gone: isCompanyGone(profile.company_status), nouns: pscNouns(overseasEntity) };
}

/** The registry answers `register_view=true` only for a PSC register kept on the public register. */
export async function registerViewAvailable(profile: CompanyProfile): Promise<boolean> {
  if (!profile.links.registers) return false;
  const registers = await loadOptional('registers', { company_number: profile.company_number });
  return !!registers?.ok && pscRegisterIsPublic(registers.result.data);
}

/**
 * The company page a corporate PSC links to: a UK registration by its own account, or a
 * registration number written like a company number that the register knows.
 */
export async function linkedCompanyNumber(psc: Psc): Promise<string | undefined> {
  if (pscShape(psc).category !== 'corporate-entity') return undefined;
  const uk = ukCompanyNumberOf(psc.identification);
  if (uk) return uk;
  const candidate = companyNumberCandidate(psc.identification);
  if (!candidate) return undefined;
  const company = await loadOptional('companyProfile', { company_number: candidate });
  return company?.ok ? candidate : undefined;
}
