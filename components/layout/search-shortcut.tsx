'use client';
// The `/` key focuses the search box from anywhere (the page's own box first, else the
// header's), unless the reader is typing in a field.
import { useEffect } from 'react';

/** Whether a key press lands in something that takes text (where `/` must stay a slash). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

export function SearchShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        isTyping(event.target)
      )
        return;
      const box =
        document.querySelector<HTMLInputElement>('main [data-search-input]') ??
        document.querySelector<HTMLInputElement>('[data-search-input]');
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
