// /opengraph-image – the site's own link-preview card (1200×630 PNG), for pages that show no single record
import { appOrigin } from '@/lib/share/site';
import { PREVIEW_SIZE, sitePreview } from '@/lib/share/preview-image';

export const alt = 'Registry browser: explore the company register';
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';
// Drawn on request, not at build time: the card names the host APP_ORIGIN gives at run time.
export const dynamic = 'force-dynamic';

export default function Image() {
  return sitePreview(appOrigin());
}
