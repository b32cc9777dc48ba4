import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpeningSections, type OpeningSection } from './opening-section';

const officers: OpeningSection = { href: '/company/00719244/officers', section: 'officers', label: 'Officers' };
const filings: OpeningSection = {
  href: '/company/00719244/filing-history',
  section: 'filing-history',
  label: 'Filing history',
};

describe('the section a tab is opening', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only once the navigation has waited the delay, and tells its listeners', () => {
    const sections = createOpeningSections(150);
    const listener = vi.fn();
    sections.subscribe(listener);
    sections.start(officers);
    vi.advanceTimersByTime(149);
    expect(sections.current()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sections.current()).toBe(officers);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never shows for a navigation that ends within the delay (no flash on a quick answer)', () => {
    const sections = createOpeningSections(150);
    const listener = vi.fn();
    sections.subscribe(listener);
    sections.start(officers);
    vi.advanceTimersByTime(100);
    sections.end(officers.href);
    vi.advanceTimersByTime(1_000);
    expect(sections.current()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('goes when its navigation ends, but not when another one does', () => {
    const sections = createOpeningSections(150);
    sections.start(officers);
    vi.advanceTimersByTime(150);
    sections.end(filings.href);
    expect(sections.current()).toBe(officers);
    sections.end(officers.href);
    expect(sections.current()).toBeNull();
  });

  it('a second tab replaces the first at once, and shows after its own delay', () => {
    const sections = createOpeningSections(150);
    sections.start(officers);
    vi.advanceTimersByTime(150);
    sections.start(filings);
    expect(sections.current()).toBeNull();
    vi.advanceTimersByTime(150);
    expect(sections.current()).toBe(filings);
  });

  it('stops telling a listener that has unsubscribed', () => {
    const sections = createOpeningSections(150);
    const listener = vi.fn();
    sections.subscribe(listener)();
    sections.start(officers);
    vi.advanceTimersByTime(150);
    expect(listener).not.toHaveBeenCalled();
  });
});
