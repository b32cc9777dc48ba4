import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaleNotice } from './stale-notice';

const now = Date.UTC(2026, 10, 23, 14, 5, 0);

describe('StaleNotice', () => {
  it('says when the oldest stale copy was taken', () => {
    const html = renderToStaticMarkup(
      <StaleNotice
        now={now}
        reads={[
          { stale: false, ageSeconds: 10 },
          { stale: true, ageSeconds: 600 },
          { stale: true, ageSeconds: 60 },
        ]}
      />,
    );
    expect(html).toContain('Shown from a copy of 13:55 on 23 November 2026; the registry is not answering.');
  });

  it('says nothing when every read is fresh', () => {
    expect(renderToStaticMarkup(<StaleNotice now={now} reads={[{ stale: false, ageSeconds: 900 }, undefined]} />)).toBe(
      '',
    );
  });
});
