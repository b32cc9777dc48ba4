// Every page's metadata from one helper: a specific title and description, the canonical
// URL on APP_ORIGIN, Open Graph and Twitter card tags with the record's preview image, and
// oEmbed discovery on company pages, so a pasted link unfurls into a card.
import type { Metadata } from 'next';
import { previewImagePathOf, sharedPageOf } from '@/lib/share/paths';
import { SITE_NAME, absoluteUrl, appOrigin } from '@/lib/share/site';

export const OEMBED_TYPE = 'application/json+oembed';
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageMetadataInput {
  /** The page's own title; the site's name is added after it in the browser tab. */
  title: string;
  /** One or two sentences saying what the page shows (shown under the link in previews). */
  description: string;
  /** The page's canonical path, with the query that makes it what it is (`/search?q=tesco`), without paging. */
  path: string;
  /** The preview image; by default the one of the record the path shows, else the site's own card. */
  image?: { path: string; alt: string };
  /** Use the title as it is in the browser tab, without the site's name after it (the home page). */
  absoluteTitle?: boolean;
}

/** The oEmbed endpoint's URL for a page of this site. */
export function oembedUrl(pageUrl: string, origin: string = appOrigin()): string {
  return absoluteUrl(`/api/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' })}`, origin);
}

/** Metadata for a page; `origin` defaults to APP_ORIGIN. */
export function pageMetadata(
  { title, description, path, image, absoluteTitle = false }: PageMetadataInput,
  origin: string = appOrigin(),
): Metadata {
  const url = absoluteUrl(path, origin);
  const pathname = new URL(url).pathname;
  const preview = image ?? { path: previewImagePathOf(pathname), alt: title };
  const images = [
    { url: absoluteUrl(preview.path, origin), ...PREVIEW_IMAGE_SIZE, alt: preview.alt, type: 'image/png' },
  ];
  // Company pages can be embedded: tell oEmbed consumers where to ask.
  const embeddable = sharedPageOf(pathname)?.kind === 'company';
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      ...(embeddable && { types: { [OEMBED_TYPE]: [{ url: oembedUrl(url, origin), title }] } }),
    },
    openGraph: { type: 'website', url, siteName: SITE_NAME, locale: 'en_GB', title, description, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
