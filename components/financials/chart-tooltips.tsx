'use client';
// Tooltips for the chart's points on hover and touch: the server-drawn SVG stays as it is (its
// native <title> tooltips are what readers without JavaScript get); this shows a styled box.
import { useRef, useState, type ReactNode } from 'react';

export function ChartTooltips({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ text: string; left: number; top: number } | undefined>();
  const show = (target: EventTarget | null) => {
    const point = target instanceof Element ? target.closest('[data-tip]') : null;
    const container = box.current;
    if (!point || !container) return setTip(undefined);
    const area = container.getBoundingClientRect();
    const at = point.getBoundingClientRect();
    setTip({
      text: point.getAttribute('data-tip') ?? '',
      left: Math.min(at.left - area.left + at.width / 2, area.width - 8),
      top: at.top - area.top,
    });
  };
  return (
    <div
      ref={box}
      className="relative"
      data-chart-tooltips="on"
      onPointerOver={(event) => show(event.target)}
      onPointerLeave={() => setTip(undefined)}
    >
      {children}
      {tip && (
        <div
          role="status"
          className="pointer-events-none absolute z-10 max-w-64 -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-sm text-white shadow dark:bg-slate-100 dark:text-slate-900"
          style={{ left: tip.left, top: tip.top - 6 }}
        >
          {tip.text}
        </div>
      )}
    </div>
  );
}
