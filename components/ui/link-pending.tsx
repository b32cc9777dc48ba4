'use client';
// Inside a <Link>: a mark that shows while that link's navigation waits for the server (pages
// here render whole on the server, so a click can take a moment). Always rendered at a fixed
// size, so it never moves the text; it fades in late, so a quick answer never shows it.
// The dot takes no room in the line: it is drawn from an empty, zero-width inline box into the
// space after the text. A dot that took room (an inline-block, or padding) could be the one
// thing that did not fit, and went alone onto a line under long names.
import { useLinkStatus } from 'next/link';
import { useEffectEvent, useLayoutEffect } from 'react';

/** Where the dot hangs from: the end of the link's text. */
const DOT_ANCHOR = 'relative';
/** The dot itself, just after the text, centred on the line. */
const DOT = 'absolute top-1/2 left-1 size-1.5 -translate-y-1/2 rounded-full';

/** A dot after the link's text, unless `className` places and shapes the mark otherwise. */
export function LinkPending({
  className,
  onPendingChange,
}: {
  className?: string;
  onPendingChange?: (pending: boolean) => void;
}) {
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
      className={`pointer-events-none transition-opacity ${pending ? 'opacity-100 delay-150' : 'opacity-0'} ${className ?? DOT_ANCHOR}`}
    >
      <span
        className={`${className ? 'block size-full rounded-[inherit]' : DOT} bg-current motion-safe:animate-pulse`}
      />
    </span>
  );
}
