'use client';
// The interactive Connections graph: reads the network from /api/network (the seed at the
// view's depth, then each expanded node one more hop), draws it with sigma, and keeps every
// choice (depth, filters, toggles, expanded nodes, the node in focus) in the URL so a pasted
// link draws the same graph. Loaded on demand, only on the Connections pages (network-view.tsx).
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SharePanel } from '@/components/share/share-panel';
import { GraphControls } from './graph-controls';
import { GraphLegend } from './graph-legend';
import { buildDrawnGraph, findNodes, type DrawnGraph } from './graph-model';
import { EMPTY_NETWORK, mergeNetworks, type Network, type Truncation } from './network-data';
import { fetchNetwork, streamNetwork, type BuildProgress } from './network-stream';
import { networkApiPath, networkPageHref, recordHref, requestsFor, type ExportFormat } from './network-requests';
import { SigmaCanvas, type Hovered, type SigmaHandle } from './sigma-canvas';
import { readViewState, withViewState, type NetworkViewState } from './view-state';

export interface NetworkGraphProps {
  /** The node(s) the graph grows from: one record, or the two ends of a path. */
  seeds: readonly string[];
  /** A network already in hand (a path); otherwise the seed's is read from the API. */
  given?: Network;
  /** What the graph is of, for its text alternative: "ACME LIMITED". */
  title: string;
  /** Positions the reader pinned, by node key (a case's layout): drawn there and not moved by the layout. */
  pinned?: Readonly<Record<string, { x: number; y: number }>>;
  /** Offers "Pin this layout": called with every drawn node's position. */
  onPin?: (positions: Record<string, { x: number; y: number }>) => void;
}

interface Progress {
  /** Answers read of those the view needs (the seed's, then one per expanded node). */
  done: number;
  of: number;
  /** The seed's build as it streams: registry requests made, of about how many. */
  build?: BuildProgress;
}

type Load = { phase: 'loading'; progress: Progress } | { phase: 'ready' } | { phase: 'failed'; message: string };

const button =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

/** A request's path without its `expand`: two seed requests that differ only there build the same graph, one further. */
function withoutExpand(path: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete('expand');
  return `${base}?${params}`;
}

function truncationText(mark: Truncation): string {
  const size = mark.size !== undefined ? mark.size.toLocaleString('en-GB') : undefined;
  switch (mark.reason) {
    case 'cap':
      return size ? `holds ${size}, more than the graph expands on its own` : 'more than the graph expands on its own';
    case 'budget':
      return 'the request budget for this graph ran out before it';
    case 'hub':
      return size ? `a hub address with ${size} companies or officers` : 'a hub address';
    case 'page':
      return size ? `${size} more at this address, on later pages` : 'more at this address, on later pages';
    case 'unavailable':
      return 'the registry could not answer for it';
    case 'size':
      return 'the graph reached the most records one build draws';
    case 'time':
      return 'the build reached its time limit before it';
    default:
      return size ? `${mark.reason} (${size})` : mark.reason;
  }
}

export default function NetworkGraph({ seeds, given, title, pinned, onPin }: NetworkGraphProps) {
  const [{ view, problems }, setState] = useState(() => readViewState(new URLSearchParams(window.location.search)));
  const [network, setNetwork] = useState<Network>(given ?? EMPTY_NETWORK);
  const [load, setLoad] = useState<Load>({ phase: 'loading', progress: { done: 0, of: 1 } });
  const [hovered, setHovered] = useState<Hovered>(null);
  const [search, setSearch] = useState('');
  const [laidOut, setLaidOut] = useState<DrawnGraph | null>(null);
  const canvas = useRef<SigmaHandle>(null);
  const answers = useRef(new Map<string, Network>());

  const setView = useCallback((next: NetworkViewState) => {
    setState({ view: next, problems: [] });
    window.history.replaceState(null, '', `${window.location.pathname}${withViewState(window.location.search, next)}`);
  }, []);

  // Read what the view needs; answers already read are kept, so expanding one more node costs one request.
  const requests = useMemo(() => requestsFor(seeds, view, Boolean(given)), [seeds, view, given]);
  const requestKey = requests.map((request) => request.path).join('\n');
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      let merged = given ?? EMPTY_NETWORK;
      setLoad({ phase: 'loading', progress: { done: 0, of: requests.length } });
      for (const [index, request] of requests.entries()) {
        let answer = answers.current.get(request.path);
        const isSeed = seeds.includes(request.key);
        if (!answer) {
          // While a seed's build with one more node expanded streams, the graph it extends stays drawn.
          const previous = isSeed
            ? [...answers.current].filter(([path]) => withoutExpand(path) === withoutExpand(request.path)).pop()?.[1]
            : undefined;
          const before = previous ? mergeNetworks(merged, previous) : merged;
          // The seed's build streams, so its first nodes are drawn while the rest is read.
          answer = isSeed
            ? await streamNetwork(request.path, abort.signal, (partial, build) => {
                setNetwork(mergeNetworks(before, partial));
                setLoad({ phase: 'loading', progress: { done: index, of: requests.length, build } });
              })
            : await fetchNetwork(request.path, abort.signal);
          answers.current.set(request.path, answer);
        }
        merged = mergeNetworks(merged, answer, isSeed ? undefined : request.key);
        setNetwork(merged);
        setLoad({ phase: 'loading', progress: { done: index + 1, of: requests.length } });
      }
      setNetwork(merged);
      setLoad({ phase: 'ready' });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      setLoad({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => abort.abort();
    // requestKey stands for requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, given]);

  const graph: DrawnGraph = useMemo(() => {
    const drawn = buildDrawnGraph(network, view, seeds);
    for (const [key, at] of Object.entries(pinned ?? {}))
      if (drawn.hasNode(key)) drawn.mergeNodeAttributes(key, { x: at.x, y: at.y, pinned: true });
    return drawn;
  }, [network, view, seeds, pinned]);
  const layoutDone = laidOut === graph;

  const expand = useCallback(
    (key: string) => {
      if (view.expand.includes(key) || (key.startsWith('address:') && !key.includes('@'))) {
        setView({ ...view, focus: key });
        return;
      }
      setView({ ...view, expand: [...view.expand, key], focus: key });
    },
    [view, setView],
  );
  const open = useCallback((key: string) => {
    const href = recordHref(key);
    if (href) window.location.assign(href);
  }, []);
  const focusOn = (key: string | undefined) => {
    setView({ ...view, focus: key });
    if (key) canvas.current?.show(key);
  };

  const counts = useMemo(() => {
    const count = { company: 0, officer: 0, address: 0, unverified: 0, overdue: 0 };
    graph.forEachNode((_, attributes) => {
      count[attributes.kind]++;
      if (attributes.badge) count.unverified++;
      if (attributes.badge === 'overdue') count.overdue++;
    });
    return count;
  }, [graph]);
  const unverifiedText = counts.unverified
    ? `${counts.unverified} ${counts.unverified === 1 ? 'person' : 'people'} not verified` +
      (counts.overdue === counts.unverified
        ? counts.unverified === 1
          ? ', overdue'
          : ', all overdue'
        : counts.overdue
          ? `, ${counts.overdue} of them overdue`
          : '')
    : '';
  const label =
    `Graph of the connections of ${title}: ${counts.company} companies, ${counts.officer} officers` +
    `${counts.address ? `, ${counts.address} addresses` : ''} and ${graph.size} links` +
    `${unverifiedText ? `; ${unverifiedText}, marked with a badge` : ''}. ` +
    'The table beside it lists the same connections as text.';

  const focused = view.focus && graph.hasNode(view.focus) ? view.focus : undefined;
  const focusNode = focused ? graph.getNodeAttributes(focused) : undefined;
  const hoverText = hovered
    ? 'node' in hovered
      ? graph.hasNode(hovered.node)
        ? `${graph.getNodeAttribute(hovered.node, 'label')}: ${graph.getNodeAttribute(hovered.node, 'detail')}`
        : ''
      : graph.hasEdge(hovered.edge)
        ? graph.getEdgeAttribute(hovered.edge, 'label')
        : ''
    : '';
  const found = useMemo(() => findNodes(graph, search), [graph, search]);
  const truncated = (network.attributes.truncated ?? []).filter((mark) => graph.hasNode(mark.node.split('@')[0]!));
  const nodeLabel = (key: string) => network.nodes.find((node) => node.key === key)?.attributes.label ?? key;
  const exportPath = (format: ExportFormat) =>
    networkApiPath(
      seeds[0]!,
      {
        depth: view.depth,
        status: view.status,
        addresses: view.addresses,
        samePerson: view.samePerson,
        verification: true,
      },
      format,
    );

  return (
    <section
      aria-label="Connections graph"
      className="space-y-3"
      data-network-graph
      data-layout-done={layoutDone || undefined}
    >
      {problems.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-medium">Some of this link could not be read:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <GraphControls
        view={view}
        onChange={setView}
        fixedDepth={Boolean(given)}
        peopleKnown={network.nodes.some((node) => node.attributes.person_id)}
      />
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300" data-network-status={load.phase}>
        {load.phase === 'loading' &&
          (load.progress.build
            ? `Building the graph: ${load.progress.build.requests} of about ${load.progress.build.estimate} registry requests…`
            : `Loading the network: part ${Math.min(load.progress.done + 1, load.progress.of)} of ${load.progress.of}…`)}
        {load.phase === 'ready' &&
          `${graph.order} nodes and ${graph.size} links drawn` +
            (truncated.length ? `; ${truncated.length} not expanded (listed below)` : '') +
            (unverifiedText ? `; identity: ${unverifiedText}` : '') +
            (view.unverified ? '; only they and their links are shown.' : '.')}
        {load.phase === 'failed' && `The network could not be loaded: ${load.message}`}
      </p>

      {/* Controls, the how-to and the downloads are for the screen: paper gets the drawing, its legend and what it left out. */}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <button type="button" className={button} onClick={() => canvas.current?.zoomIn()} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={button} onClick={() => canvas.current?.zoomOut()} aria-label="Zoom out">
          −
        </button>
        <button type="button" className={button} onClick={() => canvas.current?.fit()}>
          Fit
        </button>
        <div className="relative">
          <label className="flex items-center gap-1.5 text-sm">
            Find in graph
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="w-44 rounded border border-slate-400 bg-white px-1.5 py-0.5 text-sm dark:border-slate-600 dark:bg-slate-900"
            />
          </label>
          {found.length > 0 && (
            <ul
              data-network-found
              className="absolute z-10 mt-1 max-h-60 w-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {found.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className="block w-full px-2 py-1 text-left text-sm hover:bg-blue-50 dark:hover:bg-slate-800"
                    onClick={() => {
                      setSearch('');
                      focusOn(key);
                    }}
                  >
                    {graph.getNodeAttribute(key, 'label')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="relative overflow-hidden rounded-md border border-slate-300 dark:border-slate-700">
        <SigmaCanvas
          ref={canvas}
          graph={graph}
          focus={focused}
          label={label}
          onHover={setHovered}
          onOpen={open}
          onExpand={expand}
          onLayoutDone={() => setLaidOut(graph)}
        />
        {hoverText && (
          <p
            className="pointer-events-none absolute top-2 left-2 max-w-[85%] rounded bg-white/95 px-2 py-1 text-xs text-slate-900 shadow dark:bg-slate-900/95 dark:text-slate-100"
            data-network-hover
          >
            {hoverText}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400 print:hidden">
        Hover for details; click a node to open its record, double-click to expand it one more hop; drag nodes, scroll
        to zoom. Or find a node above and use the buttons below.
      </p>

      {focused && focusNode && (
        <div className="rounded-md border border-slate-300 p-2 text-sm dark:border-slate-700" data-network-focus>
          <p>
            <span className="font-semibold">{focusNode.label}</span>: {focusNode.detail}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {recordHref(focused) && (
              <Link className={button} href={recordHref(focused)!}>
                Open record
              </Link>
            )}
            {focusNode.personId && (
              <Link className={button} href={`/people/${encodeURIComponent(focusNode.personId)}`}>
                Open person
              </Link>
            )}
            {!focused.startsWith('address:') && (
              <button
                type="button"
                className={button}
                onClick={() => expand(focused)}
                disabled={view.expand.includes(focused)}
              >
                {view.expand.includes(focused) ? 'Expanded' : 'Expand one more hop'}
              </button>
            )}
            {networkPageHref(focused) && !seeds.includes(focused) && (
              <Link className={button} href={networkPageHref(focused)!}>
                Its own connections
              </Link>
            )}
            <button type="button" className={button} onClick={() => focusOn(undefined)}>
              Clear highlight
            </button>
          </div>
        </div>
      )}

      {truncated.length > 0 && (
        <details
          className="rounded-md border border-slate-300 p-2 text-sm dark:border-slate-700"
          data-network-truncated
        >
          <summary className="cursor-pointer font-medium">
            {truncated.length} node{truncated.length === 1 ? '' : 's'} not expanded
          </summary>
          <ul className="mt-1 space-y-1">
            {truncated.map((mark) => (
              <li key={mark.node} className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="text-left text-blue-700 underline dark:text-blue-400"
                  onClick={() => focusOn(mark.node.split('@')[0])}
                >
                  {nodeLabel(mark.node.split('@')[0]!)}
                </button>
                <span className="text-slate-700 dark:text-slate-300">{truncationText(mark)}</span>
                <button
                  type="button"
                  className={button}
                  onClick={() => expand(typeof mark.next === 'string' ? mark.next : mark.node)}
                >
                  {mark.reason === 'page' || mark.reason === 'hub' ? 'Show the next page' : 'Expand anyway'}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}

      <GraphLegend />

      <div className="flex flex-wrap items-center gap-2 text-sm print:hidden">
        <span className="font-medium">Download the graph:</span>
        {!given &&
          (['json', 'gexf', 'csv'] as const).map((format) => (
            <a key={format} className={button} href={exportPath(format)} download>
              {format === 'json' ? 'JSON' : format === 'gexf' ? 'GEXF (Gephi)' : 'CSV of links'}
            </a>
          ))}
        <button
          type="button"
          className={button}
          onClick={async () => {
            const renderer = canvas.current?.renderer();
            if (!renderer) return;
            const { downloadAsPNG } = await import('@sigma/export-image');
            await downloadAsPNG(renderer as unknown as Parameters<typeof downloadAsPNG>[0], {
              fileName: 'connections',
              backgroundColor: '#ffffff',
            });
          }}
        >
          Image (PNG)
        </button>
        {onPin && (
          <button
            type="button"
            className={button}
            onClick={() => {
              const renderer = canvas.current?.renderer();
              if (!renderer) return;
              const positions: Record<string, { x: number; y: number }> = {};
              renderer.getGraph().forEachNode((key, attributes) => {
                positions[key] = { x: +attributes.x.toFixed(2), y: +attributes.y.toFixed(2) };
              });
              onPin(positions);
            }}
          >
            Pin this layout
          </button>
        )}
        <SharePanel label="Share this graph" />
      </div>
      {!given && view.expand.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400 print:hidden">
          The JSON, GEXF and CSV files hold the graph at this depth from the seed; the nodes expanded here are in the
          share link and the image.
        </p>
      )}
    </section>
  );
}
