// The ownership graph as text (complete without JavaScript, and what screen readers read):
// each ultimate owner with the chain it controls the company through, then every owner as an
// indented list from the company up, each line with how it holds control.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { naturesText } from '@/lib/ownership/natures';
import { chainsFrom } from '@/lib/ownership/summary';
import type { OwnershipGraph, OwnershipNode } from '@/lib/ownership/walk';
import { parseRecordLink } from '@/lib/registry/people/records';
import { RegistryLink } from '@/components/registry/registry-link';
import { entriesLine, nodeDetail, nodeHref, nodeName } from './node-text';
import { inlineLinkClass, linkClass } from '@/components/ui/text-link';

function NodeName({ node }: { node: OwnershipNode }) {
  // A person's page, or the registry's own paths (nodeHref); anything else is shown as text.
  const href = nodeHref(node);
  if (!href) return <span className="font-medium">{nodeName(node)}</span>;
  return (
    <Link className={`font-medium ${linkClass}`} href={href}>
      {nodeName(node)}
    </Link>
  );
}

/** Under a person who is more than one PSC entry: how many, each linked to its entry by the company it is on. */
function Entries({ node, byId }: { node: OwnershipNode; byId: ReadonlyMap<string, OwnershipNode> }) {
  const line = entriesLine(node);
  if (!line) return null;
  return (
    <span className="block text-sm text-slate-600 dark:text-slate-400" data-testid="person-entries">
      {line}:{' '}
      {node.records!.map((record, index) => {
        const ref = parseRecordLink(record);
        const number = ref?.kind === 'psc' ? ref.companyNumber : undefined;
        const label = `at ${(number && byId.get(`company:${number}`)?.name) ?? number ?? 'a company'}`;
        return (
          <span key={record}>
            {index > 0 && ', '}
            <RegistryLink className={inlineLinkClass} link={record} otherwise={label}>
              {label}
            </RegistryLink>
          </span>
        );
      })}
    </span>
  );
}

export function UltimateOwners({ graph }: { graph: OwnershipGraph }) {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  if (graph.ultimate_owners.length === 0) return null;
  return (
    <section aria-labelledby="ultimate-owners-heading" className="space-y-2">
      <h3 id="ultimate-owners-heading" className="font-semibold">
        Ultimate owners
      </h3>
      <ul className="space-y-2">
        {graph.ultimate_owners.map((id) => {
          const owner = byId.get(id)!;
          // A few chains, shortest first: a person drawn once may hold the company directly and through its parent.
          const chains = chainsFrom(graph, id, 3);
          return (
            <li key={id} className="text-sm">
              <NodeName node={owner} />{' '}
              <span className="text-slate-600 dark:text-slate-400">({nodeDetail(owner)})</span>
              <Entries node={owner} byId={byId} />
              {(chains.length > 0 ? chains : [[]]).map((chain) => {
                const between = chain.slice(1, -1).map((step) => byId.get(step)!);
                return (
                  <span key={chain.join(' ')} className="block text-slate-700 dark:text-slate-300">
                    {between.length === 0 ? 'Directly' : 'Controlled via '}
                    {between.map((step, index) => (
                      <span key={step.id}>
                        {index > 0 && ' → '}
                        <NodeName node={step} />
                      </span>
                    ))}
                    {between.length > 0 && ' → this company'}
                  </span>
                );
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every owner, nested under what it owns, from the company up. */
export function OwnershipTree({ graph }: { graph: OwnershipGraph }) {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const root = `company:${graph.company_number}`;
  const owners = (id: string, seen: ReadonlySet<string>): ReactNode => {
    const edges = graph.edges.filter((edge) => edge.target === id);
    if (edges.length === 0) return null;
    return (
      <ul className="ml-4 space-y-2 border-l border-slate-200 pl-4 dark:border-slate-700">
        {edges.map((edge, index) => {
          const owner = byId.get(edge.source)!;
          const again = seen.has(owner.id);
          return (
            <li key={`${edge.source}-${index}`} className={edge.ceased_on ? 'text-slate-500' : undefined}>
              <NodeName node={owner} />{' '}
              <span className="text-sm text-slate-600 dark:text-slate-400">· {nodeDetail(owner)}</span>
              <Entries node={owner} byId={byId} />
              <span className="block text-sm">
                {edge.circular ? (
                  <strong className="text-rose-700 dark:text-rose-400">
                    Circular: this owner is already in the chain below.
                  </strong>
                ) : (
                  naturesText(edge.natures_of_control) ||
                  (owner.kind === 'statement'
                    ? 'A statement the company made about its persons with significant control'
                    : 'Natures of control not shown on the register')
                )}
                {edge.ceased_on && ` · ended ${edge.ceased_on}`}
              </span>
              {!again && !edge.circular && owners(owner.id, new Set([...seen, owner.id]))}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <section aria-labelledby="ownership-tree-heading" className="space-y-2">
      <h3 id="ownership-tree-heading" className="font-semibold">
        Every owner, from this company up
      </h3>
      <div className="text-sm">
        <NodeName node={byId.get(root)!} />
        {owners(root, new Set([root]))}
      </div>
    </section>
  );
}
