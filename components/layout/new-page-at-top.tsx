'use client';
// New pages start at the top. Next scrolls a new page into view only when the top of the part
// that changed is off screen; under a shared layout (a company's name and tabs) a page whose own
// top happens to be in view keeps the scroll of the page before, the company's name scrolled
// away. Back and forward keep the place the browser restores, and page turns and filters (the
// same path) are the lists' own business.
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';

export function NewPageAtTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  // The path the last back or forward went to: arriving there is not a new page.
  const poppedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPop = () => {
      poppedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Before paint, so the old scroll position is never drawn with the new page.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const popped = poppedTo.current === pathname;
    poppedTo.current = null;
    if (!popped && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
