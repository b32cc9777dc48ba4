'use client';
// The share panel: copy the address being viewed (with its filters and page), and on company
// pages copy the embed code (light or dark card) and preview the card. Both are absolute on
// the origin the reader is browsing, which is what they can paste and reopen. Copying falls
// back to selecting the text when the clipboard cannot be written; every outcome is announced
// (aria-live).
import { useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { EMBED_HEIGHT, embedIframeHtml, embedPath, type EmbedTheme } from '@/lib/share/embed';

export interface SharePanelProps {
  /** What the panel shares, for its accessible name: "Share this company". */
  label: string;
  /** A company page offers its embeddable card as well. */
  card?: { companyNumber: string; companyName: string };
}

type Field = 'link' | 'embed';

const noSubscription = () => () => undefined;
/** The origin being browsed; none while rendering on the server (the panel's fields fill in once hydrated). */
const useBrowsedOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

const fieldClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-2.5 py-1.5 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200';
const buttonClass =
  'shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

export function SharePanel({ label, card }: SharePanelProps) {
  const origin = useBrowsedOrigin();
  // The address being viewed, read when the panel opens and again on copying: filters and
  // page turns change it without reloading the page.
  const [link, setLink] = useState('');
  const readLink = () => {
    setLink(window.location.href);
    return window.location.href;
  };
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const [copied, setCopied] = useState<Field | null>(null);
  const [message, setMessage] = useState('');
  const details = useRef<HTMLDetailsElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const embedInput = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // Until hydrated the panel opens (it is a <details>) but cannot copy; `data-ready` says it can.
  const ready = origin !== '';

  // The preview loads the card from the site being viewed; so does the embed code.
  const previewSrc = card && embedPath(card.companyNumber, theme);
  const embedCode =
    card && previewSrc
      ? embedIframeHtml({
          src: `${origin}${previewSrc}`,
          title: `${card.companyName} (${card.companyNumber}): company card`,
        })
      : '';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  // Escape or a click elsewhere closes the panel.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current) return;
      details.current.open = false;
      details.current.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  async function copy(field: Field, text: string, input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
    const what = field === 'link' ? 'Link' : 'Embed code';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(field);
      setMessage(`${what} copied to the clipboard.`);
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text to copy by hand.
      input.current?.focus();
      input.current?.select();
      setCopied(null);
      setMessage(`${what} selected: press Ctrl+C (⌘C on a Mac) to copy it.`);
    }
  }

  return (
    <details
      ref={details}
      className="group relative print:hidden"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) readLink();
      }}
      data-share-panel
      data-ready={ready || undefined}
    >
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </summary>
      <div
        role="group"
        aria-label={label}
        className="absolute right-0 z-30 mt-2 w-[min(30rem,calc(100vw-2rem))] space-y-4 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-link`} className="block font-medium">
            Link to this page
          </label>
          <div className="flex gap-2">
            <input
              ref={linkInput}
              id={`${id}-link`}
              readOnly
              value={link}
              className={fieldClass}
              onFocus={(event) => event.currentTarget.select()}
              data-share-link
            />
            <button type="button" className={buttonClass} onClick={() => copy('link', readLink(), linkInput)}>
              {copied === 'link' ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>

        {card && (
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`${id}-embed`} className="font-medium">
                Embed code
              </label>
              <fieldset className="flex items-center gap-3 text-xs">
                <legend className="sr-only">Card theme</legend>
                {(['light', 'dark'] as const).map((value) => (
                  <label key={value} className="inline-flex items-center gap-1">
                    <input
                      type="radio"
                      name={`${id}-theme`}
                      value={value}
                      checked={theme === value}
                      onChange={() => setTheme(value)}
                    />
                    {value === 'light' ? 'Light' : 'Dark'}
                  </label>
                ))}
              </fieldset>
            </div>
            <div className="flex items-start gap-2">
              <textarea
                ref={embedInput}
                id={`${id}-embed`}
                readOnly
                rows={3}
                value={embedCode}
                className={`${fieldClass} resize-none`}
                onFocus={(event) => event.currentTarget.select()}
                data-share-embed
              />
              <button type="button" className={buttonClass} onClick={() => copy('embed', embedCode, embedInput)}>
                {copied === 'embed' ? 'Copied' : 'Copy code'}
              </button>
            </div>
          </div>
        )}

        <p role="status" aria-live="polite" className="min-h-5 text-xs text-emerald-800 dark:text-emerald-300">
          {message}
        </p>

        {card && previewSrc && (
          <div className="space-y-1.5">
            <p className="font-medium">Preview</p>
            {open ? (
              <iframe
                src={previewSrc}
                title={`Preview of the company card of ${card.companyName}`}
                loading="lazy"
                height={EMBED_HEIGHT}
                className="w-full max-w-[480px] rounded-[10px] border-0"
              />
            ) : (
              <a
                className="text-blue-700 underline dark:text-blue-400"
                href={previewSrc}
                target="_blank"
                rel="noopener"
              >
                Open the card
              </a>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
