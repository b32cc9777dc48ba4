// How fast a run may go on a metered registry: inside its client's share of the quota
// (REGISTRY_CLIENT_SHARE of REGISTRY_RATE_LIMIT per 5 minutes), less a part kept for the
// analyst's own page views. The run counts the calls its lines made over a sliding window
// and starts a line only when a line's usual calls still fit; otherwise it waits, and says
// for how long. Time left is what the remaining lines' calls take at that pace.

export interface PacerOptions {
  /** Calls the run may make in any window. */
  allowance: number;
  windowMs: number;
  now?: () => number;
}

/** The share of a client's calls a run may spend; the rest is for the analyst's own pages. */
export const RUN_SHARE_OF_CLIENT = 0.8;

export function createPacer({ allowance, windowMs, now = Date.now }: PacerOptions) {
  const spent: { at: number; calls: number }[] = [];
  let lines = 0;
  let calls = 0;
  const forget = (at: number) => {
    while (spent.length > 0 && spent[0]!.at <= at - windowMs) spent.shift();
  };
  const inWindow = () => {
    forget(now());
    return spent.reduce((sum, entry) => sum + entry.calls, 0);
  };
  const callsPerLine = () => (lines === 0 ? 20 : Math.max(1, calls / lines));
  return {
    /** Records a screened line's calls. */
    record(lineCalls: number) {
      lines++;
      calls += lineCalls;
      if (lineCalls > 0) spent.push({ at: now(), calls: lineCalls });
    },
    /** The calls a line usually makes (a first guess until lines have been screened). */
    get callsPerLine(): number {
      return callsPerLine();
    },
    spentInWindow: inWindow,
    /** How long to wait before a line that needs `need` calls fits (0: now). */
    waitMs(need = Math.ceil(callsPerLine())): number {
      const target = Math.min(need, allowance);
      let used = inWindow();
      if (used + target <= allowance) return 0;
      for (const entry of spent) {
        used -= entry.calls;
        if (used + target <= allowance) return Math.max(0, entry.at + windowMs - now());
      }
      return windowMs;
    },
    /** Seconds the remaining lines take at this pace, none faster than `msPerLine` each. */
    etaSeconds(remaining: number, msPerLine: number): number {
      const perLine = callsPerLine();
      // The lines whose calls still fit in the current window go now; the rest at the allowance's pace.
      const early = Math.max(0, allowance - inWindow()) / perLine;
      const budgeted = remaining <= early ? 0 : (((remaining - early) * perLine) / Math.max(1, allowance)) * windowMs;
      return Math.ceil(Math.max(budgeted, remaining * msPerLine) / 1000);
    },
  };
}

export type Pacer = ReturnType<typeof createPacer>;
