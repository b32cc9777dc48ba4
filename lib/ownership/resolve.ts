// Whether a corporate PSC is a company on this register, and which: its registration number
// normalised as the register writes numbers, and its place of registration, country or legal
// authority naming a UK register or UK company law. A match is then verified against the company
// on the register by comparing names (verifyCorporatePsc): the walk up reads the company by the
// number, the list of companies a company controls knows it already. One rule both ways: a number
// that does not resolve, or a name that does not match, is unverified and never shown silently.

export interface CorporateIdentification {
  registration_number?: string;
  place_registered?: string;
  country_registered?: string;
  legal_authority?: string;
  legal_form?: string;
}

export type Resolution =
  { onRegister: true; companyNumber: string } | { onRegister: false; reason: string; jurisdiction?: string };

const UK_PLACES =
  /companies house|registrar of companies|\b(england|wales|scotland|northern ireland|united kingdom|great britain|u\.?k\.?)\b|\bcardiff\b|\bedinburgh\b|\bbelfast\b/i;
const UK_LAW =
  /companies act (1985|2006|1948|1929)|\bcompanies \(northern ireland\) order|\buk companies act|limited partnerships act 1907|limited liability partnerships act 2000|compan(y|ies|ys) act 2006/i;
const NOT_A_NUMBER = /^(n\/?a|none|not applicable|unknown|-+)$/i;

/** A registration number in the register's form: trimmed, upper case, spaces and dots out, digits padded to 8; prefixes (SC, NI, OC, SO, NC, FC, OE…) kept. */
export function normaliseRegistrationNumber(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim().toUpperCase().replace(/[\s.]/g, '');
  if (!value || NOT_A_NUMBER.test(value)) return undefined;
  if (/^\d{1,8}$/.test(value)) return value.padStart(8, '0');
  const prefixed = /^([A-Z]{2})(\d{1,6})$/.exec(value);
  if (prefixed) return `${prefixed[1]}${prefixed[2]!.padStart(6, '0')}`;
  return /^[A-Z0-9]{8}$/.test(value) ? value : undefined;
}

/** Where the identification says the body is registered, in its own words (for foreign owners). */
export function jurisdictionOf(identification: CorporateIdentification | undefined): string | undefined {
  return (
    identification?.country_registered?.trim() ||
    identification?.place_registered?.trim() ||
    identification?.legal_authority?.trim() ||
    undefined
  );
}

/** Does the identification name a UK register or UK company law? */
export function namesUkRegister(identification: CorporateIdentification): boolean {
  const places = [identification.place_registered, identification.country_registered].filter(Boolean).join(' ');
  return UK_PLACES.test(places) || UK_LAW.test(identification.legal_authority ?? '');
}

export function resolveCorporatePsc(identification: CorporateIdentification | undefined): Resolution {
  if (!identification) return { onRegister: false, reason: 'no identification given' };
  const jurisdiction = jurisdictionOf(identification);
  if (!namesUkRegister(identification)) return { onRegister: false, reason: 'registered outside the UK', jurisdiction };
  const number = normaliseRegistrationNumber(identification.registration_number);
  if (!number) {
    return {
      onRegister: false,
      reason: identification.registration_number
        ? `registration number "${identification.registration_number.trim()}" is not a company number`
        : 'no registration number given',
      jurisdiction,
    };
  }
  return { onRegister: true, companyNumber: number };
}

const SUFFIXES = /\b(limited|ltd|plc|public limited company|llp|limited liability partnership|lp|company|co|the)\b/g;

/** A name for comparison: upper case, "&" as "and", without LIMITED/LTD/PLC/LLP and punctuation. */
export function comparableName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const sameCompanyName = (a: string, b: string) => comparableName(a) === comparableName(b);

export type Verification = { verified: true } | { verified: false; reason: string };

/**
 * Whether a corporate PSC is `company` on this register: its identification names a UK register
 * or UK company law, its registration number normalised is the company's number, and its name is
 * the company's name once normalised (comparableName). The reason, when not, is the one both
 * directions show ("not verified: …").
 */
export function verifyCorporatePsc(
  psc: { name?: string | null; identification?: CorporateIdentification },
  company: { company_number: string; company_name: string },
): Verification {
  const resolution = resolveCorporatePsc(psc.identification);
  if (!resolution.onRegister) return { verified: false, reason: resolution.reason };
  if (resolution.companyNumber !== company.company_number)
    return {
      verified: false,
      reason: `its registration number is ${resolution.companyNumber}, not ${company.company_number}`,
    };
  if (!sameCompanyName(company.company_name, psc.name ?? ''))
    return { verified: false, reason: `company ${company.company_number} on the register is ${company.company_name}` };
  return { verified: true };
}
