'use client';
// The WebGL drawing (sigma 3) of a drawn graph: the layout runs in a worker and positions
// stream in; hover shows a node's or a link's details and highlights its neighbourhood; click
// opens the record, double-click expands the node one more hop; nodes can be dragged; the
// wheel and the buttons zoom. The parent owns what is drawn and what happens on open/expand.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Sigma from 'sigma';
import { EdgeRectangleProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { EdgeDashedProgram } from './edge-dashed-program';
import { COLOURS, neighbourhood, nodesDigest, type DrawnEdge, type DrawnGraph, type DrawnNode } from './graph-model';
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
/** Above this many nodes, links and labels are hidden while the camera moves. */
const LARGE_GRAPH = 1000;

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
    const renderer: Sigma<DrawnNode, DrawnEdge> = new Sigma<DrawnNode, DrawnEdge>(graph, element, {
      defaultEdgeType: 'line',
      edgeProgramClasses: { line: EdgeRectangleProgram, dashed: EdgeDashedProgram },
      enableEdgeEvents: true,
      renderEdgeLabels: false,
      labelRenderedSizeThreshold: 4,
      // Labels are placed on a grid, a few to a cell, the largest nodes first: a coarser grid and
      // fewer labels a cell keep names from printing over each other ("HENDERSCLEAN").
      labelDensity: 0.35,
      labelGridCellSize: 160,
      // Fit leaves room round the nodes for the labels drawn beside them, so none is cut at the edge.
      stagePadding: 70,
      labelFont: 'Noto Sans, system-ui, sans-serif',
      zIndex: true,
      // Highlight: the hovered or focused node's neighbourhood in colour, the rest faded.
      nodeReducer: (key, attributes): Partial<NodeDisplayData> => {
        const data: Partial<NodeDisplayData> = attributes;
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
      className="h-[60vh] min-h-80 w-full touch-none bg-white dark:bg-slate-50"
    />
  );
}
