// What the page and the layout worker (layout.worker.ts) say to each other.

export interface LayoutRequest {
  type: 'start';
  /** Which layout this is: updates of an earlier one, still on their way, are ignored. */
  run: number;
  /** Starting positions and sizes, by index. */
  nodes: { x: number; y: number; size: number; fixed?: boolean }[];
  /** Index pairs. */
  edges: [number, number][];
  iterations: number;
}

export interface LayoutUpdate {
  run: number;
  /** x, y for each node, by index. */
  positions: Float32Array;
  done: boolean;
}

/** Fewer iterations as a graph grows: a 2,000-node graph settles in about as long as a small one. */
export function iterationsFor(order: number): number {
  if (order > 1500) return 150;
  if (order > 300) return 300;
  return 500;
}
