// The answer to a browser that follows a link to a format a document is not held in
// (GET /api/documents/{id}/content?format=xhtml on a PDF-only document): a short page in the
// app's own look, with the same 406, saying so and linking the formats it is held in. API
// clients (anything that does not ask for HTML) keep the registry-shaped JSON error.
import { SITE_NAME } from '@/lib/share/site-name';
import { DOCUMENT_FORMATS, documentContentHref, type DocumentFormat } from './formats';

/** Whether the request is a browser's navigation: it names text/html in Accept. */
export function wantsHtml(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Nothing runs or loads: styles inline only. */
export const FORMAT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `
*{box-sizing:border-box}
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--link:#1d4ed8;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--fg:#f1f5f9;--muted:#94a3b8;--line:#1e293b;--link:#60a5fa}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 "Noto Sans",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header{border-bottom:1px solid var(--line);padding:12px 16px}
header a{color:var(--fg);font-weight:600;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.25rem;margin:0 0 12px}
p{margin:0 0 12px;color:var(--muted)}
a{color:var(--link);text-underline-offset:2px}
ul{margin:0 0 12px;padding-left:20px}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem;word-break:break-all}
`;

export interface FormatNotAvailableFacts {
  documentId: string;
  format: DocumentFormat;
  /** The formats the document is held in, as its metadata lists them. */
  available: readonly DocumentFormat[];
  /** The company that filed it, when the metadata says: its filing history is linked. */
  companyNumber?: string;
}

/** The page's HTML. */
export function formatNotAvailableHtml({
  documentId,
  format,
  available,
  companyNumber,
}: FormatNotAvailableFacts): string {
  const asked = DOCUMENT_FORMATS[format].label;
  const links = available
    .filter((held) => held !== format)
    .map(
      (held) =>
        `<li><a href="${escapeHtml(documentContentHref(documentId, held))}">Open the ${escapeHtml(DOCUMENT_FORMATS[held].label)}</a></li>`,
    )
    .join('');
  const held =
    available.length > 0
      ? `It is held as ${available.map((known) => DOCUMENT_FORMATS[known].label).join(' and ')} only.`
      : 'The registry lists no other format the app can show.';
  const history = /^[A-Z0-9]{8}$/.test(companyNumber ?? '')
    ? `<p><a href="/company/${escapeHtml(companyNumber!)}/filing-history">Filing history of company ${escapeHtml(companyNumber!)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No ${escapeHtml(asked)} of this document · ${escapeHtml(SITE_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(SITE_NAME)}</a></header>
<main>
<h1>This document has no ${escapeHtml(asked)}</h1>
<p>The registry does not hold this document in ${escapeHtml(asked)} form. ${escapeHtml(held)}</p>
${links ? `<ul>${links}</ul>` : ''}${history}<p>Document ID: <span class="code">${escapeHtml(documentId)}</span></p>
</main>
</body>
</html>
`;
}

/** The 406 page as a response: not cached long (a document's formats never change, but the link that led here may be fixed). */
export function formatNotAvailableResponse(facts: FormatNotAvailableFacts): Response {
  return new Response(formatNotAvailableHtml(facts), {
    status: 406,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': FORMAT_PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      vary: 'accept',
    },
  });
}
