'use client';
// The company section below the tabs. While a tab's page is on its way from the server, the
// section being opened shows as a skeleton in its place; the header and tabs stay. The page
// itself stays mounted (only hidden), so it comes back as it was if the navigation is dropped.
// The skeletons are fetched once the page is idle, not with it: no first paint needs them.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useOpeningSection } from './opening-section';

const loadSkeletons = () => import('./section-skeleton');
const CompanySectionSkeleton = lazy(async () => ({ default: (await loadSkeletons()).CompanySectionSkeleton }));

export function CompanySectionArea({ children }: { children: ReactNode }) {
  const opening = useOpeningSection();
  useEffect(() => {
    const timer = setTimeout(() => void loadSkeletons(), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {/* Always present, so screen readers announce the change when it comes. */}
      <p role="status" className="sr-only">
        {opening ? `Loading ${opening.label}…` : ''}
      </p>
      {opening && (
        <div aria-busy="true" data-opening-section={opening.section}>
          <Suspense fallback={null}>
            <CompanySectionSkeleton section={opening.section} />
          </Suspense>
        </div>
      )}
      <div hidden={opening !== null}>{children}</div>
    </>
  );
}
