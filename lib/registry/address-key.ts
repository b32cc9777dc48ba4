// One key per place: a registry address (a company's registered office, an officer's
// correspondence address) normalised so that spellings of the same place meet. Case and
// punctuation go, flat/unit/suite/floor designators go (a formation agent's "Suite 4512" and
// "Suite 17" are one building), common street words are shortened, and the postcode (spaces
// removed) leads. Shared by the embedded registry's address index and the network builder.

/** The address fields the key reads (the wire `address` shape has more). */
export interface AddressParts {
  premises?: string;
  address_line_1?: string;
  address_line_2?: string;
  locality?: string;
  postal_code?: string;
  country?: string;
}

const DESIGNATOR =
  /\b(?:FLAT|UNIT|SUITE|APARTMENT|APT|ROOM|OFFICE|STUDIO|UNITS|FLATS|SUITES)\s*[A-Z]?\d*[A-Z]?(?:\s*(?:-|AND|&)\s*[A-Z]?\d+[A-Z]?)?\b/g;
const FLOOR = /\b(?:(?:\d+(?:ST|ND|RD|TH)?)|GROUND|FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|TOP|LOWER|UPPER)\s+FLOOR\b/g;
const STREET_WORDS: Record<string, string> = {
  STREET: 'ST',
  ROAD: 'RD',
  AVENUE: 'AVE',
  SQUARE: 'SQ',
  PLACE: 'PL',
  LANE: 'LN',
  DRIVE: 'DR',
  CRESCENT: 'CRES',
  TERRACE: 'TER',
};

/** Upper case, letters and digits only, single spaces, street words shortened. */
function clean(text: string | undefined): string {
  if (!text) return '';
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(FLOOR, ' ')
    .replace(DESIGNATOR, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/** A UK postcode without its space (`EC1V9HL`), or the cleaned text when it is not one. */
export function normalisePostcode(postcode: string | undefined): string {
  return (postcode ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The address's key (`EC1V9HL-27-OLD-ST`): postcode, then premises and the first line, in
 * letters, digits and dashes only (safe in a URL and a node key). Without a postcode the
 * locality stands in for it; undefined when too little is left to name a place.
 */
export function addressKey(address: AddressParts | undefined): string | undefined {
  if (!address) return undefined;
  const postcode = normalisePostcode(address.postal_code);
  // The premises often repeats the first line ("27 Old Street" / "Old Street"); keep the longer.
  const premises = clean(address.premises);
  const line1 = clean(address.address_line_1);
  const street =
    !premises || line1.startsWith(`${premises} `) || line1 === premises
      ? line1
      : !line1 || premises.endsWith(` ${line1}`)
        ? premises
        : `${premises} ${line1}`;
  const place = street.trim() || clean(address.address_line_2);
  if (!place) return undefined;
  const lead = postcode || clean(address.locality);
  if (!lead) return undefined;
  return `${lead}-${place}`.replace(/\s+/g, '-');
}

/** The address as one line, for a node's label. */
export function addressLine(address: AddressParts): string {
  return [address.premises, address.address_line_1, address.address_line_2, address.locality, address.postal_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
