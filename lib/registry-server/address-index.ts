// The embedded registry's index of addresses by normalised key (lib/registry/address-key.ts):
// companies by registered office, officers by the correspondence addresses of their
// appointments. The registry's interface has no address search; the app's network builder asks
// this table directly (as the ownership module asks the PSC index) to say who else is at a place.
import type Database from 'better-sqlite3';
import { addressKey, type AddressParts } from '@/lib/registry/address-key';

export const ADDRESS_INDEX_DDL = `
CREATE TABLE IF NOT EXISTS address_keys (
  address_key TEXT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('company', 'officer')),
  id          TEXT NOT NULL,
  PRIMARY KEY (address_key, kind, id)
) WITHOUT ROWID;
`;

/**
 * Fills `address_keys` from the companies and appointments written (after a load, like the
 * search index). `companyKeys` names a table or view of (company_number, address_key) that a
 * loader computed with addressKey as it read (the bulk import); by default the keys are
 * computed here from the stored bodies. `appointments: false` leaves the officers out (a
 * database with companies only).
 */
export function buildAddressIndex(
  db: Database.Database,
  options: { companyKeys?: string; appointments?: boolean } = {},
): void {
  db.function('address_key', { deterministic: true }, (json: unknown) => {
    if (typeof json !== 'string') return null;
    try {
      return addressKey(JSON.parse(json) as AddressParts) ?? null;
    } catch {
      return null;
    }
  });
  db.exec(ADDRESS_INDEX_DDL);
  db.exec('DELETE FROM address_keys');
  const companies =
    options.companyKeys ??
    `(SELECT address_key(json_extract(body, '$.registered_office_address')) AS address_key, company_number FROM companies)`;
  // Each in key order: the B-tree is appended to rather than split all over.
  db.exec(`
    INSERT OR IGNORE INTO address_keys (address_key, kind, id)
      SELECT address_key, 'company', company_number FROM ${companies} WHERE address_key IS NOT NULL ORDER BY 1, 3`);
  if (options.appointments === false) return;
  db.exec(`
    INSERT OR IGNORE INTO address_keys (address_key, kind, id)
      SELECT k, 'officer', officer_id FROM (
        SELECT address_key(json_extract(body, '$.address')) AS k, officer_id FROM appointments
      ) WHERE k IS NOT NULL ORDER BY 1, 3`);
}

/** Copies `address_keys` made by buildAddressIndex in the attached database `schema` into an empty one (page by page). */
export function copyAddressIndex(db: Database.Database, schema: string): void {
  db.exec(ADDRESS_INDEX_DDL);
  db.exec(`INSERT INTO main.address_keys SELECT * FROM ${schema}.address_keys`);
}
