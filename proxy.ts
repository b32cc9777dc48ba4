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

export const config = {
  matcher: ['/company/:path*', '/embed/company/:path*'],
};
