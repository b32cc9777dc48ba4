// An ownership graph in words: who ultimately controls the company ("Jane Smith (via 2
// companies), Acme Group Inc (United States, not on this register)"), or where the chain ends,
// and each owner's chain down to the company ("via A Ltd → B Holdings Ltd → this company").
import { pscStatementLabel } from '@/lib/labels/people';
import type { OwnershipGraph, OwnershipNode } from './walk';

/** The owner's chains down to the company: each a list of node ids from the owner to the company, shortest first. */
export function chainsFrom(graph: OwnershipGraph, ownerId: string, limit = 5): string[][] {
  const root = `company:${graph.company_number}`;
  const chains: string[][] = [];
  const walk = (path: string[]) => {
    if (chains.length >= limit) return;
    const last = path.at(-1)!;
    if (last === root) {
      chains.push(path);
      return;
    }
    for (const edge of graph.edges)
      if (edge.source === last && !edge.circular && !path.includes(edge.target)) walk([...path, edge.target]);
  };
  walk([ownerId]);
  return chains.sort((a, b) => a.length - b.length);
}

/** "a person", "United States, not on this register", … what a reader needs beside an owner's name. */
export function ownerDescription(node: OwnershipNode): string {
  switch (node.kind) {
    case 'corporate-entity':
      return node.verified === false
        ? `not verified: ${node.unverified_reason}`
        : `${node.jurisdiction ? `${node.jurisdiction}, ` : ''}not on this register`;
    case 'legal-person':
      return node.legal_form ? `legal person: ${node.legal_form}` : 'legal person';
    case 'super-secure':
      return 'details protected';
    case 'statement':
      return 'statement';
    default:
      return '';
  }
}

const companiesBetween = (chain: readonly string[]) => Math.max(0, chain.length - 2);

/** Why a company of this type has no persons with significant control on the register, when the law does not ask for them. */
export function noPscRegisterReason(companyType: string | undefined): string | undefined {
  switch (companyType) {
    case 'oversea-company':
      return 'Overseas companies are not required to keep a register of persons with significant control.';
    case 'uk-establishment':
      return 'A UK establishment of an overseas company is not required to keep a register of persons with significant control.';
    default:
      return undefined;
  }
}

/** Whether the graph has anything above the company to draw: an owner or a statement, current or (when asked for) ceased. */
export const hasChain = (graph: OwnershipGraph): boolean => graph.edges.length > 0;

/** The sentence at the top of the tab and on the overview; `companyType` (the profile's `type`) explains an empty register. */
export function ownershipSummary(graph: OwnershipGraph, companyType?: string): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  if (graph.ultimate_owners.length > 0) {
    const owners = graph.ultimate_owners.map((id) => {
      const node = byId.get(id)!;
      const via = companiesBetween(chainsFrom(graph, id, 1)[0] ?? []);
      const details = [via > 0 ? `via ${via} compan${via === 1 ? 'y' : 'ies'}` : '', ownerDescription(node)]
        .filter(Boolean)
        .join(', ');
      return details ? `${node.name} (${details})` : node.name;
    });
    // A statement beside named owners (not everyone identified, someone not confirming) qualifies the answer.
    const beside = graph.edges
      .filter((edge) => !edge.ceased_on && byId.get(edge.source)?.kind === 'statement')
      .map((edge) => {
        const node = byId.get(edge.source)!;
        const of = edge.target === `company:${graph.company_number}` ? '' : ` (${byId.get(edge.target)?.name})`;
        return `“${pscStatementLabel(node.registry_kind ?? node.name, node.linked_psc_name)}”${of}`;
      });
    const statements = beside.length > 0 ? ` The register also holds statements: ${beside.join('; ')}.` : '';
    return `Ultimately controlled by: ${owners.join('; ')}.${statements}`;
  }
  const current = graph.edges.filter((edge) => !edge.ceased_on);
  if (current.length === 0)
    return noPscRegisterReason(companyType) ?? 'No persons with significant control are recorded for this company.';
  const circle = current.find((edge) => edge.circular);
  const ends = graph.nodes.filter(
    (node) =>
      node.level > 0 &&
      !current.some((edge) => edge.target === node.id) &&
      current.some((edge) => edge.source === node.id),
  );
  const words = ends.map((node) =>
    node.kind === 'statement'
      ? `a statement (“${pscStatementLabel(node.registry_kind ?? node.name, node.linked_psc_name)}”)`
      : `${node.name}${ownerDescription(node) ? ` (${ownerDescription(node)})` : ''}`,
  );
  const circular = circle
    ? `the ownership is circular: ${byId.get(circle.source)?.name} is owned, through the chain, by a company it owns`
    : '';
  const reasons = [words.length > 0 ? `the chain ends at ${words.join('; ')}` : '', circular]
    .filter(Boolean)
    .join(', and ');
  return `No ultimate owner could be traced: ${reasons || 'the walk stopped before reaching one'}.`;
}
