// Which company section a tab is opening, between the click and the server's answer. The tabs
// (in the header) and the section area (below it) are far apart in the tree, so they meet here.
import { useSyncExternalStore } from 'react';

export interface OpeningSection {
  /** Where the tab leads. */
  href: string;
  /** The section's path under the company ('' for the overview), which picks its skeleton. */
  section: string;
  label: string;
}

/** Long enough that a quick answer never flashes a skeleton, short enough that a slow one is seen at once. */
export const SKELETON_DELAY_MS = 150;

export function createOpeningSections(delayMs = SKELETON_DELAY_MS) {
  let shown: OpeningSection | null = null;
  let waiting: { target: OpeningSection; timer: ReturnType<typeof setTimeout> } | null = null;
  const listeners = new Set<() => void>();
  const show = (next: OpeningSection | null) => {
    if (shown === next) return;
    shown = next;
    for (const listener of listeners) listener();
  };

  return {
    /** A tab's navigation has started: its skeleton shows once it has waited `delayMs`. */
    start(target: OpeningSection) {
      if (waiting) clearTimeout(waiting.timer);
      if (shown && shown.href !== target.href) show(null);
      waiting = {
        target,
        timer: setTimeout(() => {
          waiting = null;
          show(target);
        }, delayMs),
      };
    },
    /** The navigation to `href` has ended (arrived, failed, or another one replaced it). */
    end(href: string) {
      if (waiting?.target.href === href) {
        clearTimeout(waiting.timer);
        waiting = null;
      }
      if (shown?.href === href) show(null);
    },
    /** The section whose skeleton is showing, if any. */
    current: () => shown,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const openingSections = createOpeningSections();

export const startOpeningSection = openingSections.start;
export const endOpeningSection = openingSections.end;

/** The section being opened whose skeleton should show now; always null on the server. */
export function useOpeningSection(): OpeningSection | null {
  return useSyncExternalStore(openingSections.subscribe, openingSections.current, () => null);
}
