// What the PSC pages need to know about a person with significant control beyond its
// fields: which of the eight kinds it is, its detail endpoint, how to name it, whether it
// has ceased, and whether a corporate PSC is a UK company this app has a page for.
import { pscKindLabel } from '@/lib/labels/people';
import type { EndpointName } from '@/lib/registry/catalogue';
import { normaliseCompanyNumber } from '@/lib/registry/company-number';
import type { CompanyRegister, Psc } from '@/lib/registry/schemas';
import { plural } from '@/lib/labels/counts';

/** The last path segment before the id in a PSC's `links.self`, one per kind. */
export const pscPathKinds = [
  'individual',
  'individual-beneficial-owner',
  'corporate-entity',
  'corporate-entity-beneficial-owner',
  'legal-person',
  'legal-person-beneficial-owner',
  'super-secure',
  'super-secure-beneficial-owner',
] as const;

export type PscPathKind = (typeof pscPathKinds)[number];

/** The detail endpoint of each kind and the name of its id parameter. */
export const pscDetailEndpoints = {
  individual: { name: 'pscIndividual', id: 'psc_id' },
  'individual-beneficial-owner': { name: 'pscIndividualBeneficialOwner', id: 'psc_id' },
  'corporate-entity': { name: 'pscCorporateEntity', id: 'psc_id' },
  'corporate-entity-beneficial-owner': { name: 'pscCorporateEntityBeneficialOwner', id: 'psc_id' },
  'legal-person': { name: 'pscLegalPerson', id: 'psc_id' },
  'legal-person-beneficial-owner': { name: 'pscLegalPersonBeneficialOwner', id: 'psc_id' },
  'super-secure': { name: 'pscSuperSecure', id: 'super_secure_id' },
  'super-secure-beneficial-owner': { name: 'pscSuperSecureBeneficialOwner', id: 'super_secure_id' },
} as const satisfies Record<PscPathKind, { name: EndpointName; id: string }>;

/** The broad kind of a PSC, from its `kind` (or, failing that, from its detail path). */
export type PscCategory = 'individual' | 'corporate-entity' | 'legal-person' | 'super-secure';

export interface PscShape {
  category: PscCategory;
  beneficialOwner: boolean;
}

/** The kind segment of a registry PSC path: `/company/X/persons-with-significant-control/legal-person/ID` → `legal-person`. */
export function pathKindOf(self: string | undefined): PscPathKind | undefined {
  const segment = self?.split('/').filter(Boolean).at(-2);
  return pscPathKinds.find((kind) => kind === segment);
}

export function pscShape(psc: Pick<Psc, 'kind' | 'links'>): PscShape {
  const source = psc.kind || pathKindOf(psc.links.self) || '';
  const category: PscCategory = source.startsWith('super-secure')
    ? 'super-secure'
    : source.startsWith('corporate-entity')
      ? 'corporate-entity'
      : source.startsWith('legal-person')
        ? 'legal-person'
        : 'individual';
  return { category, beneficialOwner: source.includes('beneficial-owner') };
}

/** A PSC's name; super-secure PSCs have none, so they are named by their kind. */
export function pscName(psc: Pick<Psc, 'kind' | 'links' | 'name'>): string {
  const name = psc.name?.trim();
  if (name) return name;
  const { category, beneficialOwner } = pscShape(psc);
  if (category === 'super-secure')
    return beneficialOwner ? 'Protected beneficial owner' : 'Protected person with significant control';
  return pscKindLabel(psc.kind);
}

export function isCeased(item: { ceased_on?: string; ceased?: boolean }): boolean {
  return !!item.ceased_on || item.ceased === true;
}

/** The id of a PSC or statement: the last segment of its `links.self`. */
export function idFromSelf(self: string): string {
  return self.split('/').filter(Boolean).at(-1) ?? '';
}

type Identification = NonNullable<Psc['identification']>;

// Words that place a registration at Companies House or on another UK register.
const UK_REGISTER =
  /companies house|registrar of companies|register of companies|england|wales|scotland|northern ireland|united kingdom|great britain|\bu\.?k\.?\b/i;

/** True when the identification says the body is registered in the UK (at Companies House). */
export function isRegisteredInUk(identification: Identification | undefined): boolean {
  if (!identification) return false;
  return [identification.place_registered, identification.country_registered].some(
    (text) => !!text && UK_REGISTER.test(text),
  );
}

/**
 * The company number of a corporate PSC registered in the UK, normalised (`1234567` →
 * `01234567`), when its registration number can be one; otherwise undefined.
 */
export function ukCompanyNumberOf(identification: Identification | undefined): string | undefined {
  if (!identification?.registration_number || !isRegisteredInUk(identification)) return undefined;
  return normaliseCompanyNumber(identification.registration_number) ?? undefined;
}

/**
 * A registration number written the way company numbers are (six to eight digits, or two
 * letters and six digits), normalised: a number worth looking up on the register when the
 * identification does not say where the body is registered. Bodies registered in a named
 * foreign country, and short numbers, are not guessed at.
 */
export function companyNumberCandidate(identification: Identification | undefined): string | undefined {
  const country = identification?.country_registered?.trim();
  if (country && !UK_REGISTER.test(country)) return undefined;
  const raw = identification?.registration_number?.replace(/\s+/g, '').toUpperCase();
  if (!raw || !/^(\d{6,8}|[A-Z]{2}\d{6})$/.test(raw)) return undefined;
  return normaliseCompanyNumber(raw) ?? undefined;
}

/**
 * Whether the company keeps its PSC register on the public register (the latest move of
 * that register went there): only then does the registry answer `register_view=true`.
 */
export function pscRegisterIsPublic(registers: CompanyRegister | undefined): boolean {
  const items = registers?.registers.persons_with_significant_control?.items ?? [];
  const latest = [...items].sort((a, b) => b.moved_on.localeCompare(a.moved_on))[0];
  return latest?.register_moved_to === 'public-register';
}

/** The words for the people a company's PSC pages are about: beneficial owners for overseas entities. */
export function pscNouns(overseasEntity: boolean) {
  return overseasEntity
    ? { one: 'beneficial owner', many: 'beneficial owners', title: 'Beneficial owners', body: 'entity' }
    : {
        one: 'person with significant control',
        many: 'persons with significant control',
        title: 'Persons with significant control',
        body: 'company',
      };
}

/** "4 active persons with significant control / 1 ceased". */
export function pscCountHeading(active: number, ceased: number, overseasEntity: boolean): string {
  const nouns = pscNouns(overseasEntity);
  return `${plural(active, `active ${nouns.one}`, `active ${nouns.many}`)} / ${ceased.toLocaleString('en-GB')} ceased`;
}

/** "2 active statements / 1 withdrawn". */
export function statementCountHeading(active: number, ceased: number): string {
  return `${plural(active, 'active statement', 'active statements')} / ${ceased.toLocaleString('en-GB')} withdrawn`;
}

/** A company that no longer exists: its PSCs are not shown as active (as the official register does). */
export const isCompanyGone = (status: string | undefined) =>
  ['dissolved', 'closed', 'converted-closed', 'removed'].includes(status ?? '');

/** True for a registered overseas entity, whose PSCs are its beneficial owners. */
export const isOverseasEntity = (type: string | undefined) => type === 'registered-overseas-entity';
