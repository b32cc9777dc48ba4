'use client';
// Inside a <Link>: a mark that shows while that link's navigation waits for the server (pages
// here render whole on the server, so a click can take a moment). Always rendered at a fixed
// size, so it never moves the text; it fades in late, so a quick answer never shows it.
import { useLinkStatus } from 'next/link';
import { useEffectEvent, useLayoutEffect } from 'react';

/** A dot after the link's text, unless `className` places and shapes the mark otherwise. */
const DOT = 'ml-1.5 inline-block size-1.5 rounded-full align-middle';

export function LinkPending({ className = DOT, onPendingChange }: { className?: string; onPendingChange?: (pending: boolean) => void }) {
  const { pending } = useLinkStatus();
  const report = useEffectEvent((value: boolean) => onPendingChange?.(value));
  // A layout effect: the end is reported in the same commit as the new page, before it is painted.
  useLayoutEffect(() => {
    if (!pending) return;
    report(true);
    return () => report(false);
  }, [pending]);
  return (
    <span
      aria-hidden="true"
      data-link-pending={pending ? '' : undefined}
      className={`pointer-events-none transition-opacity ${pending ? 'opacity-100 delay-150' : 'opacity-0'} ${className}`}
    >
      <span className="block size-full rounded-[inherit] bg-current motion-safe:animate-pulse" />
    </span>
  );
}
