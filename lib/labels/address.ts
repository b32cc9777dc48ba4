// One way to write an address everywhere: its parts in the registry's order, on one line.
import type { Address } from '@/lib/registry/wire';

const ORDER = [
  'care_of',
  'po_box',
  'premises',
  'address_line_1',
  'address_line_2',
  'locality',
  'region',
  'postal_code',
  'country',
] as const;

/** "1 High Street, Leeds, LS1 1AA, England"; care-of and PO box are prefixed as such. */
export function formatAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  const parts: string[] = [];
  for (const key of ORDER) {
    const value = address[key]?.trim();
    if (!value) continue;
    if (key === 'care_of') parts.push(`c/o ${value}`);
    else if (key === 'po_box') parts.push(/^p\.?o\.?\s*box/i.test(value) ? value : `PO Box ${value}`);
    else if (
      key === 'address_line_1' &&
      parts.length > 0 &&
      address.premises &&
      /^\d+[a-z]?$/i.test(address.premises.trim())
    ) {
      // "1" + "High Street" reads as "1 High Street", not "1, High Street".
      parts[parts.length - 1] = `${parts[parts.length - 1]} ${value}`;
    } else parts.push(value);
  }
  return parts.join(', ');
}
