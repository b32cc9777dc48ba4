'use client';
// The drawing of the ownership tree: the server's static SVG (its children) until the interactive
// one has loaded after hydration; only this page loads React Flow, on demand.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { OwnershipLayout } from '@/lib/ownership/layout';
import type { OwnershipEdge } from '@/lib/ownership/walk';

const OwnershipFlow = lazy(() => import('./ownership-flow'));
const subscribe = () => () => {};

export function OwnershipView({
  layout,
  edges,
  root,
  children,
}: {
  layout: OwnershipLayout;
  edges: readonly OwnershipEdge[];
  root: string;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <OwnershipFlow layout={layout} edges={edges} root={root} />
    </Suspense>
  );
}
