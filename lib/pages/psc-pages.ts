// Server-side reads shared by the PSC and statement pages: the company (for headings and
// titles, deduplicated per request with the layout's read) and whether the register view
// can be offered.
import 'server-only';
import { loadOptionalListPage } from '@/lib/pages/list-page';
import { load, loadOptional } from '@/lib/pages/load';
import type { PagedList, SearchParamsRecord } from '@/lib/query/page-state';
import type { ParamsOf } from '@/lib/registry/catalogue';
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
import { ukToday } from '@/lib/labels/dates';
import { verificationCompanyOf, type VerificationView } from '@/lib/verification/rows';

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

/** What the PSC and statement lists need to know of their company. */
export interface PscListContext {
  companyNumber: string;
  overseasEntity: boolean;
  /** The company keeps its PSC register on the public register, so `register_view` can be asked for. */
  registerViewAvailable: boolean;
  /** Dissolved, closed or removed: its PSCs are not called active. */
  companyGone: boolean;
  /** The company and day identity verification is judged by (the PSC list's Identity column and filter). */
  verification?: VerificationView;
}

/**
 * The company, its lists' context and this page of one of its PSC lists (`list` makes the
 * list's definition for the context), shared by a page and its metadata; undefined when the
 * company could not be read (the layout shows why). A company with no records of the list at
 * all answers 404 there, which is not a missing page: `page` is then undefined.
 */
export async function loadPscListPage<N extends 'pscList' | 'pscStatementList'>(
  companyNumber: string,
  searchParams: Promise<SearchParamsRecord>,
  list: (context: PscListContext) => PagedList<N>,
) {
  const company = await loadPscCompany(companyNumber);
  if (!company) return undefined;
  const context: PscListContext = {
    companyNumber,
    overseasEntity: company.overseasEntity,
    registerViewAvailable: await registerViewAvailable(company.profile),
    companyGone: company.gone,
    verification: { company: verificationCompanyOf(company.profile), today: ukToday() },
  };
  const params = { company_number: companyNumber } as ParamsOf<N>;
  const page = await loadOptionalListPage(list(context), params, await searchParams);
  return { company, context, page };
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
