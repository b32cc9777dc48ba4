// oEmbed (https://oembed.com) for company pages: which page a consumer asks about, and the
// `rich` answer whose HTML is an iframe of the embeddable card. Statuses follow the spec:
// 400 for a missing or malformed request, 404 for anything this site does not embed, 501
// for formats other than JSON.
import { EMBED_HEIGHT, EMBED_WIDTH, embedIframeHtml, embedPath, embedTheme, type EmbedTheme } from './embed';
import { sharedPageOf } from './paths';
import { SITE_NAME } from './site-name';

export interface OembedTarget {
  companyNumber: string;
  width: number;
  height: number;
  theme: EmbedTheme;
  /** The consumer's limits, as given. */
  maxwidth?: number;
  maxheight?: number;
}

export type OembedParse =
  { ok: true; target: OembedTarget } | { ok: false; status: 400 | 404 | 501; message: string; parameter: string };

const MAX_URL = 2048;
const PIXELS = /^\d{1,5}$/;

/** A consumer's maximum: undefined when not given, 'bad' when not a positive whole number. */
function limit(raw: string | null): number | undefined | 'bad' {
  if (raw === null || raw.trim() === '') return undefined;
  return PIXELS.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : 'bad';
}

/**
 * Reads an oEmbed request. `ownHosts` are the hosts this site answers on (APP_ORIGIN's and
 * the one the request came in on); a page of any other host is not ours (404).
 */
export function parseOembedRequest(query: URLSearchParams, ownHosts: readonly string[]): OembedParse {
  const raw = query.get('url');
  if (raw === null || raw.trim() === '')
    return {
      ok: false,
      status: 400,
      message: 'url is required: the address of a company page of this site',
      parameter: 'url',
    };
  const format = query.get('format');
  if (format !== null && format.toLowerCase() !== 'json')
    return { ok: false, status: 501, message: 'only format=json is available', parameter: 'format' };
  if (raw.length > MAX_URL) return { ok: false, status: 400, message: 'url is too long', parameter: 'url' };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, status: 400, message: 'url must be an absolute http(s) address', parameter: 'url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, status: 400, message: 'url must be an absolute http(s) address', parameter: 'url' };
  const maxwidth = limit(query.get('maxwidth'));
  const maxheight = limit(query.get('maxheight'));
  if (maxwidth === 'bad' || maxheight === 'bad')
    return {
      ok: false,
      status: 400,
      message: 'maxwidth and maxheight must be whole numbers of pixels',
      parameter: maxwidth === 'bad' ? 'maxwidth' : 'maxheight',
    };
  if (!ownHosts.includes(url.host.toLowerCase()))
    return { ok: false, status: 404, message: 'that address is not on this site', parameter: 'url' };
  const page = sharedPageOf(url.pathname);
  if (page?.kind !== 'company')
    return { ok: false, status: 404, message: 'only company pages can be embedded', parameter: 'url' };
  // The page's own theme (an embed URL with ?theme=dark), else the consumer's `theme`.
  const theme = embedTheme(url.searchParams.get('theme') ?? query.get('theme'));
  // The card never exceeds the consumer's limits (it is responsive, so a smaller frame still reads).
  const width = Math.min(EMBED_WIDTH, maxwidth ?? EMBED_WIDTH);
  const height = Math.min(EMBED_HEIGHT, maxheight ?? EMBED_HEIGHT);
  return { ok: true, target: { companyNumber: page.companyNumber, width, height, theme, maxwidth, maxheight } };
}

export interface OembedRich {
  type: 'rich';
  version: '1.0';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** The answer for a company that exists. `origin` is the site's public origin. */
export function oembedResponse(target: OembedTarget, companyName: string, origin: string): OembedRich {
  const title = `${companyName} (${target.companyNumber})`;
  const body: OembedRich = {
    type: 'rich',
    version: '1.0',
    title,
    provider_name: SITE_NAME,
    provider_url: `${origin}/`,
    html: embedIframeHtml({
      src: `${origin}${embedPath(target.companyNumber, target.theme)}`,
      title: `${title}: company card`,
      width: target.width,
      height: target.height,
    }),
    width: target.width,
    height: target.height,
    cache_age: 3600,
  };
  // The preview image only when it fits the consumer's limits (thumbnails must respect them too).
  const thumbnail = { width: 1200, height: 630 };
  if ((target.maxwidth ?? Infinity) >= thumbnail.width && (target.maxheight ?? Infinity) >= thumbnail.height) {
    body.thumbnail_url = `${origin}/company/${target.companyNumber}/opengraph-image`;
    body.thumbnail_width = thumbnail.width;
    body.thumbnail_height = thumbnail.height;
  }
  return body;
}
