// The answer of the embed route: the card of a company, or a card that says clearly what
// went wrong (unknown company 404, registry trouble 502/503/504), never a broken frame.
import 'server-only';
import { findResource } from '@/lib/gateway';
import { describeProblem } from '@/lib/pages/load';
import { pathFormats } from '@/lib/registry/params';
import { companyCardFacts } from './company-card';
import { EMBED_CSP, renderEmbedHtml, type EmbedCard, type EmbedTheme } from './embed';
import { appLog, describeError, type Logger } from '@/lib/gateway/log';

function htmlResponse(
  card: EmbedCard,
  theme: EmbedTheme,
  status: number,
  extra: Record<string, string> = {},
): Response {
  return new Response(renderEmbedHtml(card, theme), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': EMBED_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control':
        status === 200
          ? 'public, max-age=300, stale-while-revalidate=3600'
          : status === 404
            ? 'public, max-age=60'
            : 'no-store',
      ...extra,
    },
  });
}

/** The card for `/embed/company/{companyNumber}` in the given theme. */
export async function companyEmbedResponse(
  companyNumber: string,
  theme: EmbedTheme,
  log: Logger = appLog,
): Promise<Response> {
  const shown = companyNumber.slice(0, 20);
  if (!pathFormats.company_number.pattern.test(companyNumber))
    return htmlResponse({ kind: 'not-found', companyNumber: shown }, theme, 404);
  const href = `/company/${companyNumber}`;
  try {
    const profile = await findResource('companyProfile', { company_number: companyNumber });
    if (!profile) return htmlResponse({ kind: 'not-found', companyNumber }, theme, 404);
    return htmlResponse({ kind: 'company', facts: companyCardFacts(profile.data), href }, theme, 200);
  } catch (error) {
    const problem = describeProblem(error);
    log(problem.status === 503 ? 'warn' : 'error', `embed of ${companyNumber}: ${describeError(error)}`);
    const retryAfter = problem.retryAfterSeconds ? { 'retry-after': String(problem.retryAfterSeconds) } : undefined;
    return htmlResponse(
      { kind: 'unavailable', companyNumber, href, message: problem.message },
      theme,
      problem.status,
      retryAfter,
    );
  }
}
