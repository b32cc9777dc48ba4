// The registry's side of a case, read fresh (through the gateway's cache) whenever the case is
// shown: each item's current state, the chronology of every dated event of every item, and one
// graph merged from the items' networks. All of one request's reads share one session, so on a
// metered registry they stay inside one budget; what the budget or the registry left unread is
// said, never hidden.
import 'server-only';
import { env } from '@/lib/env';
import { getRegistry, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { checkDisqualified } from '@/lib/identity/disqualified-service';
import { personOf } from '@/lib/identity/people';
import { formatAddress } from '@/lib/labels/address';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import { buildNetwork } from '@/lib/network/build';
import { companyKey, NetworkGraph, officerKey, type SerializedNetwork } from '@/lib/network/graph';
import { officerIdFromLink } from '@/lib/network/reader';
import { gatewayNetworkReader } from '@/lib/network/service';
import { gatewayOwnershipReader } from '@/lib/ownership/service';
import { walkOwnership } from '@/lib/ownership/walk';
import type { EndpointName, ParamsOf } from '@/lib/registry/catalogue';
import type { GatewayQuery } from '@/lib/gateway/gateway';
import { readHref, type ItemTarget } from './hrefs';
import type { CaseGraphNotes, CaseItemRecord, CaseRecord } from './store';

/** Registry calls one case view (or chronology, graph, report) may make on a metered registry. */
export const CASE_MAX_CALLS = 400;

export const BUDGET_REASON = 'the registry call budget for this case ran out before this was read';

export interface Fact {
  label: string;
  value: string;
  /** The registry resource it came from. */
  source: string;
  /** ISO 8601: when the registry answered (the cache's copy's age counted). */
  retrieved_at: string;
}

export interface ItemState {
  item_id: string;
  kind: CaseItemRecord['kind'];
  href: string;
  note: string;
  added_at: string;
  title: string;
  company_number?: string;
  officer_id?: string;
  facts: Fact[];
  /** Why the item's state could not be read (not on the register, the budget, the registry). */
  unread?: string;
}

export interface ChronologyEvent {
  date: string;
  kind: string;
  title: string;
  company_number?: string;
  officer_id?: string;
  href: string;
  item_id: string;
  source: string;
}

export function casesSession(signal?: AbortSignal): RegistrySession {
  return getRegistry().session({ maxCalls: CASE_MAX_CALLS, signal });
}

/** The registry's address of a resource path, as a source line. */
export function sourceOf(path: string): string {
  const base = env().REGISTRY_API_URL;
  return base ? `${base.replace(/\/+$/, '')}${path}` : `embedded registry ${path}`;
}

const whyUnread = (error: unknown): string => {
  if (error instanceof OutOfBudget) return BUDGET_REASON;
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return 'the registry did not answer';
};

/** Runs `work` on each, `limit` at a time, in order. */
export async function mapLimit<T, R>(list: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, list.length) }, async () => {
      while (next < list.length) {
        const index = next++;
        results[index] = await work(list[index]!);
      }
    }),
  );
  return results;
}

/** One read: its data and when it was retrieved, or undefined (a 404). */
async function read<N extends EndpointName>(
  session: RegistrySession,
  name: N,
  params: ParamsOf<N>,
  query: GatewayQuery<N> | undefined,
  path: string,
) {
  const result = await session.find(name, params, query);
  if (!result) return undefined;
  return {
    data: result.data,
    source: sourceOf(path),
    retrievedAt: new Date(Date.now() - result.ageSeconds * 1000).toISOString(),
  };
}

const targetOf = (item: CaseItemRecord): ItemTarget => {
  try {
    return readHref(item.href);
  } catch {
    return { kind: item.kind, href: item.href };
  }
};

/** A person's officer ids (their appointments' records), at most `max`; empty when the person is not known. */
async function officerIdsOfPerson(personId: string, max = 5): Promise<{ name?: string; officerIds: string[] }> {
  const person = await personOf(personId);
  if (!person) return { officerIds: [] };
  const officerIds = person.records
    .filter((record) => record.kind === 'officer')
    .map((record) => /^\/officers\/([^/]+)\/appointments/.exec(record.link)?.[1])
    .filter((id): id is string => !!id)
    .slice(0, max);
  return { name: person.name, officerIds };
}

/** The company an item is about, when it is about one. */
export const companyOf = (item: CaseItemRecord) => targetOf(item).companyNumber;

// ---------------------------------------------------------------- items' state

async function companyState(session: RegistrySession, base: ItemState, companyNumber: string): Promise<ItemState> {
  const profile = await read(
    session,
    'companyProfile',
    { company_number: companyNumber },
    undefined,
    `/company/${companyNumber}`,
  );
  if (!profile) return { ...base, title: `Company ${companyNumber}`, unread: 'the register has no such company' };
  const p = profile.data;
  const fact = (label: string, value: string | null | undefined): Fact[] =>
    value ? [{ label, value, source: profile.source, retrieved_at: profile.retrievedAt }] : [];
  const kindWord = { psc: 'PSC of ', ownership: 'Ownership of ', network: 'Connections of ' } as Record<string, string>;
  return {
    ...base,
    title: `${kindWord[base.kind] ?? ''}${p.company_name ?? companyNumber}`,
    company_number: companyNumber,
    facts: [
      ...fact('Company number', p.company_number ?? companyNumber),
      ...fact('Status', p.company_status),
      ...fact('Type', p.type),
      ...fact('Incorporated', p.date_of_creation),
      ...fact('Ceased', p.date_of_cessation),
      ...fact(
        'Registered office',
        p.registered_office_address ? formatAddress(p.registered_office_address) : undefined,
      ),
      ...fact('SIC codes', p.sic_codes?.join(', ')),
    ],
  };
}

async function officerState(session: RegistrySession, base: ItemState, officerId: string): Promise<ItemState> {
  const list = await read(
    session,
    'officerAppointments',
    { officer_id: officerId },
    { items_per_page: 50 },
    `/officers/${officerId}/appointments`,
  );
  if (!list) return { ...base, title: `Officer ${officerId}`, unread: 'the register has no such officer' };
  const a = list.data;
  const current = (a.items ?? []).filter((item) => !item.resigned_on).length;
  const fact = (label: string, value: string | undefined): Fact[] =>
    value ? [{ label, value, source: list.source, retrieved_at: list.retrievedAt }] : [];
  return {
    ...base,
    title: `${base.kind === 'network' ? 'Connections of ' : ''}${a.name ?? officerId}`,
    officer_id: officerId,
    facts: [
      ...fact(
        'Appointments',
        a.total_results === undefined || a.total_results === null ? undefined : String(a.total_results),
      ),
      ...fact('Current appointments (first page)', String(current)),
      ...fact(
        'Born',
        a.date_of_birth?.year
          ? `${a.date_of_birth.month ? `${a.date_of_birth.month}/` : ''}${a.date_of_birth.year}`
          : undefined,
      ),
    ],
  };
}

/** Each item's current state, read fresh; a read that failed says why. */
export async function itemStates(session: RegistrySession, items: readonly CaseItemRecord[]): Promise<ItemState[]> {
  return mapLimit(items, 4, async (item) => {
    const target = targetOf(item);
    const base: ItemState = {
      item_id: item.id,
      kind: item.kind,
      href: item.href,
      note: item.note,
      added_at: new Date(item.addedAt).toISOString(),
      title: item.href,
      facts: [],
    };
    try {
      if (target.companyNumber) return await companyState(session, base, target.companyNumber);
      if (target.officerId) return await officerState(session, base, target.officerId);
      if (target.kind === 'person' && target.personId) {
        const person = await personOf(target.personId);
        if (!person) return { ...base, title: `Person ${target.personId}`, unread: 'no such person' };
        const fact = (label: string, value: string | undefined): Fact[] =>
          value
            ? [
                {
                  label,
                  value,
                  source: `this app's people index, /people/${person.person_id}`,
                  retrieved_at: new Date().toISOString(),
                },
              ]
            : [];
        return {
          ...base,
          title: person.name,
          facts: [
            ...fact('Records', `${person.records.length} (officer ids, PSC entries, disqualifications)`),
            ...fact('Appointments', String(person.appointments_count)),
            ...fact('PSC of', `${person.psc_count} companies`),
            ...fact(
              'Born',
              person.date_of_birth ? `${person.date_of_birth.month}/${person.date_of_birth.year}` : undefined,
            ),
            ...fact('Nationality', person.nationalities.join(', ') || undefined),
          ],
        };
      }
      if (target.kind === 'path') return { ...base, title: `Path from ${target.from ?? '?'} to ${target.to ?? '?'}` };
      if (target.kind === 'search') return { ...base, title: `Search: ${target.query || item.href}` };
      return base;
    } catch (error) {
      return { ...base, unread: whyUnread(error) };
    }
  });
}

// ---------------------------------------------------------------- chronology

type Sink = (event: Omit<ChronologyEvent, 'item_id' | 'source'>) => void;

/** "the first 100 of 250 filings" when a list was read only in part. */
function partOf(data: unknown, read: number, what: string): string | undefined {
  const list = data as { total_count?: number | null; total_results?: number | null };
  const total = list.total_count ?? list.total_results ?? 0;
  return total > read ? `the first ${read} of ${total} ${what}` : undefined;
}

/** Filing pages a chronology reads of one company (100 filings each), newest first. */
export const CHRONOLOGY_FILING_PAGES = 5;

/** The company's filings, up to CHRONOLOGY_FILING_PAGES pages, as one list. */
async function filingPages(session: RegistrySession, companyNumber: string, path: string) {
  const first = await read(
    session,
    'filingHistoryList',
    { company_number: companyNumber },
    { items_per_page: 100 },
    path,
  );
  if (!first) return undefined;
  const items = [...(first.data.items ?? [])];
  const total = first.data.total_count ?? 0;
  for (let page = 1; page < CHRONOLOGY_FILING_PAGES && items.length < total; page++) {
    const next = await read(
      session,
      'filingHistoryList',
      { company_number: companyNumber },
      { items_per_page: 100, start_index: items.length },
      path,
    );
    const got = next?.data.items ?? [];
    if (got.length === 0) break;
    items.push(...got);
  }
  return { ...first, data: { ...first.data, items } };
}

async function companyEvents(
  session: RegistrySession,
  companyNumber: string,
  add: (source: string) => Sink,
  partial: (what: string) => void,
) {
  const path = `/company/${companyNumber}`;
  const profile = await read(session, 'companyProfile', { company_number: companyNumber }, undefined, path);
  if (!profile) return;
  const p = profile.data;
  const name = p.company_name ?? companyNumber;
  const at = { company_number: companyNumber };
  let sink = add(profile.source);
  if (p.date_of_creation)
    sink({ date: p.date_of_creation, kind: 'incorporation', title: `${name} incorporated`, href: path, ...at });
  if (p.date_of_cessation)
    sink({
      date: p.date_of_cessation,
      kind: 'dissolution',
      title: `${name} ceased (${p.company_status ?? 'dissolved'})`,
      href: path,
      ...at,
    });
  for (const previous of p.previous_company_names ?? [])
    if (previous.ceased_on)
      sink({
        date: previous.ceased_on,
        kind: 'name-change',
        title: `${previous.name} renamed (now ${name})`,
        href: path,
        ...at,
      });

  const [filings, officers, pscs, charges, insolvency] = await Promise.all([
    filingPages(session, companyNumber, `${path}/filing-history`),
    read(session, 'officerList', { company_number: companyNumber }, { items_per_page: 100 }, `${path}/officers`),
    read(
      session,
      'pscList',
      { company_number: companyNumber },
      { items_per_page: 100 },
      `${path}/persons-with-significant-control`,
    ),
    p.has_charges === false
      ? undefined
      : read(session, 'chargeList', { company_number: companyNumber }, { items_per_page: 100 }, `${path}/charges`),
    p.has_insolvency_history
      ? read(session, 'insolvency', { company_number: companyNumber }, undefined, `${path}/insolvency`)
      : undefined,
  ]);
  const parts = [
    filings && partOf(filings.data, filings.data.items?.length ?? 0, 'filings'),
    officers && partOf(officers.data, officers.data.items?.length ?? 0, 'officers'),
    pscs && partOf(pscs.data, pscs.data.items?.length ?? 0, 'persons with significant control'),
    charges && partOf(charges.data, charges.data.items?.length ?? 0, 'charges'),
  ].filter((part): part is string => !!part);
  if (parts.length) partial(`${name}: the chronology holds ${parts.join(', ')}`);
  if (filings) {
    sink = add(filings.source);
    for (const filing of filings.data.items ?? []) {
      if (!filing.date) continue;
      const category = filing.category ?? '';
      const kind =
        category === 'change-of-name'
          ? 'name-change'
          : category === 'address'
            ? 'address-change'
            : category === 'insolvency' || category === 'liquidation'
              ? 'insolvency'
              : 'filing';
      sink({
        date: filing.date,
        kind,
        title: `${name}: ${describeFilingText(filing)}`,
        href: filing.transaction_id ? `${path}/filing-history/${filing.transaction_id}` : `${path}/filing-history`,
        ...at,
      });
    }
  }
  if (officers) {
    sink = add(officers.source);
    for (const officer of officers.data.items ?? []) {
      const officerId = officerIdFromLink(officer.links?.officer?.appointments ?? '');
      const who = { ...at, ...(officerId ? { officer_id: officerId } : {}) };
      const href = officerId ? `/officers/${officerId}/appointments` : `${path}/officers`;
      if (officer.appointed_on)
        sink({
          date: officer.appointed_on,
          kind: 'appointment',
          title: `${officer.name} appointed ${officer.officer_role} of ${name}`,
          href,
          ...who,
        });
      if (officer.resigned_on)
        sink({
          date: officer.resigned_on,
          kind: 'resignation',
          title: `${officer.name} resigned as ${officer.officer_role} of ${name}`,
          href,
          ...who,
        });
    }
  }
  if (pscs) {
    sink = add(pscs.source);
    for (const psc of pscs.data.items ?? []) {
      const href = psc.links?.self ?? `${path}/persons-with-significant-control`;
      if (psc.notified_on)
        sink({
          date: psc.notified_on,
          kind: 'control-start',
          title: `${psc.name ?? 'A person'} gained significant control of ${name}`,
          href,
          ...at,
        });
      if (psc.ceased_on)
        sink({
          date: psc.ceased_on,
          kind: 'control-end',
          title: `${psc.name ?? 'A person'} ceased to control ${name}`,
          href,
          ...at,
        });
    }
  }
  if (charges) {
    sink = add(charges.source);
    for (const charge of charges.data.items ?? []) {
      const what = charge.classification?.description ?? 'charge';
      if (charge.created_on)
        sink({
          date: charge.created_on,
          kind: 'charge',
          title: `${name}: ${what} created`,
          href: `${path}/charges`,
          ...at,
        });
      if (charge.satisfied_on)
        sink({
          date: charge.satisfied_on,
          kind: 'charge-satisfied',
          title: `${name}: ${what} satisfied`,
          href: `${path}/charges`,
          ...at,
        });
    }
  }
  if (insolvency) {
    sink = add(insolvency.source);
    for (const insolvencyCase of insolvency.data.cases ?? [])
      for (const dated of insolvencyCase.dates ?? [])
        if (dated.date)
          sink({
            date: dated.date,
            kind: 'insolvency',
            title: `${name}: ${insolvencyCase.type ?? 'insolvency'} (${(dated.type ?? 'date').replace(/-/g, ' ')})`,
            href: `${path}/insolvency`,
            ...at,
          });
  }
}

async function officerEvents(
  session: RegistrySession,
  officerId: string,
  add: (source: string) => Sink,
  partial: (what: string) => void,
) {
  const path = `/officers/${officerId}/appointments`;
  const list = await read(session, 'officerAppointments', { officer_id: officerId }, { items_per_page: 50 }, path);
  if (!list) return;
  const sink = add(list.source);
  const name = list.data.name ?? officerId;
  const part = partOf(list.data, list.data.items?.length ?? 0, 'appointments');
  if (part) partial(`${name}: the chronology holds ${part}`);
  // Disqualifications of a person with this name and month of birth (possibly the same person: the register links none).
  const born = list.data.date_of_birth;
  if (born?.month && born.year) {
    const check = (
      await checkDisqualified(
        [{ officer_id: officerId, name, date_of_birth: { month: born.month, year: born.year } }],
        {
          maxSearches: 1,
        },
      )
    ).get(officerId);
    if (check?.status === 'not-checked') partial(`${name}: disqualifications not checked (${check.reason})`);
    if (check?.status === 'possibly-disqualified')
      for (const match of check.matches)
        for (const period of match.disqualifications)
          add(sourceOf(match.link))({
            date: period.disqualified_from,
            kind: 'disqualification',
            title: `${match.name} disqualified until ${period.disqualified_until} (possibly the same person as ${name})`,
            href: match.link,
            officer_id: officerId,
          });
  }
  for (const appointment of list.data.items ?? []) {
    const companyNumber = appointment.appointed_to?.company_number ?? undefined;
    const company = appointment.appointed_to?.company_name ?? companyNumber ?? 'a company';
    const at = { officer_id: officerId, ...(companyNumber ? { company_number: companyNumber } : {}) };
    if (appointment.appointed_on)
      sink({
        date: appointment.appointed_on,
        kind: 'appointment',
        title: `${name} appointed ${appointment.officer_role} of ${company}`,
        href: path,
        ...at,
      });
    if (appointment.resigned_on)
      sink({
        date: appointment.resigned_on,
        kind: 'resignation',
        title: `${name} resigned as ${appointment.officer_role} of ${company}`,
        href: path,
        ...at,
      });
  }
}

export const CHRONOLOGY_KINDS = [
  'incorporation',
  'dissolution',
  'name-change',
  'address-change',
  'appointment',
  'resignation',
  'control-start',
  'control-end',
  'filing',
  'charge',
  'charge-satisfied',
  'insolvency',
  'disqualification',
] as const;

/** Every dated event of every item, oldest first, each once (the first item that gave it). */
export async function chronology(
  session: RegistrySession,
  items: readonly CaseItemRecord[],
): Promise<{ events: ChronologyEvent[]; unread: { item_id: string; reason: string }[] }> {
  const events: ChronologyEvent[] = [];
  const seen = new Set<string>();
  const unread: { item_id: string; reason: string }[] = [];
  // A company or officer read once, whichever items name it.
  const done = new Set<string>();
  await mapLimit(items, 4, async (item) => {
    const target = targetOf(item);
    const partial = (reason: string) => unread.push({ item_id: item.id, reason });
    const add =
      (source: string): Sink =>
      (event) => {
        const key = `${event.date}|${event.kind}|${event.title}`;
        if (seen.has(key)) return;
        seen.add(key);
        events.push({ ...event, item_id: item.id, source });
      };
    try {
      if (target.companyNumber && !done.has(companyKey(target.companyNumber))) {
        done.add(companyKey(target.companyNumber));
        await companyEvents(session, target.companyNumber, add, partial);
      } else if (target.officerId && !done.has(officerKey(target.officerId))) {
        done.add(officerKey(target.officerId));
        await officerEvents(session, target.officerId, add, partial);
      } else if (target.kind === 'person' && target.personId) {
        // A person: the appointments of each of their officer ids.
        for (const officerId of (await officerIdsOfPerson(target.personId)).officerIds) {
          if (done.has(officerKey(officerId))) continue;
          done.add(officerKey(officerId));
          await officerEvents(session, officerId, add, partial);
        }
      }
    } catch (error) {
      unread.push({ item_id: item.id, reason: whyUnread(error) });
    }
  });
  events.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  return { events, unread };
}

// ---------------------------------------------------------------- graph

/** One graph of every item's network (depth 1), the analyst's links, labels and pinned positions on it. */
export async function caseGraph(
  session: RegistrySession,
  record: CaseRecord,
  items: readonly CaseItemRecord[],
  signal?: AbortSignal,
): Promise<SerializedNetwork> {
  const merged = new NetworkGraph({ seed: `case:${record.id}`, depth: 1, status: 'all' });
  const reader = await gatewayNetworkReader();
  const itemsOf = new Map<string, string[]>();
  const mark = (key: string, itemId: string) => itemsOf.set(key, [...(itemsOf.get(key) ?? []), itemId]);
  const seeds = new Map<string, { kind: 'company'; companyNumber: string } | { kind: 'officer'; officerId: string }>();
  for (const item of items) {
    const target = targetOf(item);
    if (target.companyNumber) {
      seeds.set(companyKey(target.companyNumber), { kind: 'company', companyNumber: target.companyNumber });
      mark(companyKey(target.companyNumber), item.id);
    } else if (target.officerId) {
      seeds.set(officerKey(target.officerId), { kind: 'officer', officerId: target.officerId });
      mark(officerKey(target.officerId), item.id);
    } else if (target.kind === 'person' && target.personId) {
      // A person: each of their officer ids' networks.
      const { name, officerIds } = await officerIdsOfPerson(target.personId);
      for (const officerId of officerIds) {
        seeds.set(officerKey(officerId), { kind: 'officer', officerId });
        mark(officerKey(officerId), item.id);
      }
      if (officerIds.length === 0) {
        merged.mergeNode(`person:${target.personId}`, {
          kind: 'officer',
          label: name ?? `Person ${target.personId}`,
          depth: 0,
        });
        mark(`person:${target.personId}`, item.id);
      }
    }
  }
  const built = await mapLimit([...seeds.values()], 4, async (seed) => {
    try {
      return await buildNetwork(reader, seed, {
        depth: 1,
        status: 'all',
        budget: session.budget,
        signal,
        limits: { nodes: 400, edges: 1600, ms: 4_000 },
      });
    } catch (error) {
      whyUnread(error);
      return undefined;
    }
  });
  for (const graph of built) {
    if (!graph) continue;
    for (const node of graph.nodeList())
      merged.mergeNode(node.key, { ...node.attributes, depth: node.attributes.depth });
    for (const edge of graph.edgeList()) merged.addEdge(edge);
    for (const cut of graph.attributes.truncated) merged.truncate(cut);
    merged.attributes.requests += graph.attributes.requests;
  }
  // Ownership items: the chain of owners above the company (PSCs), merged in as `ownership` edges.
  const owned = [...new Set(items.filter((item) => item.kind === 'ownership').map(companyOf))].filter(
    (n): n is string => !!n,
  );
  const walks = await mapLimit(owned, 2, async (companyNumber) => {
    try {
      return await walkOwnership(gatewayOwnershipReader, companyNumber, {
        includeCeased: false,
        expand: new Set(),
        budget: session.budget,
        signal,
      });
    } catch (error) {
      whyUnread(error);
      return undefined;
    }
  });
  for (const walk of walks) {
    if (!walk) continue;
    const keyOf = (id: string) => (id.startsWith('company:') ? id : `owner:${id}`);
    for (const node of walk.nodes) {
      if (node.kind === 'statement') continue;
      merged.mergeNode(keyOf(node.id), {
        kind: node.kind === 'company' ? 'company' : 'officer',
        label: node.name,
        depth: Math.min(node.level, 1),
        ...(node.company_number ? { company_number: node.company_number } : {}),
        ...(node.company_status ? { company_status: node.company_status } : {}),
        ...(node.kind !== 'company' ? { owner_kind: node.kind, ...(node.link ? { link: node.link } : {}) } : {}),
      });
    }
    for (const edge of walk.edges) {
      const [source, target] = [keyOf(edge.source), keyOf(edge.target)];
      if (!merged.hasNode(source) || !merged.hasNode(target)) continue;
      merged.addEdge({
        key: `ownership:${edge.source}>${edge.target}`,
        source,
        target,
        attributes: {
          kind: 'ownership',
          natures_of_control: edge.natures_of_control.join('; '),
          ...(edge.notified_on ? { notified_on: edge.notified_on } : {}),
          ...(edge.circular ? { circular: true } : {}),
        },
      });
    }
  }
  for (const [key, itemIds] of itemsOf)
    if (merged.hasNode(key)) merged.mergeNode(key, { case_item: true, item_ids: itemIds, depth: 0 });
  applyNotes(merged, record.graph);
  return merged.toJSON();
}

function applyNotes(graph: NetworkGraph, notes: CaseGraphNotes): void {
  for (const [key, label] of Object.entries(notes.labels))
    if (graph.hasNode(key)) graph.mergeNode(key, { analyst_label: label });
  for (const [key, position] of Object.entries(notes.positions))
    if (graph.hasNode(key)) graph.mergeNode(key, { x: position.x, y: position.y, pinned: true });
  for (const link of notes.links)
    if (graph.hasNode(link.source) && graph.hasNode(link.target))
      graph.addEdge({
        key: `analyst:${link.id}`,
        source: link.source,
        target: link.target,
        undirected: true,
        attributes: { kind: 'analyst-link', label: link.label },
      });
}
