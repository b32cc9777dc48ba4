'use client';
// The share panel of company pages: copy the page's canonical link, copy the embed code
// (light or dark card), and preview the card. Copying falls back to selecting the text
// when the clipboard cannot be written; every outcome is announced (aria-live).
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { EMBED_HEIGHT, embedIframeHtml, embedPath, type EmbedTheme } from '@/lib/share/embed';

export interface SharePanelProps {
  /** The site's public origin (APP_ORIGIN): links and embed code are absolute on it. */
  origin: string;
  companyNumber: string;
  companyName: string;
}

type Field = 'link' | 'embed';

/** The current page's canonical URL as its metadata states it; the origin and path otherwise. */
function canonicalUrl(origin: string, pathname: string): string {
  const tag = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return tag?.href || `${origin}${pathname}`;
}

const fieldClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-2.5 py-1.5 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200';
const buttonClass =
  'shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

export function SharePanel({ origin, companyNumber, companyName }: SharePanelProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  // The canonical link as read on opening (or copying), and the page it was read on.
  const [canonical, setCanonical] = useState<{ pathname: string; url: string } | null>(null);
  const link = canonical?.pathname === pathname ? canonical.url : `${origin}${pathname}`;
  const [copied, setCopied] = useState<Field | null>(null);
  const [message, setMessage] = useState('');
  const details = useRef<HTMLDetailsElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const embedInput = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // Until hydrated the panel opens (it is a <details>) but cannot copy; `data-ready` says it can.
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration, once
  useEffect(() => setReady(true), []);

  const src = `${origin}${embedPath(companyNumber, theme)}`;
  // The preview loads the card from the site being viewed; the embed code names the public origin.
  const previewSrc = embedPath(companyNumber, theme);
  const embedCode = embedIframeHtml({ src, title: `${companyName} (${companyNumber}): company card` });

  /** The canonical tag changes with the page: read it when it is needed. */
  function readLink(): string {
    const url = canonicalUrl(origin, pathname);
    setCanonical({ pathname, url });
    return url;
  }

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
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </summary>
      <div
        role="group"
        aria-label="Share this company"
        className="absolute right-0 z-30 mt-2 w-[min(30rem,calc(100vw-2rem))] space-y-4 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-link`} className="block font-medium">
            Link to this page
          </label>
          <div className="flex gap-2">
            <input ref={linkInput} id={`${id}-link`} readOnly value={link} className={fieldClass} onFocus={(event) => event.currentTarget.select()} data-share-link />
            <button type="button" className={buttonClass} onClick={() => copy('link', readLink(), linkInput)}>
              {copied === 'link' ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>

        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`${id}-embed`} className="font-medium">
              Embed code
            </label>
            <fieldset className="flex items-center gap-3 text-xs">
              <legend className="sr-only">Card theme</legend>
              {(['light', 'dark'] as const).map((value) => (
                <label key={value} className="inline-flex items-center gap-1">
                  <input type="radio" name={`${id}-theme`} value={value} checked={theme === value} onChange={() => setTheme(value)} />
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

        <p role="status" aria-live="polite" className="min-h-5 text-xs text-emerald-800 dark:text-emerald-300">
          {message}
        </p>

        <div className="space-y-1.5">
          <p className="font-medium">Preview</p>
          {open ? (
            <iframe src={previewSrc} title={`Preview of the company card of ${companyName}`} loading="lazy" height={EMBED_HEIGHT} className="w-full max-w-[480px] rounded-[10px] border-0" />
          ) : (
            <a className="text-blue-700 underline dark:text-blue-400" href={previewSrc} target="_blank" rel="noopener">
              Open the card
            </a>
          )}
        </div>
      </div>
    </details>
  );
}
