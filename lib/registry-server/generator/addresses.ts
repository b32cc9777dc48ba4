// UK and overseas addresses in the registry's shape, with valid-format postcodes
// (outward district from a real post town, inward "digit + two letters" without C I K M O V).
import {
  BUILDINGS,
  FOREIGN_PLACES,
  LOCALITIES,
  SHARED_OFFICES,
  STREETS,
  TOWNS,
  type ForeignPlace,
  type Town,
  type UkNation,
} from './data/places';
import { Weighted, type Rng } from './random';

// A type, not an interface: it is then a registry wire address (lib/registry/wire.ts), a loose object.
export type Address = {
  care_of?: string;
  po_box?: string;
  premises?: string;
  address_line_1: string;
  address_line_2?: string;
  locality: string;
  region?: string;
  postal_code?: string;
  country?: string;
};

const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

const townsOf = (nations: readonly UkNation[]): Weighted<Town> =>
  new Weighted(TOWNS.filter((t) => nations.includes(t.nation)).map((t) => [t, t.weight] as const));

const TOWNS_BY_AREA = {
  'england-wales': townsOf(['England', 'Wales']),
  wales: townsOf(['Wales']),
  scotland: townsOf(['Scotland']),
  'northern-ireland': townsOf(['Northern Ireland']),
  uk: townsOf(['England', 'Wales', 'Scotland', 'Northern Ireland']),
} as const;

export type UkArea = keyof typeof TOWNS_BY_AREA;

const FOREIGN = new Weighted(FOREIGN_PLACES.map((p) => [p, p.weight] as const));

export function postcode(rng: Rng, district: string): string {
  const a = INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)]!;
  const b = INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)]!;
  return `${district} ${rng.int(0, 9)}${a}${b}`;
}

function countryName(rng: Rng, nation: UkNation): string {
  return rng.chance(0.35) ? 'United Kingdom' : nation;
}

/** A plausible UK address in the given area (a jurisdiction, or anywhere in the UK). */
export function ukAddress(rng: Rng, area: UkArea = 'uk'): Address {
  const town = TOWNS_BY_AREA[area].pick(rng);
  const district = rng.pick(town.districts);
  const street = rng.pick(STREETS);
  const address: Address = { address_line_1: street, locality: town.town };
  const style = rng.float();
  if (style < 0.62) {
    address.premises = String(rng.int(1, rng.chance(0.8) ? 120 : 400));
  } else if (style < 0.92) {
    address.premises = rng.pick(BUILDINGS);
    address.address_line_1 = `${rng.int(1, 150)} ${street}`;
  } else {
    address.premises = rng.pick(BUILDINGS);
  }
  if (rng.chance(0.2)) address.address_line_2 = rng.pick(LOCALITIES);
  if (town.county && rng.chance(0.45)) address.region = town.county;
  address.postal_code = postcode(rng, district);
  address.country = countryName(rng, town.nation);
  return address;
}

/** One of the shared formation-agent / virtual-office addresses in the area, if there is one. */
export function sharedOffice(rng: Rng, area: UkArea): Address | undefined {
  const nations: Record<UkArea, readonly UkNation[]> = {
    'england-wales': ['England', 'Wales'],
    wales: ['Wales'],
    scotland: ['Scotland'],
    'northern-ireland': ['Northern Ireland'],
    uk: ['England', 'Wales', 'Scotland', 'Northern Ireland'],
  };
  const candidates = SHARED_OFFICES.filter((o) => nations[area].includes(o.nation));
  if (candidates.length === 0) return undefined;
  const office = rng.pick(candidates);
  return {
    premises: office.premises,
    address_line_1: office.address_line_1,
    locality: office.locality,
    postal_code: office.postal_code,
    country: rng.chance(0.5) ? 'United Kingdom' : office.nation,
  };
}

export function foreignPlace(rng: Rng): ForeignPlace {
  return FOREIGN.pick(rng);
}

export function foreignAddress(rng: Rng, place: ForeignPlace = foreignPlace(rng)): Address {
  const address: Address = {
    premises: String(rng.int(1, 220)),
    address_line_1: rng.pick(place.streets),
    locality: place.city,
    postal_code: place.postal,
    country: place.country,
  };
  if (place.region) address.region = place.region;
  return address;
}

/** The address on one line, as filing descriptions quote old and new registered offices. */
export function oneLine(address: Partial<Address>): string {
  return [
    address.premises,
    address.address_line_1,
    address.address_line_2,
    address.locality,
    address.region,
    address.postal_code,
  ]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ');
}
