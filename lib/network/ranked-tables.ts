// The ranked tables beside the graph, computed from a depth-2 network: the companies that share
// officers with a company (most shared officers first), and an officer's co-officers (most
// boards shared first), each with who and where, in which roles and when.
//
// A table is cheap where a drawing is not: the table's network reads past the drawing's caps (an
// officer with 66 appointments is drawn unexpanded, but his 65 other boards are in the table),
// up to TABLE_LIMITS, inside the same call budget; whatever it still leaves out is listed, so
// that a page never says "none" for what it did not read (lib/pages/not-read.ts words it).
import { CallBudget } from '@/lib/gateway/session';
import { buildNetwork, type NetworkSeed } from './build';
import type { AppointmentEdgeAttributes, NetworkEdge, NetworkGraph, SerializedNetwork, Truncation } from './graph';
import type { NetworkReader, Read } from './reader';
import { markVerification } from './verification';
import { peopleVerification, type PersonVerification } from './verification-marks';

/** What a table reads for one node past the drawing's caps (NETWORK_CAPS): ten registry pages. */
export const TABLE_LIMITS = {
  /** Appointments of one officer (10 pages of 50). */
  officerAppointments: 500,
  /** Officers of one company (10 pages of 100). */
  companyOfficers: 1000,
} as const;

export interface TableNetwork {
  network: SerializedNetwork;
  /** Nodes the drawing leaves unexpanded that the table read all the same. */
  readPastCaps: Truncation[];
}

/**
 * A reader that answers a list it read before without asking again (a repeat costs nothing:
 * `called: false`), and charges each new read to `budget`, refusing it (OutOfBudget) once the
 * budget is spent: the table's builds share one budget however many rounds they take.
 */
function onceEachReader(reader: NetworkReader, budget: CallBudget): NetworkReader {
  const known = new Map<string, Promise<Read<unknown> | undefined>>();
  const once = <T>(key: string, fetch: () => Promise<Read<T> | undefined>): Promise<Read<T> | undefined> => {
    const previous = known.get(key) as Promise<Read<T> | undefined> | undefined;
    if (previous) return previous.then((result) => result && { data: result.data, called: false });
    const promise = budget.charge(fetch, (result) => result?.called ?? false);
    known.set(key, promise);
    // A failed read (a refusal included) may be tried again by the next round.
    promise.catch(() => known.delete(key));
    return promise;
  };
  return {
    officerPageSize: reader.officerPageSize,
    appointmentPageSize: reader.appointmentPageSize,
    companyProfile: (number) => once(`profile:${number}`, () => reader.companyProfile(number)),
    officerList: (number, page) =>
      once(`officers:${number}:${page.active}:${page.startIndex}`, () => reader.officerList(number, page)),
    appointmentList: (id, page) =>
      once(`appointments:${id}:${page.active}:${page.startIndex}`, () => reader.appointmentList(id, page)),
    ...(reader.budgetLow ? { budgetLow: reader.budgetLow.bind(reader) } : {}),
    ...(reader.addresses ? { addresses: reader.addresses } : {}),
  };
}

const appointmentEdges = (network: SerializedNetwork) =>
  network.edges.filter((edge) => edge.attributes.kind === 'appointment').length;

/**
 * The depth-2 network (every appointment, current and resigned) the connections tables rank:
 * built as the drawing is, then again with the nodes it left at their caps expanded (those
 * within TABLE_LIMITS), until none is left or nothing more can be read. Undefined when the
 * register has no such company or officer.
 */
export async function tableNetwork(
  reader: NetworkReader,
  seed: NetworkSeed,
  {
    budget = new CallBudget(),
    concurrency = 1,
    verification,
  }: {
    budget?: CallBudget;
    concurrency?: number;
    /** Judge the people's identity verification on `today`, reading companies' profiles within `budget` (lib/network/verification.ts). */
    verification?: { today: string; budget?: CallBudget };
  } = {},
): Promise<TableNetwork | undefined> {
  const once = onceEachReader(reader, budget);
  const expand = new Set<string>();
  const readPastCaps: Truncation[] = [];
  let best: SerializedNetwork | undefined;
  let bestGraph: NetworkGraph | undefined;
  // Three rounds at most: the seed may be over its cap, then the nodes it leads to.
  for (let round = 0; round < 3; round++) {
    const graph = await buildNetwork(once, seed, {
      depth: 2,
      status: 'all',
      expand,
      concurrency,
      // The budget is charged by `once`: a list read in an earlier round is free in this one.
      budget: new CallBudget(),
    });
    if (!graph) return undefined;
    const network = graph.toJSON();
    // A round that ran out of budget part-way may know less than the one before: keep the better.
    if (best && appointmentEdges(network) < appointmentEdges(best)) break;
    best = network;
    bestGraph = graph;
    const more = network.attributes.truncated.filter((cut) => {
      if (cut.reason !== 'cap' || expand.has(cut.node)) return false;
      const limit = cut.node.startsWith('officer:')
        ? TABLE_LIMITS.officerAppointments
        : cut.node.startsWith('company:')
          ? TABLE_LIMITS.companyOfficers
          : 0;
      return (cut.size ?? Infinity) <= limit;
    });
    if (more.length === 0 || budget.exhausted) break;
    for (const cut of more) {
      expand.add(cut.node);
      readPastCaps.push(cut);
    }
  }
  if (verification) {
    const profiles = onceEachReader(reader, verification.budget ?? new CallBudget());
    await markVerification(bestGraph!, profiles, { today: verification.today, concurrency });
    best = bestGraph!.toJSON();
  }
  best!.attributes.requests = budget.spent;
  const stillCut = new Set(best!.attributes.truncated.map((cut) => cut.node));
  return { network: best!, readPastCaps: readPastCaps.filter((cut) => !stillCut.has(cut.node)) };
}

export interface Tenure {
  officer_role: string;
  appointed_on?: string;
  resigned_on?: string;
}

export interface SharedOfficer {
  officer_id: string;
  name: string;
  /** Identity verification: the worst among the officer's current appointments in the table's network, when judged. */
  verification?: PersonVerification;
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
  /** Identity verification: the worst among the officer's current appointments in the table's network, when judged. */
  verification?: PersonVerification;
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
/** Each officer's identity verification mark from the network's appointment edges, where they were judged. */
const verificationOfPeople = (network: SerializedNetwork, nodes: Map<string, { label: string }>) =>
  peopleVerification(
    network.edges.map((edge) => ({ ...edge, attributes: edge.attributes as Record<string, unknown> })),
    (key) => nodes.get(key)?.label,
  );

export function companiesSharingOfficers(network: SerializedNetwork): CompanySharingOfficers[] {
  const seed = network.attributes.seed;
  const nodes = new Map(network.nodes.map((node) => [node.key, node.attributes]));
  const marks = verificationOfPeople(network, nodes);
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
      const mark = marks.get(officer);
      row.shared.push({
        officer_id: idOf(officer),
        name: nodes.get(officer)?.label ?? idOf(officer),
        ...(mark ? { verification: mark } : {}),
        here,
        there,
      });
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
  const marks = verificationOfPeople(network, nodes);
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
    const mark = marks.get(officer);
    if (boards.length > 0)
      rows.push({
        officer_id: idOf(officer),
        name: nodes.get(officer)?.label ?? idOf(officer),
        ...(mark ? { verification: mark } : {}),
        boards,
      });
  }
  return rows.sort((a, b) => b.boards.length - a.boards.length || a.name.localeCompare(b.name));
}
