'use client';
// The ownership tree as an interactive drawing (React Flow): pan, zoom and fit; click a name to
// open its record; collapse a company's owners and open them again. Positions come from the
// server's layout, so the drawing matches the static one it replaces.
import '@xyflow/react/dist/style.css';
import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  getStraightPath,
  Handle,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import Link from 'next/link';
import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, type OwnershipLayout } from '@/lib/ownership/layout';
import { naturesText } from '@/lib/ownership/natures';
import type { OwnershipEdge, OwnershipNode } from '@/lib/ownership/walk';
import { entriesLine, nodeDetail, nodeHref, nodeName } from './node-text';

type CardData = { node: OwnershipNode; owners: number; collapsed: boolean; toggle: (id: string) => void };

const TONE: Record<OwnershipNode['kind'], string> = {
  company: 'border-slate-400 bg-white dark:bg-slate-900',
  individual: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950',
  'corporate-entity': 'border-amber-600 bg-amber-50 dark:bg-amber-950',
  'legal-person': 'border-sky-600 bg-sky-50 dark:bg-sky-950',
  'super-secure': 'border-slate-500 bg-slate-100 dark:bg-slate-800',
  statement: 'border-slate-400 bg-slate-50 dark:bg-slate-900',
};

const Card = memo(function Card({ data }: NodeProps<Node<CardData>>) {
  const { node, owners, collapsed, toggle } = data;
  // A person's page in people mode, else the record (only the registry's own paths).
  const href = nodeHref(node);
  const entries = entriesLine(node);
  return (
    <div
      className={`flex h-full flex-col justify-center rounded-lg border px-3 text-left text-slate-900 shadow-sm dark:text-slate-100 ${TONE[node.kind]} ${node.verified === false ? 'border-dashed' : ''} ${node.level === 0 ? 'border-2' : ''}`}
      style={{ width: NODE_WIDTH, height: NODE_HEIGHT }}
    >
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <span className="truncate text-[13px] font-semibold">
        {href ? (
          <Link href={href} className="nodrag text-blue-700 hover:underline dark:text-blue-400">
            {nodeName(node)}
          </Link>
        ) : (
          nodeName(node)
        )}
      </span>
      <span className="truncate text-[11px] text-slate-600 dark:text-slate-300" title={nodeDetail(node)}>
        {nodeDetail(node)}
      </span>
      {entries && <span className="truncate text-[11px] text-slate-600 dark:text-slate-300">{entries}</span>}
      {owners > 0 && node.level > 0 && (
        <button
          type="button"
          onClick={() => toggle(node.id)}
          className="nodrag absolute -top-3 right-2 rounded border border-slate-300 bg-white px-1.5 text-[10px] dark:border-slate-600 dark:bg-slate-800"
        >
          {collapsed ? `Show ${owners} owner${owners === 1 ? '' : 's'}` : 'Collapse'}
        </button>
      )}
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
});

const nodeTypes = { card: Card };

/**
 * A straight edge whose label sits a third of the way down from the owner, not halfway: the
 * edges of several owners meet at the company they own, and labels at their middles printed over
 * each other ("25–5025–50% of shares"); near their owners they are as far apart as the owners are.
 */
function OwnershipEdgeLine({ sourceX, sourceY, targetX, targetY, label, style, markerEnd }: EdgeProps) {
  const [path] = getStraightPath({ sourceX, sourceY, targetX, targetY });
  const x = sourceX + (targetX - sourceX) / 3;
  const y = sourceY + (targetY - sourceY) / 3;
  return (
    <>
      <BaseEdge path={path} style={style} markerEnd={markerEnd} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className="pointer-events-none absolute max-w-40 rounded bg-white/90 px-1 text-center text-[10px] leading-tight text-slate-700 dark:bg-slate-900/90 dark:text-slate-200"
            style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

const edgeTypes = { ownership: OwnershipEdgeLine };

/**
 * Fit, within bounds: a long chain is not shrunk past reading (pan to see the rest), and a small
 * tree is not blown up until its cards and notes run off the frame.
 */
const FIT = { padding: 0.1, minZoom: 0.75, maxZoom: 1 } as const;
/**
 * On a phone the list above the drawing is the one to read; the drawing is the overview, so it
 * may shrink further to show a tree two owners wide whole, rather than cut both owners' cards at
 * the frame's edges (zoom in, or pan, for more).
 */
const PHONE_FIT = { ...FIT, minZoom: 0.5 } as const;
const PHONE = '(max-width: 639px)';

function usePhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** The frame's height: as tall as the tree at the smallest fitting zoom, within a screen's reach. */
const frameHeight = (layout: OwnershipLayout) =>
  Math.round(Math.min(Math.max(layout.height * FIT.minZoom * (1 + 2 * FIT.padding), 320), 960));

/** Node ids hidden when `collapsed` companies hide what stands above them (owners reachable only through them). */
function hiddenBy(collapsed: ReadonlySet<string>, edges: readonly OwnershipEdge[], root: string): Set<string> {
  const visible = new Set([root]);
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (collapsed.has(id)) continue;
    for (const edge of edges) {
      if (edge.target !== id || visible.has(edge.source)) continue;
      visible.add(edge.source);
      stack.push(edge.source);
    }
  }
  return visible;
}

export default function OwnershipFlow({
  layout,
  edges,
  root,
}: {
  layout: OwnershipLayout;
  edges: readonly OwnershipEdge[];
  root: string;
}) {
  const phone = usePhone();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((current) =>
      current.has(id) ? new Set([...current].filter((other) => other !== id)) : new Set([...current, id]),
    );
  const visible = useMemo(() => hiddenBy(collapsed, edges, root), [collapsed, edges, root]);

  const nodes: Node<CardData>[] = layout.nodes
    .filter(({ node }) => visible.has(node.id))
    .map(({ node, x, y }) => ({
      id: node.id,
      type: 'card',
      position: { x, y },
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      draggable: true,
      data: {
        node,
        owners: edges.filter((edge) => edge.target === node.id && !edge.circular).length,
        collapsed: collapsed.has(node.id),
        toggle,
      },
    }));
  const flowEdges: Edge[] = edges
    .filter((edge) => visible.has(edge.source) && visible.has(edge.target))
    .map((edge, index) => ({
      id: `e${index}`,
      source: edge.source,
      target: edge.target,
      type: 'ownership',
      label: edge.circular ? 'circular ownership' : naturesText(edge.natures_of_control),
      style: {
        strokeDasharray: edge.ceased_on || edge.circular ? '6 4' : undefined,
        stroke: edge.circular ? '#e11d48' : '#64748b',
      },
    }));

  return (
    <div
      className="rounded-lg border border-slate-200 dark:border-slate-800"
      style={{ height: frameHeight(layout) }}
      data-testid="ownership-flow"
    >
      <ReactFlow
        // A new set of cards (owners collapsed or shown, ceased ones added) is fitted afresh, so none is left off the frame.
        key={`${phone ? 'phone' : 'wide'} ${nodes.map((node) => node.id).join(' ')}`}
        nodes={nodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        fitView
        fitViewOptions={phone ? PHONE_FIT : FIT}
        minZoom={0.2}
        nodesConnectable={false}
        proOptions={{ hideAttribution: true }}
        colorMode="system"
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
