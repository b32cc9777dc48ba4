// The walk up a company's persons with significant control to the people and bodies that
// ultimately control it. Breadth first from the company: each company on this register costs its
// PSC list (and its statements whenever the list links them, named owners or not); each corporate PSC that names a UK
// company costs that company's profile, to verify it. A visited set stops cycles (the edge back
// is kept and marked circular); levels, owners per company and registry calls are capped, and
// whatever is left unexpanded is listed as truncated with the reason.
import type { Psc, PscList, PscStatement, PscStatementList, CompanyProfile } from '@/lib/registry/schemas';
import { jurisdictionOf, resolveCorporatePsc, verifyCorporatePsc } from './resolve';
import { CallBudget } from '@/lib/gateway/session';

export type OwnershipNodeKind =
  'company' | 'individual' | 'corporate-entity' | 'legal-person' | 'super-secure' | 'statement';

export interface OwnershipNode {
  /** `company:{number}` for companies on this register, `psc:{self link}` for other owners, `statement:{self link}`. */
  id: string;
  kind: OwnershipNodeKind;
  name: string;
  company_number?: string;
  /** Where a body not on this register is registered, in its own words. */
  jurisdiction?: string;
  /** A corporate owner naming a UK company: true when the company was found and its name matches. */
  verified?: boolean;
  /** Why an owner naming a UK company was not followed. */
  unverified_reason?: string;
  /** Levels above the company walked from (0 is that company). */
  level: number;
  company_status?: string;
  /** The registry's PSC kind or statement key. */
  registry_kind?: string;
  /** Individuals: month and year of birth, nationality, country of residence. */
  date_of_birth?: { month: number; year: number };
  nationality?: string;
  country_of_residence?: string;
  legal_form?: string;
  /** A corporate owner's registration number as declared (not necessarily a number on this register). */
  registration_number?: string;
  /** The record's page on this site (its registry path). */
  link?: string;
  /** Statements: the person with significant control the statement names (e.g. one who has not confirmed changed details). */
  linked_psc_name?: string;
  /**
   * Individuals, when people are asked for (lib/ownership/people.ts): the person the registry's
   * person index puts the PSC entry in. A person node (`person:{person_id}`) also has the rest.
   */
  person_id?: string;
  /** A person node: their page on this site (`/people/{person_id}`). */
  person_link?: string;
  /** A person node: the PSC entries it stands for (their registry paths), in the order the walk met them. */
  records?: string[];
}

export interface OwnershipEdge {
  /** The owner's node id. */
  source: string;
  /** The owned company's node id. */
  target: string;
  natures_of_control: string[];
  notified_on?: string;
  ceased_on?: string;
  /** The edge closes a cycle: the owner is already in the chain. */
  circular?: boolean;
}

export type TruncationReason = 'levels' | 'owners' | 'budget' | 'unavailable';

export interface Truncation {
  node: string;
  reason: TruncationReason;
  /** Owners left out (reason `owners`), or the level reached (reason `levels`). */
  size?: number;
  /** Set when only part of the node went unread: `statements` is its PSC statements (its PSC list was read). */
  part?: 'statements';
}

export interface OwnershipGraph {
  company_number: string;
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
  ultimate_owners: string[];
  truncated: Truncation[];
  /** Registry calls the walk made (cache hits cost none). */
  registry_calls: number;
}

/** Reads one registry resource: undefined for a 404; other registry errors throw. `called` says whether the registry was asked. */
export interface OwnershipReader {
  companyProfile(companyNumber: string): Promise<{ data: CompanyProfile; called: boolean } | undefined>;
  pscList(companyNumber: string): Promise<{ data: PscList; called: boolean } | undefined>;
  pscStatements(companyNumber: string): Promise<{ data: PscStatementList; called: boolean } | undefined>;
}

export interface WalkOptions {
  /** Show relationships that have ended (drawn dashed). */
  includeCeased?: boolean;
  /** Levels walked above the company (default 10). */
  maxLevels?: number;
  /** Owners shown per company (default 25). */
  maxOwners?: number;
  /** Registry calls one walk may make (a session's budget); none: no limit. */
  budget?: CallBudget;
  /** Companies to expand past the owner and level limits (node ids), as the analyst asks. */
  expand?: ReadonlySet<string>;
  /** The request's signal: once aborted (its client went away) the walk stops, rejecting with its reason. */
  signal?: AbortSignal;
}

export const companyNodeId = (companyNumber: string) => `company:${companyNumber}`;

const isActive = (psc: Psc) => !psc.ceased_on && !psc.ceased;

function category(kind: string): Exclude<OwnershipNodeKind, 'company' | 'statement'> {
  if (kind.startsWith('corporate-entity')) return 'corporate-entity';
  if (kind.startsWith('legal-person')) return 'legal-person';
  if (kind.startsWith('super-secure')) return 'super-secure';
  return 'individual';
}

/** Walks up from `companyNumber`. Throws the registry's error only when the company itself cannot be read. */
export async function walkOwnership(
  reader: OwnershipReader,
  companyNumber: string,
  options: WalkOptions = {},
): Promise<OwnershipGraph | undefined> {
  const { includeCeased = false, maxLevels = 10, maxOwners = 25, expand = new Set<string>() } = options;
  const budget = options.budget ?? new CallBudget();
  const withinBudget = () => !budget.exhausted;
  const count = <T extends { called: boolean }>(result: T | undefined) => {
    budget.record(result?.called ?? false);
    return result;
  };

  const root = count(await reader.companyProfile(companyNumber));
  if (!root) return undefined;
  const nodes = new Map<string, OwnershipNode>();
  const edges: OwnershipEdge[] = [];
  const truncated: Truncation[] = [];
  const rootId = companyNodeId(root.data.company_number);
  nodes.set(rootId, {
    id: rootId,
    kind: 'company',
    name: root.data.company_name,
    company_number: root.data.company_number,
    company_status: root.data.company_status,
    level: 0,
    link: `/company/${root.data.company_number}`,
  });

  // Companies whose owners are still to be read, level by level.
  let frontier: { id: string; number: string }[] = [{ id: rootId, number: root.data.company_number }];
  for (let level = 0; frontier.length > 0; level++) {
    const next: { id: string; number: string }[] = [];
    for (const company of frontier) {
      options.signal?.throwIfAborted();
      if (level >= maxLevels && !expand.has(company.id)) {
        truncated.push({ node: company.id, reason: 'levels', size: level });
        continue;
      }
      if (!withinBudget()) {
        truncated.push({ node: company.id, reason: 'budget' });
        continue;
      }
      let list: Awaited<ReturnType<OwnershipReader['pscList']>>;
      try {
        list = count(await reader.pscList(company.number));
      } catch {
        truncated.push({ node: company.id, reason: 'unavailable' });
        continue;
      }
      const pscs = (list?.data.items ?? []).filter((psc) => includeCeased || isActive(psc));
      const shown = expand.has(company.id) ? pscs : pscs.slice(0, maxOwners);
      if (shown.length < pscs.length)
        truncated.push({ node: company.id, reason: 'owners', size: pscs.length - shown.length });

      for (const psc of shown) {
        options.signal?.throwIfAborted();
        const owner = await ownerOf(psc, level + 1);
        if (!owner) continue;
        const edge: OwnershipEdge = {
          source: owner.node.id,
          target: company.id,
          natures_of_control: psc.natures_of_control ?? [],
        };
        if (psc.notified_on) edge.notified_on = psc.notified_on;
        if (psc.ceased_on) edge.ceased_on = psc.ceased_on;
        const seen = nodes.get(owner.node.id);
        if (seen) {
          // An owner already in the chain: a company met again above closes a cycle (the law forbids it; the register has it).
          if (seen.kind === 'company' && (owner.node.id === company.id || reaches(company.id, owner.node.id)))
            edge.circular = true;
        } else {
          nodes.set(owner.node.id, owner.node);
          if (owner.follow && (!psc.ceased_on || includeCeased))
            next.push({ id: owner.node.id, number: owner.node.company_number! });
        }
        edges.push(edge);
      }

      // Statements say why no one, or not everyone, is named (a PSC not identified, one who has not confirmed
      // changed details): read them whenever the list links them, beside named owners too.
      if (list?.data.links.persons_with_significant_control_statements)
        await readStatements(company.id, company.number, level + 1);
    }
    frontier = next;
  }

  /** The company's statements as owners of it; when they cannot be read, a truncation that says so (part `statements`). */
  async function readStatements(target: string, companyNumber: string, level: number) {
    if (!withinBudget()) {
      truncated.push({ node: target, reason: 'budget', part: 'statements' });
      return;
    }
    let statements: Awaited<ReturnType<OwnershipReader['pscStatements']>>;
    try {
      statements = count(await reader.pscStatements(companyNumber));
    } catch {
      truncated.push({ node: target, reason: 'unavailable', part: 'statements' });
      return;
    }
    for (const statement of (statements?.data.items ?? []).filter((item) => includeCeased || !item.ceased_on))
      addStatement(statement, target, level);
  }

  function addStatement(statement: PscStatement, target: string, level: number) {
    const id = `statement:${statement.links.self}`;
    if (!nodes.has(id))
      nodes.set(id, {
        id,
        kind: 'statement',
        name: statement.statement,
        registry_kind: statement.statement,
        level,
        link: statement.links.self,
        ...(statement.linked_psc_name ? { linked_psc_name: statement.linked_psc_name } : {}),
      });
    edges.push({
      source: id,
      target,
      natures_of_control: [],
      ...(statement.notified_on ? { notified_on: statement.notified_on } : {}),
      ...(statement.ceased_on ? { ceased_on: statement.ceased_on } : {}),
    });
  }

  /** Whether `from` owns `to` through the edges so far (an edge from `to` back to `from` then closes a loop). */
  function reaches(from: string, to: string): boolean {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current === to) return true;
      if (seen.has(current)) continue;
      seen.add(current);
      for (const edge of edges) if (edge.source === current && !edge.circular) stack.push(edge.target);
    }
    return false;
  }

  async function ownerOf(psc: Psc, level: number): Promise<{ node: OwnershipNode; follow: boolean } | undefined> {
    const kind = category(psc.kind);
    const base = { level, registry_kind: psc.kind, link: psc.links.self };
    if (kind === 'individual') {
      return {
        node: {
          ...base,
          id: `psc:${psc.links.self}`,
          kind,
          name: psc.name ?? 'A person',
          ...(psc.date_of_birth
            ? { date_of_birth: { month: psc.date_of_birth.month, year: psc.date_of_birth.year } }
            : {}),
          ...(psc.nationality ? { nationality: psc.nationality } : {}),
          ...(psc.country_of_residence ? { country_of_residence: psc.country_of_residence } : {}),
        },
        follow: false,
      };
    }
    if (kind === 'super-secure')
      return { node: { ...base, id: `psc:${psc.links.self}`, kind, name: 'A protected person' }, follow: false };
    if (kind === 'legal-person') {
      return {
        node: {
          ...base,
          id: `psc:${psc.links.self}`,
          kind,
          name: psc.name ?? 'A legal person',
          ...(psc.identification?.legal_form ? { legal_form: psc.identification.legal_form } : {}),
        },
        follow: false,
      };
    }
    const identification = psc.identification;
    const other = (extra: Partial<OwnershipNode>): { node: OwnershipNode; follow: boolean } => ({
      node: {
        ...base,
        id: `psc:${psc.links.self}`,
        kind: 'corporate-entity',
        name: psc.name ?? 'A company',
        ...(jurisdictionOf(identification) ? { jurisdiction: jurisdictionOf(identification) } : {}),
        ...(identification?.legal_form ? { legal_form: identification.legal_form } : {}),
        ...(identification?.registration_number ? { registration_number: identification.registration_number } : {}),
        ...extra,
      },
      follow: false,
    });
    const resolution = resolveCorporatePsc(identification);
    if (!resolution.onRegister)
      return other(
        resolution.reason === 'registered outside the UK'
          ? {}
          : { verified: false, unverified_reason: resolution.reason },
      );
    const id = companyNodeId(resolution.companyNumber);
    const known = nodes.get(id);
    if (known) return { node: known, follow: false };
    if (!withinBudget()) {
      truncated.push({ node: `psc:${psc.links.self}`, reason: 'budget' });
      return other({ verified: false, unverified_reason: 'not checked: the walk reached its request budget' });
    }
    let profile: Awaited<ReturnType<OwnershipReader['companyProfile']>>;
    try {
      profile = count(await reader.companyProfile(resolution.companyNumber));
    } catch {
      return other({ verified: false, unverified_reason: 'the register could not be asked about this company' });
    }
    if (!profile)
      return other({ verified: false, unverified_reason: `no company ${resolution.companyNumber} on the register` });
    // The same rule as the list of companies a company controls (resolve.ts), so both directions agree.
    const verification = verifyCorporatePsc(psc, {
      company_number: resolution.companyNumber,
      company_name: profile.data.company_name,
    });
    if (!verification.verified) return other({ verified: false, unverified_reason: verification.reason });
    return {
      node: {
        ...base,
        id,
        kind: 'company',
        name: profile.data.company_name,
        company_number: profile.data.company_number,
        company_status: profile.data.company_status,
        verified: true,
        link: `/company/${profile.data.company_number}`,
      },
      follow: true,
    };
  }

  const nodeList = [...nodes.values()];
  const owned = new Set(edges.map((edge) => edge.target));
  const owners = new Set(edges.map((edge) => edge.source));
  const ultimate = nodeList
    .filter((node) => owners.has(node.id) && isUltimate(node, owned, edges, truncated))
    .map((node) => node.id);
  return {
    company_number: root.data.company_number,
    nodes: nodeList,
    edges,
    ultimate_owners: ultimate,
    truncated,
    registry_calls: budget.spent,
  };
}

/** An owner at the top of a chain: a person, a legal person or a body not on this register, or a company no one is recorded as owning. */
function isUltimate(
  node: OwnershipNode,
  owned: ReadonlySet<string>,
  edges: readonly OwnershipEdge[],
  truncated: readonly Truncation[],
): boolean {
  if (node.kind === 'statement' || node.level === 0) return false;
  if (!edges.some((edge) => edge.source === node.id && !edge.ceased_on)) return false;
  if (node.kind !== 'company') return !(node.kind === 'corporate-entity' && node.verified === false);
  // A company with owners of its own (or unread ones) is not at the top.
  return !owned.has(node.id) && !truncated.some((cut) => cut.node === node.id);
}
