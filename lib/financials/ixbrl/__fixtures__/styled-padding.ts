// Makes a generated accounts document as heavy as a real filing: real ones run from 50 KB to 2 MB,
// most of it the accounts software's styled XHTML (pages of positioned tables, inline styles on
// every cell, &nbsp; padding, comments) and long notes tagged as text facts. What is added states
// no figure the reader takes (its one numeric fact names a context the document does not have),
// so a padded document must read exactly as the original. Used by the parser's tests and bench/financials.ts.

const NOTES = [
  'Accounting policies',
  'Turnover',
  'Operating profit',
  'Employees',
  'Intangible assets',
  'Tangible fixed assets',
  'Debtors',
  'Creditors: amounts falling due within one year',
  'Creditors: amounts falling due after more than one year',
  'Called up share capital',
  'Related party transactions',
  'Post balance sheet events',
];
const ROWS = [
  'Cost at start of year',
  'Additions',
  'Disposals',
  'Cost at end of year',
  'Depreciation at start of year',
  'Charge for the year',
  'Eliminated on disposal',
  'Depreciation at end of year',
  'Net book value at end of year',
  'Net book value at start of year',
];
const PROSE =
  'The financial statements have been prepared under the historical cost convention &amp; in accordance with ' +
  'FRS&nbsp;102 Section 1A "Small Entities", the Companies Act 2006 and the accounting policies set out below. ' +
  'Depreciation is provided at rates calculated to write off the cost, less estimated residual value, of each ' +
  'asset over its expected useful life: plant &amp; machinery 25% reducing balance; fixtures 15% straight line. ';

/** A deterministic stream of numbers (no Math.random: the bench and tests must see the same bytes). */
function numbers(seed: number) {
  let state = seed >>> 0 || 1;
  return (limit: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % limit;
  };
}

/** 1234567 as 1,234,567 (not toLocaleString: the bytes must not depend on the runtime's locale data). */
const money = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function notePage(index: number, next: (limit: number) => number): string {
  const title = NOTES[index % NOTES.length]!;
  const cell = 'padding:1pt 4pt 1pt 4pt;vertical-align:bottom;font-family:Arial,Helvetica,sans-serif;font-size:8.5pt';
  const rows = ROWS.map((label, row) => {
    const total = row === 3 || row === 7 || row === 8;
    const style = total ? `${cell};border-top:0.5pt solid #000000;font-weight:bold` : cell;
    const values = [next(900_000), next(900_000), next(90_000)];
    return (
      `<tr style="height:13.5pt"><td class="c${row % 4} l" style="${style};width:52%;text-align:left">` +
      `<span class="t" style="white-space:pre-wrap">${label}</span></td>` +
      values
        .map(
          (value) =>
            `<td class="c${row % 4} n" style="${style};width:16%;text-align:right">` +
            `<span class="t">${value === 0 ? '-' : money(value)}</span>&nbsp;</td>`,
        )
        .join('') +
      '</tr>\n'
    );
  }).join('');
  const prose = PROSE.repeat(1 + next(3));
  return (
    `<div class="pf w${index % 3} h0" id="page-note-${index}" style="page-break-before:always;position:relative;` +
    `width:595.3pt;min-height:841.9pt;margin:0 auto 12pt auto;background:#ffffff">\n` +
    `<!-- note ${index + 1}: ${title} -->\n` +
    `<p class="heading" style="margin:14pt 0 6pt 0;font-weight:bold;font-size:10.5pt;font-family:Arial,sans-serif">` +
    `${index + 1}.&nbsp;${title.replace(/&/g, '&amp;')}</p>\n` +
    // A text fact the reader skips (only a few metadata concepts are read), with its own markup inside.
    `<ix:nonNumeric xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" name="core:NoteText${index % 7}" ` +
    `contextRef="FY.note" escape="true"><p class="prose" style="margin:0 0 6pt 0;text-align:justify;` +
    `font-size:8.5pt;line-height:11pt">${prose}</p></ix:nonNumeric>\n` +
    `<table class="note-table" style="border-collapse:collapse;width:100%;table-layout:fixed" cellpadding="0" cellspacing="0">\n` +
    `<thead><tr><th scope="col" style="${cell}"></th><th scope="col" class="n" style="${cell};text-align:right">` +
    `Plant &amp; machinery<br/>&#163;</th><th scope="col" class="n" style="${cell};text-align:right">Fixtures<br/>&#163;</th>` +
    `<th scope="col" class="n" style="${cell};text-align:right">Vehicles<br/>&#163;</th></tr></thead>\n<tbody>\n${rows}` +
    // A numeric fact in a context the document does not define: parsed, then dropped by the reader.
    `<tr><td style="${cell}">Total (tagged)</td><td class="n" style="${cell};text-align:right">` +
    `<ix:nonFraction xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" name="core:PropertyPlantEquipmentGrossCost" ` +
    `contextRef="FY.note" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">${money(next(1_000_000))}</ix:nonFraction>` +
    `</td><td></td><td></td></tr>\n</tbody></table>\n</div>\n`
  );
}

/** The document with note pages of styled markup before `</body>` until it is at least `bytes` long. */
export function padWithStyledMarkup(document: string, bytes: number, seed = 1): string {
  const at = document.lastIndexOf('</body>');
  if (at < 0) throw new Error('no </body> to pad before');
  const next = numbers(seed);
  const pages: string[] = [];
  let size = document.length;
  for (let index = 0; size < bytes; index++) {
    const page = notePage(index, next);
    pages.push(page);
    size += page.length;
  }
  return document.slice(0, at) + pages.join('') + document.slice(at);
}
