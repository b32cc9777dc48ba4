// The network builder: breadth first from a company or an officer, one hop per appointment edge
// (from a company: its officers, then their companies; from an officer: its companies, then their
// officers). Each node expanded costs its list (one registry page while it is within the caps);
// a node over its cap (an officer with more than 50 appointments, a company with more than 100
// officers, an address with more than 50 companies or officers) is drawn and listed as truncated
// rather than expanded, unless the analyst asks for it. On a remote registry a build has its own
// request budget and spends it on the cheapest nodes first (people before corporate bodies, nodes
// with few links so far before those with many); it never reads a list twice, and stops with
// truncation markers (reason `budget`) rather than spend the app's shared quota. Whatever the
// registry, a build has limits on its work (NETWORK_LIMITS: nodes, edges, time) past which it
// stops with markers `size` or `time`; it yields to the event loop every few milliseconds of work
// so that other requests are served meanwhile; and it stops, making no more registry calls, once
// its request's signal is aborted (the client went away).
import { addressKey, addressLine, type AddressParts } from '@/lib/registry/address-key';
import { isRegistryError } from '@/lib/registry/errors';
import type { IdentityVerificationDetails } from '@/lib/registry/schemas';
import { keepsAppointment, type AppointmentFacts, type AppointmentFilter, type RoleGroup } from './filters';
import {
  addressNodeKey,
  companyKey,
  NetworkGraph,
  officerKey,
  parseNodeKey,
  type NetworkDelta,
  type TruncationReason,
} from './graph';
import { officerIdFromLink, type NetworkReader, type Read } from './reader';
import { CallBudget, OutOfBudget } from '@/lib/gateway/session';
import { Reads } from './reads';
import { birthMonth } from '@/lib/identity/same-person';

export const NETWORK_CAPS = {
  /** An officer with more appointments than this is drawn, not expanded. */
  officerAppointments: 50,
  /** A company with more officers than this is drawn, not expanded. */
  companyOfficers: 100,
  /** An address with more companies or officers than this is a hub; also the page size of a hub's members. */
  addressMembers: 50,
} as const;

export const HUB_NOTE = 'likely a formation agent or virtual office';

/** How much one build may do, whatever its budget: past any of these it stops and says so. */
export interface WorkLimits {
  /** Nodes in the graph (past it: markers `size`). */
  nodes: number;
  /** Edges in the graph (past it: markers `size`). */
  edges: number;
  /** Wall time of the build, in milliseconds (past it: markers `time`). */
  ms: number;
}

export const NETWORK_LIMITS: WorkLimits = { nodes: 2_000, edges: 8_000, ms: 5_000 };

/** Work between two yields to the event loop (ms): other requests wait at most about this long for a build. */
const SLICE_MS = 4;

/**
 * Paces a long piece of work on the event loop: `step()` yields once `sliceMs` of work went by
 * since the last yield, for as long again (a timer, so every waiting I/O callback runs first):
 * a build takes at most half the thread, and a page rendered meanwhile, which needs many turns of
 * the loop, waits a few milliseconds a turn, not a build's whole slice times the builds running.
 * `step()` throws the signal's reason once it is aborted; `timeUp` says the deadline has passed.
 */
export class Pacer {
  private sliceStart = performance.now();
  private readonly deadline: number;

  constructor(
    private readonly signal?: AbortSignal,
    ms = Infinity,
    private readonly sliceMs = SLICE_MS,
  ) {
    this.deadline = performance.now() + ms;
  }

  get timeUp(): boolean {
    return performance.now() >= this.deadline;
  }

  async step(): Promise<void> {
    this.signal?.throwIfAborted();
    const worked = performance.now() - this.sliceStart;
    if (worked < this.sliceMs) return;
    await new Promise<void>((resolve) => setTimeout(resolve, Math.min(Math.ceil(worked), 50)));
    this.sliceStart = performance.now();
    this.signal?.throwIfAborted();
  }
}

export type NetworkSeed = { kind: 'company'; companyNumber: string } | { kind: 'officer'; officerId: string };

export interface NetworkProgress {
  /** Registry calls made so far (cache hits cost none). */
  requests: number;
  /** Calls the build expects to make in all (at most its budget). */
  estimate: number;
}

export interface BuildOptions {
  /** Appointment edges from the seed, 1–3. */
  depth: number;
  status?: AppointmentFilter['status'];
  roles?: ReadonlySet<RoleGroup>;
  years?: AppointmentFilter['years'];
  /** Draw correspondence addresses and registered offices as nodes. */
  addresses?: boolean;
  /** Node keys to expand past their caps; `address:{key}@{page}` reads a hub's later pages. */
  expand?: ReadonlySet<string>;
  /** Registry calls the build may make (a session's budget); none: no limit. */
  budget?: CallBudget;
  /** Lists read at once (a remote registry answers in ~150 ms; a few in flight fill the screen sooner). */
  concurrency?: number;
  /** Called as the build goes, with what was added since the last call. */
  onProgress?: (progress: NetworkProgress, delta: NetworkDelta) => void;
  /** The request's signal: once aborted the build makes no more registry calls and rejects with its reason. */
  signal?: AbortSignal;
  /** Limits on the build's work; NETWORK_LIMITS for any not given. */
  limits?: Partial<WorkLimits>;
}

interface Pending {
  key: string;
  depth: number;
}

/** Builds the graph; undefined when the register has no such company or officer. */
export async function buildNetwork(
  reader: NetworkReader,
  seed: NetworkSeed,
  options: BuildOptions,
): Promise<NetworkGraph | undefined> {
  const { depth: maxDepth, status = 'all', roles, years, addresses = false, expand = new Set<string>() } = options;
  const { budget = new CallBudget(), concurrency = 4, onProgress, signal } = options;
  const limits: WorkLimits = { ...NETWORK_LIMITS, ...options.limits };
  const filter: AppointmentFilter = { status, roles, years };
  const active = status === 'active';

  const pacer = new Pacer(signal, limits.ms);
  const reads = new Reads(budget, reader.budgetLow?.bind(reader), signal);
  const read = reads.read.bind(reads);
  /** Why the build stopped expanding (a limit reached), once it has. */
  let stopped: 'size' | 'time' | undefined;
  const full = () => graph.order >= limits.nodes || graph.size >= limits.edges;

  // The seed: a company's profile (its name and status), or an officer's first page of appointments.
  const seedKey = seed.kind === 'company' ? companyKey(seed.companyNumber) : officerKey(seed.officerId);
  const graph = new NetworkGraph({ seed: seedKey, depth: maxDepth, status });
  // Nodes still to expand; each pass takes those at one depth (an address may be found two hops on).
  let waiting: Pending[] = [{ key: seedKey, depth: 0 }];
  if (seed.kind === 'company') {
    const profile = await read(`profile:${seed.companyNumber}`, () => reader.companyProfile(seed.companyNumber), {
      seed: true,
    });
    if (!profile) return undefined;
    graph.mergeNode(seedKey, {
      kind: 'company',
      label: profile.data.company_name,
      depth: 0,
      company_number: profile.data.company_number,
      company_status: profile.data.company_status,
    });
    if (addresses) pushIf(waiting, addAddress(seedKey, profile.data.registered_office_address, 'registered-office', 0));
  } else {
    const first = await read(
      appointmentListKey(seed.officerId, active, 0),
      () => reader.appointmentList(seed.officerId, { startIndex: 0, active }),
      { seed: true },
    );
    if (!first) return undefined;
    graph.mergeNode(seedKey, {
      kind: 'officer',
      label: first.data.name,
      depth: 0,
      officer_id: seed.officerId,
      corporate: first.data.is_corporate_officer,
      birth_month: birthMonth(first.data.date_of_birth),
    });
  }
  graph.attributes.addresses = addresses ? (reader.addresses ? 'indexed' : 'seen-only') : 'off';
  report();

  for (let depth = 0; depth < maxDepth && waiting.length > 0; depth++) {
    const level = waiting.filter((item) => item.depth === depth);
    waiting = waiting.filter((item) => item.depth !== depth);
    const next: Pending[] = [];
    const queue = prioritise(level);
    let budgetGone = false;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        if (!stopped) {
          await pacer.step();
          if (pacer.timeUp) stopped = 'time';
          else if (full()) stopped = 'size';
        }
        if (stopped) {
          graph.truncate({ node: item.key, reason: stopped });
          continue;
        }
        if (budgetGone) {
          graph.truncate({ node: item.key, reason: 'budget' });
          continue;
        }
        try {
          for (const found of await expandNode(item)) next.push(found);
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          if (error instanceof OutOfBudget) {
            budgetGone = true;
            graph.truncate({ node: item.key, reason: 'budget' });
          } else {
            graph.truncate({ node: item.key, reason: reasonFor(error) });
          }
        }
        report(queue.length + next.length + waiting.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    // Registered offices of the companies this level found, from the index (free).
    if (addresses && reader.addresses && !stopped) {
      await pacer.step();
      const companies = next.filter((item) => item.key.startsWith('company:'));
      const offices = await reader.addresses.registeredOffices(companies.map((item) => parseNodeKey(item.key)!.id));
      for (const item of companies) {
        const found = addAddress(item.key, offices.get(parseNodeKey(item.key)!.id), 'registered-office', item.depth);
        if (found) next.push(found);
      }
    }
    waiting.push(...next.filter((item) => item.depth < maxDepth));
  }
  if (addresses && reader.addresses) {
    await pacer.step();
    await markHubs();
  }
  if (stopped) graph.attributes.stopped = stopped;
  report();
  return graph;

  function report(pending = 0) {
    graph.attributes.requests = reads.spent;
    if (!onProgress) return;
    const estimate = budget.spent + budget.inFlight + pending;
    onProgress({ requests: budget.spent, estimate: Math.min(budget.maxCalls ?? Infinity, estimate) }, graph.drain());
  }

  /** People before corporate bodies (formation agents), nodes with few links before hubs; what the analyst asked for first. */
  function prioritise(items: Pending[]): Pending[] {
    const degree = new Map<string, number>();
    for (const edge of graph.edgeList()) {
      degree.set(edge.source, (degree.get(edge.source) ?? 0) + 1);
      degree.set(edge.target, (degree.get(edge.target) ?? 0) + 1);
    }
    const cost = (item: Pending) =>
      (expand.has(item.key) ? 0 : 1_000_000) +
      (graph.node(item.key)?.corporate ? 100_000 : 0) +
      (degree.get(item.key) ?? 0);
    return [...items].sort((a, b) => cost(a) - cost(b) || a.key.localeCompare(b.key));
  }

  async function expandNode(item: Pending): Promise<Pending[]> {
    const parsed = parseNodeKey(item.key)!;
    if (parsed.kind === 'company') return expandCompany(item, parsed.id);
    if (parsed.kind === 'officer') return expandOfficer(item, parsed.id);
    return expandAddress(item, parsed.id);
  }

  /** Reads every page the node may have: the first, and the rest only when asked to expand past the cap. */
  async function readPages<Item>(
    item: Pending,
    pageSize: number,
    cap: number,
    fetch: (startIndex: number) => Promise<Read<{ items: Item[]; total_results?: number }> | undefined>,
    listKey: (startIndex: number) => string,
  ): Promise<{ items: Item[]; total: number } | undefined> {
    const first = await read(listKey(0), () => fetch(0));
    if (!first) return undefined;
    const total = first.data.total_results ?? first.data.items.length;
    if (total > cap && !expand.has(item.key)) {
      graph.truncate({ node: item.key, reason: 'cap', size: total });
      return { items: [], total };
    }
    const items = [...first.data.items];
    for (let start = pageSize; start < total && first.data.items.length > 0; start += pageSize) {
      try {
        await pacer.step();
        const page = await read(listKey(start), () => fetch(start));
        if (!page || page.data.items.length === 0) break;
        items.push(...page.data.items);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        graph.truncate({
          node: item.key,
          reason: error instanceof OutOfBudget ? 'budget' : reasonFor(error),
          size: total - items.length,
        });
        break;
      }
    }
    return { items, total };
  }

  async function expandCompany(item: Pending, companyNumber: string): Promise<Pending[]> {
    const list = await readPages(
      item,
      reader.officerPageSize,
      NETWORK_CAPS.companyOfficers,
      (startIndex) => reader.officerList(companyNumber, { startIndex, active }),
      (startIndex) => `officers:${companyNumber}:${active}:${startIndex}`,
    );
    graph.mergeNode(item.key, { officer_count: list?.total ?? 0 });
    if (!list || list.items.length === 0) return [];
    graph.mergeNode(item.key, { expanded: true });
    const found: Pending[] = [];
    for (const [index, officer] of list.items.entries()) {
      if (stopsFull(item, list.items.length - index)) break;
      if (!keepsAppointment(officer, filter)) continue;
      const officerId = officerIdFromLink(officer.links.officer.appointments);
      if (!officerId) continue;
      const key = officerKey(officerId);
      const fresh = graph.mergeNode(key, {
        kind: 'officer',
        label: officer.name,
        depth: item.depth + 1,
        officer_id: officerId,
        corporate: officer.officer_role.startsWith('corporate'),
        birth_month: birthMonth(officer.date_of_birth),
      });
      addAppointment(key, item.key, officer);
      if (fresh) found.push({ key, depth: item.depth + 1 });
      if (addresses) pushIf(found, addAddress(key, officer.address, 'correspondence-address', item.depth + 1));
    }
    return found;
  }

  async function expandOfficer(item: Pending, officerId: string): Promise<Pending[]> {
    const list = await readPages(
      item,
      reader.appointmentPageSize,
      NETWORK_CAPS.officerAppointments,
      (startIndex) => reader.appointmentList(officerId, { startIndex, active }),
      (startIndex) => appointmentListKey(officerId, active, startIndex),
    );
    graph.mergeNode(item.key, { appointment_count: list?.total ?? 0 });
    if (!list || list.items.length === 0) return [];
    graph.mergeNode(item.key, { expanded: true });
    const found: Pending[] = [];
    for (const [index, appointment] of list.items.entries()) {
      if (stopsFull(item, list.items.length - index)) break;
      if (!keepsAppointment(appointment, filter)) continue;
      const company = appointment.appointed_to;
      const key = companyKey(company.company_number);
      const fresh = graph.mergeNode(key, {
        kind: 'company',
        label: company.company_name ?? company.company_number,
        depth: item.depth + 1,
        company_number: company.company_number,
        company_status: company.company_status,
      });
      addAppointment(item.key, key, appointment);
      if (fresh) found.push({ key, depth: item.depth + 1 });
      if (addresses) pushIf(found, addAddress(item.key, appointment.address, 'correspondence-address', item.depth));
    }
    return found;
  }

  /** Who else is at an address (the embedded index): all of a small one, a page at a time of a hub, when asked. */
  async function expandAddress(item: Pending, key: string): Promise<Pending[]> {
    const index = reader.addresses;
    if (!index) return [];
    const count = (await index.counts([key])).get(key) ?? { companies: 0, officers: 0 };
    const size = count.companies + count.officers;
    const hub = count.companies > NETWORK_CAPS.addressMembers || count.officers > NETWORK_CAPS.addressMembers;
    markAddress(item.key, count);
    const page = hub ? requestedPage(item.key) : 1;
    if (page === undefined) {
      graph.truncate({ node: item.key, reason: 'hub', size, next: `${item.key}@1` });
      return [];
    }
    const limit = hub ? NETWORK_CAPS.addressMembers : size;
    const offset = (page - 1) * NETWORK_CAPS.addressMembers;
    const members = await index.members(key, offset, limit);
    const found: Pending[] = [];
    const membersLeft = (done: number) => members.companies.length + members.officers.length - done;
    let done = 0;
    for (const company of members.companies) {
      if (stopsFull(item, membersLeft(done++))) return found;
      const companyNode = companyKey(company.company_number);
      const fresh = graph.mergeNode(companyNode, {
        kind: 'company',
        label: company.company_name,
        depth: item.depth + 1,
        company_number: company.company_number,
        company_status: company.company_status,
      });
      graph.addEdge({
        key: `${companyNode}>${item.key}`,
        source: companyNode,
        target: item.key,
        attributes: { kind: 'registered-office' },
      });
      if (fresh) found.push({ key: companyNode, depth: item.depth + 1 });
    }
    for (const officer of members.officers) {
      if (stopsFull(item, membersLeft(done++))) return found;
      const officerNode = officerKey(officer.officer_id);
      const fresh = graph.mergeNode(officerNode, {
        kind: 'officer',
        label: officer.name,
        depth: item.depth + 1,
        officer_id: officer.officer_id,
      });
      graph.addEdge({
        key: `${officerNode}>${item.key}`,
        source: officerNode,
        target: item.key,
        attributes: { kind: 'correspondence-address' },
      });
      if (fresh) found.push({ key: officerNode, depth: item.depth + 1 });
    }
    graph.mergeNode(item.key, { expanded: true });
    const shown = offset + members.companies.length + members.officers.length;
    if (hub && shown < size)
      graph.truncate({ node: item.key, reason: 'page', size: size - shown, next: `${item.key}@${page + 1}` });
    else graph.untruncate(item.key);
    return found;
  }

  /** True (and the node marked `size`, with what was left out) once the graph holds its limit of nodes or edges. */
  function stopsFull(item: Pending, left: number): boolean {
    if (!full()) return false;
    stopped = 'size';
    graph.truncate({ node: item.key, reason: 'size', size: left });
    return true;
  }

  /** The page of a hub the analyst asked for (`address:{key}` is page 1, `address:{key}@3` page 3); undefined when not asked. */
  function requestedPage(nodeKey: string): number | undefined {
    let page: number | undefined;
    for (const value of expand) {
      if (value === nodeKey) page = Math.max(page ?? 0, 1);
      const match = value.startsWith(`${nodeKey}@`) ? /^\d{1,4}$/.exec(value.slice(nodeKey.length + 1)) : null;
      if (match) page = Math.max(page ?? 0, Number(match[0]));
    }
    return page;
  }

  function markAddress(nodeKey: string, count: { companies: number; officers: number }) {
    const hub = count.companies > NETWORK_CAPS.addressMembers || count.officers > NETWORK_CAPS.addressMembers;
    graph.mergeNode(nodeKey, {
      company_count: count.companies,
      officer_count_at_address: count.officers,
      hub,
      ...(hub ? { hub_note: HUB_NOTE } : {}),
    });
  }

  /** Addresses at the last depth are not expanded, but still say how many are there and whether they are hubs. */
  async function markHubs() {
    const keys = graph
      .nodeList()
      .filter((node) => node.attributes.kind === 'address' && node.attributes.company_count === undefined)
      .map((node) => parseNodeKey(node.key)!.id);
    if (keys.length === 0) return;
    const counts = await reader.addresses!.counts(keys);
    for (const key of keys) {
      const count = counts.get(key) ?? { companies: 0, officers: 0 };
      markAddress(addressNodeKey(key), count);
      if (count.companies > NETWORK_CAPS.addressMembers || count.officers > NETWORK_CAPS.addressMembers)
        graph.truncate({
          node: addressNodeKey(key),
          reason: 'hub',
          size: count.companies + count.officers,
          next: `${addressNodeKey(key)}@1`,
        });
    }
  }

  /** The appointment's edge; its identity verification details are kept beside it (lib/network/verification.ts judges them). */
  function addAppointment(
    officer: string,
    company: string,
    appointment: AppointmentFacts & { identity_verification_details?: IdentityVerificationDetails },
  ) {
    const key = `${officer}>${company}:${appointment.officer_role}:${appointment.appointed_on ?? appointment.appointed_before ?? ''}`;
    const details = appointment.identity_verification_details;
    if (details && !graph.verificationDetails.has(key)) graph.verificationDetails.set(key, details);
    graph.addEdge({
      key,
      source: officer,
      target: company,
      attributes: {
        kind: 'appointment',
        officer_role: appointment.officer_role,
        appointed_on: appointment.appointed_on ?? appointment.appointed_before,
        resigned_on: appointment.resigned_on,
      },
    });
  }

  /** Adds the address node and the edge to it; the node is returned when new (to be expanded at its depth). */
  function addAddress(
    holder: string,
    address: AddressParts | undefined,
    kind: 'registered-office' | 'correspondence-address',
    holderDepth: number,
  ): Pending | undefined {
    const key = addressKey(address);
    if (!key || !address || full()) return undefined;
    const nodeKey = addressNodeKey(key);
    const fresh = graph.mergeNode(nodeKey, { kind: 'address', label: addressLine(address), depth: holderDepth + 1 });
    graph.addEdge({ key: `${holder}>${nodeKey}`, source: holder, target: nodeKey, attributes: { kind } });
    return fresh && reader.addresses ? { key: nodeKey, depth: holderDepth + 1 } : undefined;
  }
}

const appointmentListKey = (officerId: string, active: boolean, startIndex: number) =>
  `appointments:${officerId}:${active}:${startIndex}`;

function pushIf<T>(list: T[], value: T | undefined) {
  if (value !== undefined) list.push(value);
}

function reasonFor(error: unknown): TruncationReason {
  return isRegistryError(error) && error.kind === 'rate-limited' ? 'budget' : 'unavailable';
}
