// A page with its share button at the top right, beside its heading (kept clear of it).
import type { ReactNode } from 'react';
import { SharePanel, type SharePanelProps } from './share-panel';

export function WithSharePanel({
  children,
  className = '',
  ...panel
}: SharePanelProps & { children: ReactNode; className?: string }) {
  return (
    <div className={`relative [&_h1]:pr-24 ${className}`}>
      {children}
      <div className="absolute top-0 right-0">
        <SharePanel {...panel} />
      </div>
    </div>
  );
}
