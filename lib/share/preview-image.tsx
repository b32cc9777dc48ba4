// The link-preview images (1200×630 PNG): a company, an officer or a disqualified officer as a
// card that chat apps and social sites show when a link is pasted, and the site's own card for
// everything else (unknown ids included). Drawn with next/og (Satori: flexbox only), in the
// bundled fonts only: text they cannot draw is replaced rather than fetched (preview-fonts.ts).
import 'server-only';
import { ImageResponse } from 'next/og';
import { appLog, describeError, type Logger } from '@/lib/gateway/log';
import { drawable, previewFonts } from './preview-fonts';
import { SITE_NAME } from './site-name';
import type { StatusTone } from './company-card';

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export interface PreviewFacts {
  /** What the record is: "Company", "Officer", "Disqualified officer". */
  kind: string;
  title: string;
  subtitle?: string;
  badge?: { text: string; tone: StatusTone };
  /** Up to three facts along the bottom. */
  facts: { term: string; value: string }[];
}

const COLOURS = { ink: '#0f172a', muted: '#475569', line: '#cbd5e1', accent: '#1d4ed8', paper: '#f8fafc' };
const BADGES: Record<StatusTone, { background: string; color: string }> = {
  positive: { background: '#dcfce7', color: '#166534' },
  negative: { background: '#ffe4e6', color: '#9f1239' },
  warning: { background: '#fef3c7', color: '#92400e' },
  neutral: { background: '#e2e8f0', color: '#334155' },
};

/** Long names get a smaller type size so that they fit on two lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 72;
  if (title.length <= 44) return 60;
  if (title.length <= 70) return 50;
  return 42;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function Mark({ host }: { host: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, color: COLOURS.ink }}>
      <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke={COLOURS.accent} strokeWidth="2">
        <path d="M4 21V8l8-5 8 5v13" />
        <path d="M9 21v-6h6v6M4 21h16" />
      </svg>
      <span>{SITE_NAME}</span>
      <span style={{ color: COLOURS.muted, fontSize: 24, marginLeft: 8 }}>{host}</span>
    </div>
  );
}

function Frame({ host, children }: { host: string; children: React.ReactNode }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: COLOURS.paper }}>
      <div style={{ height: 14, width: '100%', background: COLOURS.accent }} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: '48px 64px 52px' }}>
        <Mark host={host} />
        {children}
      </div>
    </div>
  );
}

function RecordCard({ facts, host }: { facts: PreviewFacts; host: string }) {
  const title = clip(facts.title, 110);
  return (
    <Frame host={host}>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', gap: 18 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 20,
            fontSize: 28,
            color: COLOURS.muted,
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          <span>{facts.kind}</span>
          {facts.badge && (
            <span
              style={{
                display: 'flex',
                fontSize: 26,
                textTransform: 'none',
                letterSpacing: 0,
                padding: '4px 18px',
                borderRadius: 999,
                ...BADGES[facts.badge.tone],
              }}
            >
              {facts.badge.text}
            </span>
          )}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(title),
            lineHeight: 1.1,
            color: COLOURS.ink,
            letterSpacing: -1,
          }}
        >
          {title}
        </div>
        {facts.subtitle && <div style={{ display: 'flex', fontSize: 32, color: COLOURS.muted }}>{facts.subtitle}</div>}
      </div>
      <div style={{ display: 'flex', gap: 32, borderTop: `2px solid ${COLOURS.line}`, paddingTop: 28 }}>
        {facts.facts.slice(0, 3).map((fact) => (
          <div key={fact.term} style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 6, minWidth: 0 }}>
            <span style={{ fontSize: 22, color: COLOURS.muted, textTransform: 'uppercase', letterSpacing: 1.5 }}>
              {fact.term}
            </span>
            <span style={{ fontSize: 30, color: COLOURS.ink }}>{clip(fact.value, 44)}</span>
          </div>
        ))}
      </div>
    </Frame>
  );
}

function SiteCard({ host, note }: { host: string; note?: string }) {
  return (
    <Frame host={host}>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.1, color: COLOURS.ink, letterSpacing: -1 }}>
          Explore the company register
        </div>
        <div style={{ display: 'flex', fontSize: 34, color: COLOURS.muted, lineHeight: 1.35 }}>
          Companies, officers, persons with significant control, charges, filings and disqualifications.
        </div>
      </div>
      {note && <div style={{ display: 'flex', fontSize: 26, color: COLOURS.muted }}>{note}</div>}
    </Frame>
  );
}

const hostOf = (origin: string) => new URL(origin).host;

/** The facts with every text drawable in the bundled fonts. */
const drawableFacts = (facts: PreviewFacts): PreviewFacts => ({
  kind: drawable(facts.kind),
  title: drawable(facts.title),
  subtitle: facts.subtitle === undefined ? undefined : drawable(facts.subtitle),
  badge: facts.badge && { ...facts.badge, text: drawable(facts.badge.text) },
  facts: facts.facts.map((fact) => ({ term: drawable(fact.term), value: drawable(fact.value) })),
});

/** A record's preview image (200, cached for an hour). */
export function recordPreview(facts: PreviewFacts, origin: string): ImageResponse {
  return new ImageResponse(<RecordCard facts={drawableFacts(facts)} host={drawable(hostOf(origin))} />, {
    ...PREVIEW_SIZE,
    fonts: previewFonts().fonts,
    headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}

/**
 * The site's own card: for pages that show no single record, and in place of a record that
 * does not exist (404) or could not be read (503, not cached), so a preview never breaks.
 */
export function sitePreview(
  origin: string,
  { status = 200, note }: { status?: number; note?: string } = {},
): ImageResponse {
  return new ImageResponse(
    <SiteCard host={drawable(hostOf(origin))} note={note === undefined ? undefined : drawable(note)} />,
    {
      ...PREVIEW_SIZE,
      fonts: previewFonts().fonts,
      status,
      headers: {
        'cache-control': status === 200 ? 'public, max-age=86400' : status === 404 ? 'public, max-age=300' : 'no-store',
      },
    },
  );
}

/** The preview of a record: its card, the site's card with 404 when it does not exist, with 503 when the registry fails. Never throws. */
export async function previewOf(
  read: () => Promise<PreviewFacts | undefined>,
  origin: string,
  log: Logger = appLog,
): Promise<Response> {
  let facts: PreviewFacts | undefined;
  try {
    facts = await read();
  } catch (error) {
    log('warn', `preview image: ${describeError(error)}`);
    return sitePreview(origin, { status: 503 });
  }
  return facts ? recordPreview(facts, origin) : sitePreview(origin, { status: 404 });
}
