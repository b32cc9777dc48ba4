// Next.js proxy (formerly middleware): company numbers in page addresses as people type
// them (/company/6400, /company/sc123456) redirect (308) to the registry's form, so every
// company page has one address. Valid and unreadable numbers pass through untouched.
import { NextResponse, type NextRequest } from 'next/server';
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

const COMPANY_PATH = /^(\/(?:embed\/)?company\/)([^/]+)(\/.*)?$/;

/** The address with the company number normalised, or null when it needs no redirect. */
export function companyNumberRedirect(pathname: string): string | null {
  const match = COMPANY_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix, segment, rest = ''] = match;
  let number: string;
  try {
    number = decodeURIComponent(segment!);
  } catch {
    return null;
  }
  const normalised = normaliseCompanyNumber(number);
  if (!normalised || normalised === segment) return null;
  return `${prefix}${normalised}${rest}`;
}

export function proxy(request: NextRequest) {
  const target = companyNumberRedirect(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

// A number already in the registry's form (eight capitals and digits: every form
// normaliseCompanyNumber gives, and each of them its own normal form) never redirects, and
// nearly every request names one: Next matches the path against these before it calls the
// proxy, so those requests skip it altogether (a cached page is then as short as Next makes
// it). Next runs the proxy when the raw or the decoded path matches. proxy.test.ts holds
// the matchers to skipping only addresses that companyNumberRedirect leaves alone.
export const config = {
  matcher: ['/company/((?![A-Z0-9]{8}(?:[/.]|$)).*)', '/embed/company/((?![A-Z0-9]{8}(?:[/.]|$)).*)'],
};
