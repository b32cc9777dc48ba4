// The companies a company controls: the other side of the PSC register, which the registry's
// interface cannot be asked for. The embedded registry (or an imported bulk file, alone or beside
// a remote registry) answers it from an index of corporate PSCs by the registration number they
// declare; a remote registry alone has no such query.
import 'server-only';
import type Database from 'better-sqlite3';
import { env } from '@/lib/env';
import { dataSource } from '@/lib/gateway';

export interface ControlledCompany {
  company_number: string;
  company_name: string;
  company_status: string;
  natures_of_control: string[];
  notified_on?: string;
  /** The PSC record on the controlled company's register. */
  link: string;
}

const DATABASE = Symbol.for('registry-browser.ownership-database');
type Holder = { [DATABASE]?: Database.Database };

async function database(): Promise<Database.Database> {
  const holder = globalThis as Holder;
  if (!holder[DATABASE]) {
    const { openRegistryDatabase } = await import('@/lib/registry-server/store');
    holder[DATABASE] = openRegistryDatabase(env().REGISTRY_DB_PATH);
  }
  return holder[DATABASE];
}

/** Undefined when the registry in use cannot say (a remote one without a bulk file); else the companies whose current corporate PSC names this number. */
export async function controlledCompanies(
  companyNumber: string,
  limit = 200,
): Promise<ControlledCompany[] | undefined> {
  if ((await dataSource()).kind === 'remote') return undefined;
  // The dataset exists once the gateway has read anything; the ownership walk has (in hybrid
  // mode, the file is the bulk snapshot the PSC register came from).
  const rows = (await database())
    .prepare(
      `SELECT p.company_number, c.company_name, c.company_status, p.body
         FROM pscs p JOIN companies c ON c.company_number = p.company_number
        WHERE json_extract(p.body, '$.identification.registration_number') = ?
          AND p.path_kind IN ('corporate-entity', 'corporate-entity-beneficial-owner') AND p.ceased = 0
        ORDER BY c.company_name LIMIT ?`,
    )
    .all(companyNumber, limit) as {
    company_number: string;
    company_name: string;
    company_status: string;
    body: string;
  }[];
  return rows.map((row) => {
    const psc = JSON.parse(row.body) as {
      natures_of_control?: string[];
      notified_on?: string;
      links: { self: string };
    };
    return {
      company_number: row.company_number,
      company_name: row.company_name,
      company_status: row.company_status,
      natures_of_control: psc.natures_of_control ?? [],
      ...(psc.notified_on ? { notified_on: psc.notified_on } : {}),
      link: psc.links.self,
    };
  });
}
