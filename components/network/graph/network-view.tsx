'use client';
// Where a Connections page puts its graph: the server's children (a note that the table beside
// it lists the same connections) until the interactive graph has loaded after hydration. Only
// these pages load sigma, graphology and the layout worker, on demand: the rest of the app's
// first-load JavaScript does not carry them.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { NetworkGraphProps } from './network-graph';

const NetworkGraph = lazy(() => import('./network-graph'));
const subscribe = () => () => {};

export function NetworkView({ children, ...props }: NetworkGraphProps & { children?: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <NetworkGraph {...props} />
    </Suspense>
  );
}
