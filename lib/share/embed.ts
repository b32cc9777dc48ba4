// The embeddable company card: a small self-contained HTML document (inline CSS, no
// script, no outside resources) for an iframe on another site, and the iframe code that
// shows it. Every value written into the document is escaped here, once.
import type { CompanyCardFacts, StatusTone } from './company-card';
import { SITE_NAME } from './site-name';

export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The card's natural size; oEmbed consumers may ask for less (maxwidth, maxheight). */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 300;

/** `?theme=dark` gives the dark card; anything else (absent, misspelt, repeated) the light one. */
export function embedTheme(value: string | null | undefined): EmbedTheme {
  return value === 'dark' ? 'dark' : 'light';
}

export function embedPath(companyNumber: string, theme: EmbedTheme = 'light'): string {
  return `/embed/company/${encodeURIComponent(companyNumber)}${theme === 'light' ? '' : `?theme=${theme}`}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value made safe for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The code a site pastes to show the card. */
export function embedIframeHtml({
  src,
  title,
  width = EMBED_WIDTH,
  height = EMBED_HEIGHT,
}: {
  src: string;
  title: string;
  width?: number;
  height?: number;
}): string {
  return `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" loading="lazy" style="border:0;max-width:100%" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
}

export type EmbedCard =
  | { kind: 'company'; facts: CompanyCardFacts; href: string }
  | { kind: 'not-found'; companyNumber: string }
  | { kind: 'unavailable'; companyNumber: string; href?: string; message: string };

const TONE_CLASS: Record<StatusTone, string> = { positive: 'ok', negative: 'bad', warning: 'warn', neutral: 'plain' };

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--link:#1d4ed8;--ok-bg:#dcfce7;--ok-fg:#166534;--bad-bg:#ffe4e6;--bad-fg:#9f1239;--warn-bg:#fef3c7;--warn-fg:#92400e;--plain-bg:#f1f5f9;--plain-fg:#334155;color-scheme:light}
.dark{--bg:#0f172a;--fg:#f1f5f9;--muted:#94a3b8;--line:#1e293b;--link:#93c5fd;--ok-bg:#14532d;--ok-fg:#bbf7d0;--bad-bg:#4c0519;--bad-fg:#fecdd3;--warn-bg:#451a03;--warn-fg:#fde68a;--plain-bg:#1e293b;--plain-fg:#cbd5e1;color-scheme:dark}
html,body{height:100%;background:transparent}
body{color:var(--fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow:hidden}
.card{height:100%;display:flex;flex-direction:column;gap:10px;padding:16px 18px;background:var(--bg);border:1px solid var(--line);border-radius:10px}
.card>*{flex-shrink:0}
.top{display:flex;align-items:center;justify-content:space-between;gap:8px;color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.badge{display:inline-block;border-radius:999px;padding:2px 8px;font-size:12px;font-weight:600;text-transform:none;letter-spacing:0;white-space:nowrap}
.ok{background:var(--ok-bg);color:var(--ok-fg)}.bad{background:var(--bad-bg);color:var(--bad-fg)}.warn{background:var(--warn-bg);color:var(--warn-fg)}.plain{background:var(--plain-bg);color:var(--plain-fg)}
h1{font-size:18px;line-height:1.25;font-weight:700;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.number{color:var(--muted);font-size:13px}.number b{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--fg);font-weight:600}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);align-content:start;gap:4px 12px;font-size:13px;min-height:0;overflow:hidden}
.card>dl{flex-shrink:1}
dt{color:var(--muted)}
dd{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0}
dd.wrap{white-space:normal;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
p{font-size:14px;color:var(--muted)}
.foot{margin-top:auto;display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:12px;color:var(--muted);border-top:1px solid var(--line);padding-top:8px}
a{color:var(--link);font-weight:600;text-decoration:none}a:hover,a:focus-visible{text-decoration:underline}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
@media (max-width:400px){.card{padding:12px 14px;gap:8px}h1{font-size:16px}dl{font-size:12px;gap:3px 8px}.foot span{display:none}}
@media (max-width:260px){dl{grid-template-columns:minmax(0,1fr);gap:0}dt{margin-top:4px}}
`;

const withoutOn = (term: string) => term.replace(/ on$/, '');

function row(term: string, value: string | undefined, wrap = false): string {
  if (!value) return '';
  return `<dt>${escapeHtml(term)}</dt><dd${wrap ? ' class="wrap"' : ''} title="${escapeHtml(value)}">${escapeHtml(value)}</dd>`;
}

function link(href: string, text: string): string {
  // The full page opens outside the frame: the host page stays where it is.
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;
}

function body(card: EmbedCard): string {
  switch (card.kind) {
    case 'company': {
      const { facts } = card;
      const sic =
        facts.sic.length === 0
          ? undefined
          : `${facts.sic[0]!.code} ${facts.sic[0]!.label}${facts.sic.length > 1 ? ` (+${facts.sic.length - 1} more)` : ''}`;
      return `<div class="top"><span>Company</span>${facts.status ? `<span class="badge ${TONE_CLASS[facts.status.tone]}">${escapeHtml(facts.status.text)}</span>` : ''}</div>
<h1 title="${escapeHtml(facts.name)}">${escapeHtml(facts.name)}</h1>
<div class="number">Company number <b>${escapeHtml(facts.number)}</b></div>
<dl>${row('Type', facts.type)}${row(withoutOn(facts.createdTerm), facts.created)}${facts.ended ? row(withoutOn(facts.ended.term), facts.ended.date) : ''}${row('Registered office', facts.office, true)}${row('Nature of business', sic)}</dl>
<div class="foot"><span>${escapeHtml(SITE_NAME)}</span>${link(card.href, 'View full record →')}</div>`;
    }
    case 'not-found':
      return `<div class="top"><span>Company</span><span class="badge plain">Not found</span></div>
<h1>No company with number ${escapeHtml(card.companyNumber)}</h1>
<p>The register has no company with this number. Check the number in the embed code.</p>
<div class="foot"><span>${escapeHtml(SITE_NAME)}</span></div>`;
    case 'unavailable':
      return `<div class="top"><span>Company</span><span class="badge warn">Unavailable</span></div>
<h1>Company ${escapeHtml(card.companyNumber)}</h1>
<p>${escapeHtml(card.message)}</p>
<div class="foot"><span>${escapeHtml(SITE_NAME)}</span>${card.href ? link(card.href, 'Open the full record →') : ''}</div>`;
  }
}

function titleOf(card: EmbedCard): string {
  switch (card.kind) {
    case 'company':
      return `${card.facts.name} (${card.facts.number})`;
    case 'not-found':
      return `Company ${card.companyNumber} not found`;
    case 'unavailable':
      return `Company ${card.companyNumber}`;
  }
}

/** The whole card document. */
export function renderEmbedHtml(card: EmbedCard, theme: EmbedTheme): string {
  const canonical = card.kind === 'company' ? `<link rel="canonical" href="${escapeHtml(card.href)}">` : '';
  return `<!doctype html>
<html lang="en-GB" class="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(titleOf(card))} · ${escapeHtml(SITE_NAME)}</title>
${canonical}
<style>${STYLE}</style>
</head>
<body>
<article class="card" aria-label="${escapeHtml(titleOf(card))}">
${body(card)}
</article>
</body>
</html>
`;
}

/**
 * The embed document's own policy: nothing runs, nothing loads, styles inline only; any
 * site may frame it (the only routes that allow that). next.config.mjs sends the same policy
 * for /embed/* (its headers take precedence over a route's): keep the two alike.
 */
export const EMBED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors *";
