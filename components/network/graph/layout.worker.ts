// The graph's layout, off the main thread: ForceAtlas2 (graphology-layout-forceatlas2) runs
// here in short bursts and posts the positions after each, so the drawing settles on screen
// while panning, hovering and the controls stay responsive. A `stop` message ends it (a drag,
// a new graph); so does reaching the iteration budget.
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import type { LayoutRequest, LayoutUpdate } from './layout-messages';

const BURST = 10;
let running = 0;

self.onmessage = (event: MessageEvent<LayoutRequest | { type: 'stop' }>) => {
  const message = event.data;
  running++;
  if (message.type === 'stop') return;
  const run = running;
  const graph = new Graph({ multi: true });
  message.nodes.forEach((node, index) => graph.addNode(index, node));
  for (const [source, target] of message.edges) graph.addEdge(source, target);
  const settings = {
    ...forceAtlas2.inferSettings(graph),
    barnesHutOptimize: graph.order > 500,
    adjustSizes: false,
  };
  let done = 0;
  const burst = () => {
    if (run !== running) return;
    forceAtlas2.assign(graph, { iterations: BURST, settings });
    done += BURST;
    const positions = new Float32Array(graph.order * 2);
    graph.forEachNode((key, attributes) => {
      positions[Number(key) * 2] = attributes.x;
      positions[Number(key) * 2 + 1] = attributes.y;
    });
    const update: LayoutUpdate = { run: message.run, positions, done: done >= message.iterations };
    (self as unknown as Worker).postMessage(update, [positions.buffer]);
    if (done < message.iterations) setTimeout(burst, 0);
  };
  burst();
};
