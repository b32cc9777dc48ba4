// A layered drawing of an ownership graph, computed on the server: owners above what they own,
// the company at the bottom, each level's nodes ordered by where what they own sits (so edges
// cross as little as a simple pass can manage). The static SVG and the interactive tree both use it.
import type { OwnershipGraph, OwnershipNode } from './walk';

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;
const GAP_X = 40;
const GAP_Y = 70;

export interface PlacedNode {
  node: OwnershipNode;
  x: number;
  y: number;
}

export interface OwnershipLayout {
  nodes: PlacedNode[];
  width: number;
  height: number;
}

export function layoutOwnership(graph: OwnershipGraph): OwnershipLayout {
  const levels = new Map<number, OwnershipNode[]>();
  for (const node of graph.nodes) levels.set(node.level, [...(levels.get(node.level) ?? []), node]);
  const top = Math.max(0, ...levels.keys());
  const widest = Math.max(1, ...[...levels.values()].map((nodes) => nodes.length));
  const width = widest * NODE_WIDTH + (widest - 1) * GAP_X;
  const centreX = new Map<string, number>();
  const placed: PlacedNode[] = [];

  for (let level = 0; level <= top; level++) {
    const nodes = levels.get(level) ?? [];
    // The mean position of what each node owns, among those already placed (the level below).
    const target = (node: OwnershipNode) => {
      const xs = graph.edges
        .filter((edge) => edge.source === node.id && centreX.has(edge.target))
        .map((edge) => centreX.get(edge.target)!);
      return xs.length > 0 ? xs.reduce((sum, x) => sum + x, 0) / xs.length : width / 2;
    };
    const ordered = [...nodes].sort((a, b) => target(a) - target(b) || a.name.localeCompare(b.name));
    const rowWidth = ordered.length * NODE_WIDTH + (ordered.length - 1) * GAP_X;
    const start = (width - rowWidth) / 2;
    ordered.forEach((node, index) => {
      const x = start + index * (NODE_WIDTH + GAP_X);
      centreX.set(node.id, x + NODE_WIDTH / 2);
      placed.push({ node, x, y: (top - level) * (NODE_HEIGHT + GAP_Y) });
    });
  }
  return { nodes: placed, width, height: (top + 1) * NODE_HEIGHT + top * GAP_Y };
}
