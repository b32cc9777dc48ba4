// The chain between two records as an ordered list: each record (linked to its page), and
// between two records the appointment that joins them, with its dates (long, as every page
// writes them); a resigned one is marked. Server-rendered: the text alternative to the graph, and all there is without JavaScript.
import Link from 'next/link';
import { recordHref } from '@/components/network/graph/network-requests';
import { companyStatusLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { officerRoleLabel } from '@/lib/labels/people';
import { inlineLinkClass } from '@/components/ui/text-link';

interface ChainNode {
  key: string;
  attributes: { kind: string; label: string; company_status?: string };
}

interface ChainEdge {
  source: string;
  target: string;
  attributes: { kind: string; officer_role?: string; appointed_on?: string; resigned_on?: string };
}

function joining(edges: readonly ChainEdge[], a: string, b: string): ChainEdge | undefined {
  return edges.find((edge) => (edge.source === a && edge.target === b) || (edge.source === b && edge.target === a));
}

export function PathChain({
  path,
  nodes,
  edges,
}: {
  path: readonly string[];
  nodes: readonly ChainNode[];
  edges: readonly ChainEdge[];
}) {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  return (
    <ol className="space-y-1" aria-label="The chain of appointments" data-path-chain>
      {path.map((key, index) => {
        const node = byKey.get(key);
        const href = recordHref(key);
        const next = path[index + 1];
        const edge = next ? joining(edges, key, next) : undefined;
        const a = edge?.attributes;
        return (
          <li key={key} className="space-y-1">
            <div className="flex flex-wrap items-baseline gap-2 rounded-md border border-slate-300 px-3 py-1.5 dark:border-slate-700">
              <span className="text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {node?.attributes.kind === 'company' ? 'Company' : 'Officer'}
              </span>
              {href ? (
                <Link href={href} className={inlineLinkClass}>
                  {node?.attributes.label ?? key}
                </Link>
              ) : (
                <span>{node?.attributes.label ?? key}</span>
              )}
              {node?.attributes.company_status && (
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {companyStatusLabel(node.attributes.company_status)}
                </span>
              )}
            </div>
            {next && (
              <p className="ml-4 border-l-2 border-slate-300 pl-3 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
                {a?.kind === 'appointment' ? (
                  <>
                    {officerRoleLabel(a.officer_role)}
                    {a.appointed_on ? `, appointed ${formatDate(a.appointed_on)}` : ''}
                    {a.resigned_on ? (
                      <>
                        , <strong className="font-semibold">resigned {formatDate(a.resigned_on)}</strong>
                      </>
                    ) : (
                      ', current'
                    )}
                  </>
                ) : (
                  (a?.kind ?? 'linked').replace(/-/g, ' ')
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
