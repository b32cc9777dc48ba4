// The ranked tables beside the graph, computed from a depth-2 network: the companies that share
// officers with a company (most shared officers first), and an officer's co-officers (most
// boards shared first), each with who and where, in which roles and when.
import type { AppointmentEdgeAttributes, NetworkEdge, SerializedNetwork } from './graph';

export interface Tenure {
  officer_role: string;
  appointed_on?: string;
  resigned_on?: string;
}

export interface SharedOfficer {
  officer_id: string;
  name: string;
  /** The officer's appointments at the company the page is about. */
  here: Tenure[];
  /** …and at the other company. */
  there: Tenure[];
}

export interface CompanySharingOfficers {
  company_number: string;
  company_name: string;
  company_status?: string;
  shared: SharedOfficer[];
}

export interface SharedBoard {
  company_number: string;
  company_name: string;
  company_status?: string;
  /** The page's officer's appointments there, and the co-officer's. */
  seed: Tenure[];
  officer: Tenure[];
}

export interface CoOfficer {
  officer_id: string;
  name: string;
  boards: SharedBoard[];
}

const tenure = (edge: NetworkEdge): Tenure => {
  const { officer_role, appointed_on, resigned_on } = edge.attributes as AppointmentEdgeAttributes;
  return { officer_role, ...(appointed_on ? { appointed_on } : {}), ...(resigned_on ? { resigned_on } : {}) };
};

/** Appointment edges grouped by officer, then company. */
function appointments(network: SerializedNetwork): Map<string, Map<string, Tenure[]>> {
  const byOfficer = new Map<string, Map<string, Tenure[]>>();
  for (const edge of network.edges) {
    if (edge.attributes.kind !== 'appointment') continue;
    const companies = byOfficer.get(edge.source) ?? new Map<string, Tenure[]>();
    byOfficer.set(edge.source, companies);
    companies.set(edge.target, [...(companies.get(edge.target) ?? []), tenure(edge)]);
  }
  return byOfficer;
}

const idOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** Companies sharing officers with the network's seed company, most shared officers first, then by name. */
export function companiesSharingOfficers(network: SerializedNetwork): CompanySharingOfficers[] {
  const seed = network.attributes.seed;
  const nodes = new Map(network.nodes.map((node) => [node.key, node.attributes]));
  const rows = new Map<string, CompanySharingOfficers>();
  for (const [officer, companies] of appointments(network)) {
    const here = companies.get(seed);
    if (!here) continue;
    for (const [company, there] of companies) {
      if (company === seed) continue;
      const attributes = nodes.get(company);
      const row = rows.get(company) ?? {
        company_number: idOf(company),
        company_name: attributes?.label ?? idOf(company),
        ...(attributes?.company_status ? { company_status: attributes.company_status } : {}),
        shared: [],
      };
      rows.set(company, row);
      row.shared.push({ officer_id: idOf(officer), name: nodes.get(officer)?.label ?? idOf(officer), here, there });
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.shared.length - a.shared.length || a.company_name.localeCompare(b.company_name),
  );
}

/** The seed officer's co-officers, most boards shared first, then by name. */
export function coOfficers(network: SerializedNetwork): CoOfficer[] {
  const seed = network.attributes.seed;
  const nodes = new Map(network.nodes.map((node) => [node.key, node.attributes]));
  const byOfficer = appointments(network);
  const mine = byOfficer.get(seed) ?? new Map<string, Tenure[]>();
  const rows: CoOfficer[] = [];
  for (const [officer, companies] of byOfficer) {
    if (officer === seed) continue;
    const boards: SharedBoard[] = [];
    for (const [company, theirs] of companies) {
      const seedTenure = mine.get(company);
      if (!seedTenure) continue;
      const attributes = nodes.get(company);
      boards.push({
        company_number: idOf(company),
        company_name: attributes?.label ?? idOf(company),
        ...(attributes?.company_status ? { company_status: attributes.company_status } : {}),
        seed: seedTenure,
        officer: theirs,
      });
    }
    if (boards.length > 0)
      rows.push({ officer_id: idOf(officer), name: nodes.get(officer)?.label ?? idOf(officer), boards });
  }
  return rows.sort((a, b) => b.boards.length - a.boards.length || a.name.localeCompare(b.name));
}
