'use client';
// The WebGL drawing (sigma 3) of a drawn graph: the layout runs in a worker and positions
// stream in; hover shows a node's or a link's details and highlights its neighbourhood; click
// opens the record, double-click expands the node one more hop; nodes can be dragged; the
// wheel and the buttons zoom. The parent owns what is drawn and what happens on open/expand.
// Labels are placed after each frame, clear of each other and inside the canvas
// (label-placement.ts: sigma's own label grid lets neighbouring cells' labels overlap), and
// people not verified get their badge beside the node.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Sigma from 'sigma';
import { EdgeRectangleProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { EdgeDashedProgram } from './edge-dashed-program';
import { COLOURS, neighbourhood, nodesDigest, type DrawnEdge, type DrawnGraph, type DrawnNode } from './graph-model';
import { placeLabels, shorten, type Box, type Disc, type LabelCandidate } from './label-placement';
import { iterationsFor, type LayoutRequest, type LayoutUpdate } from './layout-messages';

export interface SigmaHandle {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** Moves the camera to a node. */
  show(key: string): void;
  renderer(): Sigma<DrawnNode, DrawnEdge> | null;
}

export type Hovered = { node: string } | { edge: string } | null;

interface Props {
  graph: DrawnGraph;
  focus?: string;
  label: string;
  onHover(hovered: Hovered): void;
  onOpen(key: string): void;
  onExpand(key: string): void;
  onLayoutDone?(): void;
  ref?: Ref<SigmaHandle>;
}

const DOUBLE_CLICK_MS = 280;
/** How far a badge reaches past its node's edge (CSS pixels), which labels keep clear of. */
const BADGE_ROOM = 6;

/**
 * A person's identity badge at the node's upper right: a red disc (overdue) or an orange diamond
 * (due or withdrawn: not verified), filled when the register's dates say so, hollow when the
 * register publishes no verification and the law's dates do.
 */
export function drawBadge(
  context: CanvasRenderingContext2D,
  {
    x,
    y,
    radius,
    badge,
    basis,
  }: { x: number; y: number; radius: number; badge: 'overdue' | 'unverified'; basis: 'register' | 'law' },
) {
  const r = Math.max(5, radius * 0.7);
  const cx = x + radius * 0.8;
  const cy = y - radius * 0.8;
  const colour = badge === 'overdue' ? COLOURS.badgeOverdue : COLOURS.badgeUnverified;
  context.beginPath();
  if (badge === 'overdue') context.arc(cx, cy, r, 0, Math.PI * 2);
  else {
    context.moveTo(cx, cy - r * 1.2);
    context.lineTo(cx + r * 1.2, cy);
    context.lineTo(cx, cy + r * 1.2);
    context.lineTo(cx - r * 1.2, cy);
    context.closePath();
  }
  context.lineWidth = basis === 'law' ? 2 : 1.5;
  context.fillStyle = basis === 'law' ? '#ffffff' : colour;
  context.strokeStyle = basis === 'law' ? colour : '#ffffff';
  context.fill();
  context.stroke();
}
/** Above this many nodes, links and labels are hidden while the camera moves. */
const LARGE_GRAPH = 1000;

interface LabelFont {
  labelSize: number;
  labelWeight: string;
  labelFont: string;
}

/**
 * Where the hovered or highlighted node's name goes: in a white box beside it, on its left when
 * the right would run past the canvas's edge, shortened only if neither side has room (sigma's
 * own always puts it on the right, cut at the edge on a phone). The other labels keep off the box.
 */
function hoverLabel(
  data: { x: number; y: number; size: number; label?: string | null },
  canvasWidth: number,
  fontSize: number,
  measure: (text: string) => number,
) {
  const gap = data.size + 3;
  const rightRoom = canvasWidth - (data.x + gap) - 4;
  const leftRoom = data.x - gap - 4;
  const full = data.label ?? '';
  const fits = (room: number) => measure(full) <= room;
  const onLeft = !fits(rightRoom) && (fits(leftRoom) || leftRoom > rightRoom);
  const room = onLeft ? leftRoom : rightRoom;
  const text = fits(room) ? full : (shorten(full, room, measure) ?? '');
  const width = measure(text);
  const left = onLeft ? data.x - gap - width - 2 : data.x + gap - 2;
  return {
    text,
    onLeft,
    x: onLeft ? data.x - gap : data.x + gap,
    box: { left, right: left + width + 4, top: data.y - fontSize / 2 - 2, bottom: data.y + fontSize / 2 + 2 },
  };
}

/** The hovered or highlighted node: a white halo round it, and its name in its box (hoverLabel). */
function drawNodeHover(
  context: CanvasRenderingContext2D,
  data: { x: number; y: number; size: number; label?: string | null },
  settings: LabelFont,
) {
  const fontSize = settings.labelSize;
  context.font = `${settings.labelWeight} ${fontSize}px ${settings.labelFont}`;
  const label = hoverLabel(data, context.canvas.clientWidth || Infinity, fontSize, (t) => context.measureText(t).width);
  context.save();
  context.fillStyle = '#ffffff';
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 8;
  context.beginPath();
  context.arc(data.x, data.y, data.size + 2, 0, Math.PI * 2);
  context.fill();
  if (label.text) {
    const { box } = label;
    context.fillRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
    context.shadowBlur = 0;
    context.fillStyle = '#0f172a';
    context.textAlign = label.onLeft ? 'right' : 'left';
    context.fillText(label.text, label.x, data.y + fontSize / 3);
  }
  context.restore();
}

/** The labels sigma offered this frame, placed and drawn over it, then the people's badges. */
function drawOverlay(
  renderer: Sigma<DrawnNode, DrawnEdge>,
  offered: readonly LabelCandidate[],
  hoveredKey: string | null,
) {
  const context = renderer.getCanvases().labels?.getContext('2d');
  if (!context) return;
  const { width, height } = renderer.getDimensions();
  const settings = renderer.getSettings();
  context.save();
  context.font = `${settings.labelWeight} ${settings.labelSize}px ${settings.labelFont}`;
  const measure = (text: string) => context.measureText(text).width;
  // The nodes on screen, which labels keep clear of.
  const nodes: Disc[] = [];
  const obstacles: Box[] = [];
  renderer.getGraph().forEachNode((key) => {
    const data = renderer.getNodeDisplayData(key);
    if (!data || data.hidden) return;
    const { x, y } = renderer.framedGraphToViewport(data);
    if (x < -20 || y < -20 || x > width + 20 || y > height + 20) return;
    const { badge, seed, label } = renderer.getGraph().getNodeAttributes(key);
    // The seed and the hovered or highlighted node (drawn larger, with a halo) no label may cover…
    const hover = data.highlighted || key === hoveredKey;
    const solid = Boolean(seed || hover);
    // …nor the hovered one's name box.
    if (hover) {
      const size = renderer.scaleSize(data.size);
      const { box } = hoverLabel({ x, y, size, label }, width, settings.labelSize, measure);
      obstacles.push(box);
    }
    nodes.push({
      key,
      x,
      y,
      size: renderer.scaleSize(data.size) + (badge ? BADGE_ROOM : 0) + (solid ? 4 : 0),
      solid,
    });
  });
  const placed = placeLabels(offered, { width, height, nodes, obstacles, fontSize: settings.labelSize, measure });
  // A white halo keeps a name readable where it crosses a link.
  context.lineJoin = 'round';
  context.lineWidth = 3;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.fillStyle = '#0f172a';
  for (const label of placed) {
    context.textAlign = label.align;
    context.strokeText(label.text, label.x, label.y);
    context.fillText(label.text, label.x, label.y);
  }
  renderer.getGraph().forEachNode((key, attributes) => {
    if (!attributes.badge) return;
    const data = renderer.getNodeDisplayData(key);
    if (!data || data.hidden || data.color === COLOURS.faded) return;
    const { x, y } = renderer.framedGraphToViewport(data);
    if (x < -20 || y < -20 || x > width + 20 || y > height + 20) return;
    drawBadge(context, {
      x,
      y,
      radius: renderer.scaleSize(data.size),
      badge: attributes.badge,
      basis: attributes.badgeBasis ?? 'register',
    });
  });
  context.restore();
}

export function SigmaCanvas({ graph, focus, label, onHover, onOpen, onExpand, onLayoutDone, ref }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const sigma = useRef<Sigma<DrawnNode, DrawnEdge> | null>(null);
  const startLayout = useRef<(drawn: DrawnGraph) => void>(() => {});
  const hovered = useRef<string | null>(null);
  const focused = useRef<string | undefined>(focus);
  /** The highlighted node's neighbourhood, worked out once per hover or focus, not once per node drawn. */
  const near = useRef<Set<string> | null>(null);
  // The latest callbacks, read by listeners registered once.
  const callbacks = useRef({ onHover, onOpen, onExpand, onLayoutDone });
  useEffect(() => {
    callbacks.current = { onHover, onOpen, onExpand, onLayoutDone };
  });

  useImperativeHandle(ref, () => ({
    zoomIn: () => void sigma.current?.getCamera().animatedZoom({ duration: 200 }),
    zoomOut: () => void sigma.current?.getCamera().animatedUnzoom({ duration: 200 }),
    fit: () => void sigma.current?.getCamera().animatedReset({ duration: 200 }),
    show: (key) => {
      const renderer = sigma.current;
      if (!renderer || !renderer.getGraph().hasNode(key)) return;
      const { x, y } = renderer.getNodeDisplayData(key)!;
      void renderer.getCamera().animate({ x, y, ratio: 0.5 }, { duration: 300 });
    },
    renderer: () => sigma.current,
  }));

  // One renderer and one layout worker for the component's life.
  useEffect(() => {
    const element = container.current!;
    let candidates: LabelCandidate[] = [];
    const renderer: Sigma<DrawnNode, DrawnEdge> = new Sigma<DrawnNode, DrawnEdge>(graph, element, {
      defaultEdgeType: 'line',
      edgeProgramClasses: { line: EdgeRectangleProgram, dashed: EdgeDashedProgram },
      enableEdgeEvents: true,
      renderEdgeLabels: false,
      labelRenderedSizeThreshold: 4,
      // Sigma's label grid offers candidates, one a cell, the largest nodes first; each frame's
      // candidates are then placed clear of each other and inside the canvas (placeLabels), or
      // left out: sigma only collects them here, and they are drawn after the frame.
      labelDensity: 1,
      labelGridCellSize: 60,
      defaultDrawNodeLabel: (_context, data) => {
        const node = data as typeof data & { key?: string; seed?: boolean; badge?: string };
        // The hovered or highlighted node's name is drawn with it, in its box (drawNodeHover).
        if (!node.label || !node.key || node.highlighted || node.key === hovered.current) return;
        candidates.push({
          key: node.key,
          text: node.label,
          x: node.x,
          y: node.y,
          // A badge sits at the node's upper right: the label keeps clear of it too.
          size: node.size + (node.badge ? BADGE_ROOM : 0),
          priority: node.seed ? 2 : node.forceLabel ? 1 : 0,
        });
      },
      defaultDrawNodeHover: drawNodeHover,
      // Fit leaves room round the nodes; a label that would run past an edge goes on the node's other side.
      stagePadding: 40,
      labelFont: 'Noto Sans, system-ui, sans-serif',
      zIndex: true,
      // Highlight: the hovered or focused node's neighbourhood in colour, the rest faded.
      nodeReducer: (key, attributes): Partial<NodeDisplayData> => {
        // A person with an identity badge is always offered a label (placed where there is room).
        const data: Partial<NodeDisplayData> = attributes.badge ? { ...attributes, forceLabel: true } : attributes;
        const centre = hovered.current ?? focused.current;
        if (!centre || !near.current) return data;
        if (!near.current.has(key)) return { ...data, color: COLOURS.faded, label: '', zIndex: 0 };
        return { ...data, zIndex: 1, highlighted: key === centre, forceLabel: true };
      },
      edgeReducer: (key, attributes): Partial<EdgeDisplayData> => {
        const data: Partial<EdgeDisplayData> = attributes;
        const centre = hovered.current ?? focused.current;
        if (!centre) return data;
        const [source, target] = renderer.getGraph().extremities(key);
        return source === centre || target === centre ? { ...data, zIndex: 1 } : { ...data, hidden: true };
      },
      // A large graph pans and zooms as nodes alone, and draws its links and labels again once still.
      hideEdgesOnMove: graph.order > LARGE_GRAPH,
      hideLabelsOnMove: graph.order > LARGE_GRAPH,
      // The container can have no width for a moment (a page still laying out on a busy machine,
      // print preview): draw nothing then rather than throw, and draw again once it has a size.
      allowInvalidContainer: true,
    });
    sigma.current = renderer;
    // Each frame's label candidates, placed and drawn once the frame is done, with the badges.
    renderer.on('beforeRender', () => {
      candidates = [];
    });
    renderer.on('afterRender', () => drawOverlay(renderer, candidates, hovered.current));
    const resized = new ResizeObserver(() => {
      if (element.offsetWidth > 0 && element.offsetHeight > 0) renderer.resize().refresh();
    });
    resized.observe(element);

    const layout = new Worker(new URL('./layout.worker.ts', import.meta.url));
    let order = new Map<string, number>();
    let run = 0;
    layout.onmessage = (event: MessageEvent<LayoutUpdate>) => {
      const { positions, done } = event.data;
      if (event.data.run !== run) return;
      // One update for the whole graph: the renderer reprocesses once, not once per node.
      renderer.getGraph().updateEachNodeAttributes(
        (key, attributes) => {
          const index = order.get(key);
          if (index === undefined || key === dragged) return attributes;
          attributes.x = positions[index * 2]!;
          attributes.y = positions[index * 2 + 1]!;
          return attributes;
        },
        { attributes: ['x', 'y'] },
      );
      if (done) callbacks.current.onLayoutDone?.();
    };
    startLayout.current = (drawn: DrawnGraph) => {
      const keys = drawn.nodes();
      order = new Map(keys.map((key, i) => [key, i]));
      const index = order;
      const request: LayoutRequest = {
        type: 'start',
        run: ++run,
        nodes: keys.map((key) => {
          const { x, y, size } = drawn.getNodeAttributes(key);
          return { x, y, size };
        }),
        edges: drawn.mapEdges((_, __, source, target) => [index.get(source)!, index.get(target)!]),
        iterations: iterationsFor(drawn.order),
      };
      layout.postMessage(request);
    };
    startLayout.current(graph);

    // Drag a node: the camera holds still and the layout stops, so the node stays where it is put.
    let dragged: string | null = null;
    let moved = false;
    renderer.on('downNode', ({ node }) => {
      dragged = node;
      moved = false;
      layout.postMessage({ type: 'stop' });
      if (!renderer.getCustomBBox()) renderer.setCustomBBox(renderer.getBBox());
    });
    const captor = renderer.getMouseCaptor();
    captor.on('mousemovebody', (event) => {
      if (!dragged) return;
      const position = renderer.viewportToGraph(event);
      renderer.getGraph().mergeNodeAttributes(dragged, { x: position.x, y: position.y });
      moved = true;
      event.preventSigmaDefault();
      event.original.preventDefault();
      event.original.stopPropagation();
    });
    captor.on('mouseup', () => {
      dragged = null;
    });

    const setHovered = (key: string | null) => {
      hovered.current = key;
      const centre = key ?? focused.current;
      near.current = centre ? neighbourhood(renderer.getGraph(), centre) : null;
      renderer.refresh({ skipIndexation: true });
    };
    renderer.on('enterNode', ({ node }) => {
      setHovered(node);
      element.style.cursor = 'pointer';
      callbacks.current.onHover({ node });
    });
    renderer.on('leaveNode', () => {
      setHovered(null);
      element.style.cursor = '';
      callbacks.current.onHover(null);
    });
    renderer.on('enterEdge', ({ edge }) => callbacks.current.onHover({ edge }));
    renderer.on('leaveEdge', () => callbacks.current.onHover(null));

    // A click opens the record, unless a second click makes it a double-click (expand) or it ended a drag.
    let pending: ReturnType<typeof setTimeout> | undefined;
    renderer.on('clickNode', ({ node }) => {
      if (moved) return;
      clearTimeout(pending);
      pending = setTimeout(() => callbacks.current.onOpen(node), DOUBLE_CLICK_MS);
    });
    renderer.on('doubleClickNode', (event) => {
      clearTimeout(pending);
      event.preventSigmaDefault();
      callbacks.current.onExpand(event.node);
    });

    return () => {
      resized.disconnect();
      clearTimeout(pending);
      layout.terminate();
      renderer.kill();
      sigma.current = null;
    };
    // The renderer is made once; later graphs arrive through setGraph below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new drawn graph: nodes already on screen keep their place, and the layout starts from there.
  useEffect(() => {
    const renderer = sigma.current;
    if (!renderer || renderer.getGraph() === graph) return;
    const previous = renderer.getGraph();
    graph.forEachNode((key) => {
      if (previous.hasNode(key)) {
        const { x, y } = previous.getNodeAttributes(key);
        graph.mergeNodeAttributes(key, { x, y });
      }
    });
    renderer.setCustomBBox(null);
    renderer.setSetting('hideEdgesOnMove', graph.order > LARGE_GRAPH);
    renderer.setSetting('hideLabelsOnMove', graph.order > LARGE_GRAPH);
    renderer.setGraph(graph);
    const centre = hovered.current ?? focused.current;
    near.current = centre ? neighbourhood(graph, centre) : null;
    startLayout.current(graph);
  }, [graph]);

  useEffect(() => {
    focused.current = focus;
    const renderer = sigma.current;
    if (!renderer) return;
    const centre = hovered.current ?? focus;
    near.current = centre ? neighbourhood(renderer.getGraph(), centre) : null;
    renderer.refresh({ skipIndexation: true });
  }, [focus]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-network-canvas
      data-nodes={graph.order}
      data-digest={nodesDigest(graph)}
      data-unverified={graph.filterNodes((_, attributes) => Boolean(attributes.badge)).length}
      className="h-[60vh] min-h-80 w-full touch-none bg-white dark:bg-slate-50"
    />
  );
}
