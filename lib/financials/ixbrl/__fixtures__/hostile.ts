// Hostile documents for the reader's tests and bench/ixbrl-hostile.ts: what a security test sent.

const HEAD =
  '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" ' +
  'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:core="http://xbrl.frc.org.uk/fr/2021-01-01/core"><body>' +
  '<ix:header><ix:resources><xbrli:context id="c"><xbrli:period><xbrli:instant>2024-03-31</xbrli:instant>' +
  '</xbrli:period></xbrli:context></ix:resources></ix:header>';
const TAIL = '</body></html>';

/** `<ix:nonFraction name="core:Equity" contextRef="c">1` n times, then n closing tags (20,000: 1.4 MB). */
export const hostileNested = (n: number) =>
  HEAD + '<ix:nonFraction name="core:Equity" contextRef="c">1'.repeat(n) + '</ix:nonFraction>'.repeat(n) + TAIL;

/** `<a>` n times, then `</b>` n times: close tags that match no open element. */
export const hostileUnmatched = (n: number) => '<a>'.repeat(n) + '</b>'.repeat(n);

/** A well-formed document with one fact per (scale, text) pair on the same context. */
export const withFacts = (facts: readonly { concept: string; text: string; scale?: string; format?: string }[]) =>
  HEAD +
  facts
    .map(
      ({ concept, text, scale, format }) =>
        `<p><ix:nonFraction name="core:${concept}" contextRef="c"${scale === undefined ? '' : ` scale="${scale}"`}` +
        `${format === undefined ? '' : ` format="${format}"`}>${text}</ix:nonFraction></p>`,
    )
    .join('') +
  TAIL;
