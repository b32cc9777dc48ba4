// Foreign places: every name suffix has its legal form, and a name's form follows its suffix.
import { describe, expect, it } from 'vitest';
import { FOREIGN_PLACES, legalFormOf } from './places';

const at = (country: string) => FOREIGN_PLACES.find((p) => p.country === country)!;

describe('legalFormOf', () => {
  it('knows the form of every suffix a name can end with', () => {
    for (const place of FOREIGN_PLACES) expect(Object.keys(place.forms).sort()).toEqual([...place.suffixes].sort());
  });

  it("follows the name's suffix", () => {
    expect(legalFormOf(at('Germany'), 'MERIDIAN HANDELSBANK AG')).toBe('Aktiengesellschaft');
    expect(legalFormOf(at('Germany'), 'NORDWIND LOGISTIK GMBH')).toBe('Gesellschaft Mit Beschrankter Haftung');
    expect(legalFormOf(at('United States'), 'KESTREL GLOBAL INC.')).toBe('Corporation');
    expect(legalFormOf(at('United States'), 'KESTREL GLOBAL LLC')).toBe('Limited Liability Company');
    expect(legalFormOf(at('Netherlands'), 'ATLANTIC ENERGY N.V.')).toBe('Naamloze Vennootschap');
  });

  it('prefers the longest suffix the name ends with', () => {
    expect(legalFormOf(at('India'), 'SURYA TEXTILES PRIVATE LIMITED')).toBe('Private Limited Company');
    expect(legalFormOf(at('India'), 'SURYA TEXTILES LIMITED')).toBe('Public Limited Company');
  });

  it('falls back to the form of the first suffix when the name has none of them', () => {
    expect(legalFormOf(at('Germany'), 'MERIDIAN')).toBe('Gesellschaft Mit Beschrankter Haftung');
  });
});
