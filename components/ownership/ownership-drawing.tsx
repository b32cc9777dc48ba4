// The ownership graph as a static SVG drawn on the server (works without JavaScript): owners
// above what they own, edges labelled with the natures of control; ended relationships dashed,
// the edge that closes a cycle red.
import { naturesText } from '@/lib/ownership/natures';
import { NODE_HEIGHT, NODE_WIDTH, type OwnershipLayout } from '@/lib/ownership/layout';
import type { OwnershipEdge } from '@/lib/ownership/walk';
import { entriesLine, nodeDetail, nodeHref, nodeName } from './node-text';

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const FILL: Record<string, string> = {
  company: 'fill-white stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500',
  individual: 'fill-emerald-50 stroke-emerald-600 dark:fill-emerald-950 dark:stroke-emerald-500',
  'corporate-entity': 'fill-amber-50 stroke-amber-600 dark:fill-amber-950 dark:stroke-amber-500',
  'legal-person': 'fill-sky-50 stroke-sky-600 dark:fill-sky-950 dark:stroke-sky-500',
  'super-secure': 'fill-slate-100 stroke-slate-500 dark:fill-slate-800',
  statement: 'fill-slate-50 stroke-slate-400 dark:fill-slate-900',
};

export function OwnershipDrawing({
  layout,
  edges,
  title,
}: {
  layout: OwnershipLayout;
  edges: readonly OwnershipEdge[];
  title: string;
}) {
  const at = new Map(layout.nodes.map((placed) => [placed.node.id, placed]));
  // Edges arriving at one node spread along its top edge, in the order their owners stand.
  const arrivals = new Map<string, string[]>();
  for (const edge of edges)
    if (!edge.circular) arrivals.set(edge.target, [...(arrivals.get(edge.target) ?? []), edge.source]);
  for (const [target, sources] of arrivals)
    arrivals.set(
      target,
      [...new Set(sources)].sort((a, b) => (at.get(a)?.x ?? 0) - (at.get(b)?.x ?? 0)),
    );
  const arrivalX = (edge: OwnershipEdge, x: number) => {
    const sources = arrivals.get(edge.target) ?? [];
    const index = sources.indexOf(edge.source);
    return sources.length <= 1 || index < 0
      ? x + NODE_WIDTH / 2
      : x + 20 + ((NODE_WIDTH - 40) * index) / (sources.length - 1);
  };
  return (
    <figure className="overflow-x-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <svg
        role="img"
        aria-labelledby="ownership-drawing-title"
        width={layout.width}
        height={layout.height}
        viewBox={`-4 -4 ${layout.width + 8} ${layout.height + 8}`}
        className="max-w-none text-slate-900 dark:text-slate-100"
      >
        <title id="ownership-drawing-title">{title}</title>
        <defs>
          <marker
            id="ownership-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className="fill-slate-500" />
          </marker>
        </defs>
        {edges.map((edge, index) => {
          const from = at.get(edge.source);
          const to = at.get(edge.target);
          if (!from || !to) return null;
          const x1 = from.x + NODE_WIDTH / 2;
          const y1 = from.y + NODE_HEIGHT;
          const x2 = edge.circular ? to.x + NODE_WIDTH / 2 : arrivalX(edge, to.x);
          // A circular edge points back up at its target's top.
          const y2 = edge.circular ? to.y + NODE_HEIGHT : to.y;
          const label = edge.circular ? 'circular ownership' : naturesText(edge.natures_of_control);
          return (
            <g key={index}>
              <line
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                markerEnd="url(#ownership-arrow)"
                strokeWidth={1.5}
                strokeDasharray={edge.ceased_on || edge.circular ? '6 4' : undefined}
                className={edge.circular ? 'stroke-rose-600' : edge.ceased_on ? 'stroke-slate-400' : 'stroke-slate-500'}
              />
              {label && (
                // Near the owner's end, where edges from one row have not yet converged.
                <text
                  x={x1 + (x2 - x1) * 0.25 + 4}
                  y={y1 + (y2 - y1) * 0.25 + 4}
                  className="fill-slate-600 text-[10px] dark:fill-slate-300"
                >
                  <title>{`${label}${edge.ceased_on ? ` (ended ${edge.ceased_on})` : ''}`}</title>
                  {clip(`${label}${edge.ceased_on ? ' (ended)' : ''}`, 34)}
                </text>
              )}
            </g>
          );
        })}
        {layout.nodes.map(({ node, x, y }) => {
          const href = nodeHref(node);
          const entries = entriesLine(node);
          // A third line (a person of several PSC entries) moves the other two up.
          const [nameY, detailY] = entries ? [20, 38] : [24, 44];
          const name = (
            <text
              x={x + 10}
              y={y + nameY}
              className={`text-[13px] font-semibold ${href ? 'fill-blue-700 group-hover:underline dark:fill-blue-400' : 'fill-current'}`}
            >
              {clip(nodeName(node), 28)}
            </text>
          );
          return (
            <g key={node.id}>
              <title>{`${nodeName(node)}: ${nodeDetail(node)}${entries ? ` (${entries})` : ''}`}</title>
              <rect
                x={x}
                y={y}
                width={NODE_WIDTH}
                height={NODE_HEIGHT}
                rx={8}
                strokeWidth={node.level === 0 ? 2.5 : 1.2}
                strokeDasharray={node.verified === false ? '4 3' : undefined}
                className={FILL[node.kind]}
              />
              {/* For the mouse: the lists below hold the same links for the keyboard and screen readers (the drawing is one image to them). */}
              {href ? (
                <a href={href} tabIndex={-1} className="group">
                  {name}
                </a>
              ) : (
                name
              )}
              <text x={x + 10} y={y + detailY} className="fill-slate-600 text-[11px] dark:fill-slate-300">
                {clip(nodeDetail(node), 36)}
              </text>
              {entries && (
                <text x={x + 10} y={y + 54} className="fill-slate-600 text-[11px] dark:fill-slate-300">
                  {clip(entries, 36)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
