import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyFigures, type Figures } from '../figures';
import { readNumber, readDate, UnknownFormatError } from './formats';
import { parseIxbrl } from './parse';
import { readAccounts, UnreadableAccountsError } from './read';
import { padWithStyledMarkup } from './__fixtures__/styled-padding';

const fixture = (name: string) => readFileSync(join(__dirname, '__fixtures__', name), 'utf8');
const figures = (values: Partial<Figures>): Figures => ({ ...emptyFigures(), ...values });

describe('readAccounts on hand-written fixtures', () => {
  it('micro-entity: uk-core prefixes, maturity-dimensioned creditors, arbitrary context ids, BOM, quotes', () => {
    const reading = readAccounts(fixture('micro-uk-core.xhtml'));
    expect(reading.current).toEqual({
      start: '2021-08-04',
      end: '2022-08-31',
      figures: figures({
        fixed_assets: 12_500,
        current_assets: 48_213,
        creditors_within_one_year: 20_002,
        net_current_assets: 28_211,
        total_assets_less_current_liabilities: 40_711,
        net_assets: 40_711,
        equity: 40_711,
        employees: 3,
      }),
    });
    expect(reading.comparative).toEqual({
      start: null,
      end: '2021-08-03',
      figures: figures({
        fixed_assets: 9_000,
        current_assets: 30_100,
        creditors_within_one_year: 16_000,
        net_current_assets: 14_100,
        total_assets_less_current_liabilities: 23_100,
        net_assets: 23_100,
        equity: 23_100,
      }),
    });
    expect(reading.dormant).toBe(false);
  });

  it('small company: ns5 prefixes, ixt1, plain creditors, one tangible line, no total equity, sign, exclude, nesting', () => {
    const reading = readAccounts(fixture('small-ns5-no-total-equity.xhtml'));
    expect(reading.current).toEqual({
      start: '2018-01-01',
      end: '2018-12-31',
      figures: figures({
        fixed_assets: 5_310,
        current_assets: 1_200,
        cash: 0,
        creditors_within_one_year: 9_800,
        net_current_assets: -8_600,
        total_assets_less_current_liabilities: -3_290,
        net_assets: -5_290,
        equity: -5_290,
      }),
    });
    expect(reading.comparative).toBeUndefined();
  });

  it("full accounts in £'000: scale, losses, the year's duration over a half-year's, comparatives", () => {
    const reading = readAccounts(fixture('full-thousands.xhtml'));
    expect(reading.current).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
      figures: figures({
        turnover: 12_345_000,
        gross_profit: 3_100_000,
        operating_profit: -250_000,
        profit_loss: -310_000,
        fixed_assets: 4_000_000,
        net_assets: 2_750_000,
        equity: 2_750_000,
        employees: 85,
      }),
    });
    expect(reading.comparative).toEqual({
      start: '2023-01-01',
      end: '2023-12-31',
      figures: figures({
        turnover: 11_002_000,
        gross_profit: 2_900_000,
        operating_profit: 120_000,
        profit_loss: 95_000,
        fixed_assets: 4_200_000,
        net_assets: 3_060_000,
        equity: 3_060_000,
      }),
    });
  });

  it('group accounts: consolidated figures over the parent’s; comma decimals, fixed-zero, nil, number words', () => {
    const reading = readAccounts(fixture('comma-decimal-nil.xhtml'));
    expect(reading.current).toEqual({
      start: '2022-07-01',
      end: '2023-06-30',
      figures: figures({
        turnover: 1_234_567.5,
        cash: 0,
        current_assets: 98_000,
        net_assets: 500_000,
        employees: 12,
      }),
    });
  });

  it('UK GAAP 2009: old names, fixed-asset lines and equity parts summed; an unknown format loses only its fact', () => {
    const source = fixture('old-gaap-2009.xhtml');
    const reading = readAccounts(source);
    expect(reading.current.figures).toEqual(
      figures({ fixed_assets: 3_500, cash: 700, creditors_within_one_year: 1_200, equity: 3_000 }),
    );
    expect(reading.comparative?.figures).toEqual(figures({ fixed_assets: 3_500 }));
    expect(parseIxbrl(source).unreadable).toEqual(['CashBankInHand']);
  });

  it('decodes character references in figures, and reads Inline XBRL bound as the default namespace', () => {
    const reading = readAccounts(`<html xmlns="http://www.w3.org/1999/xhtml"><body>
      <header xmlns="http://www.xbrl.org/2013/inlineXBRL"><resources>
        <xbrli:context xmlns:xbrli="http://www.xbrl.org/2003/instance" id="c&amp;1"><xbrli:period><xbrli:instant>2020-12-31</xbrli:instant></xbrli:period></xbrli:context>
      </resources></header>
      <p xmlns:fr="http://xbrl.frc.org.uk/fr/2019-01-01/core">
        <nonFraction xmlns="http://www.xbrl.org/2013/inlineXBRL" name="fr:NetAssetsLiabilities" contextRef="c&amp;1" format="numdotdecimal">12&#160;345</nonFraction>
        <span>&amp; a note with &lt;brackets&gt;</span>
      </p></body></html>`);
    expect(reading.current.end).toBe('2020-12-31');
    expect(reading.current.figures.net_assets).toBe(12_345);
  });

  it('refuses a document without Inline XBRL, and survives truncated markup', () => {
    expect(() => readAccounts(fixture('not-ixbrl.html'))).toThrow(UnreadableAccountsError);
    expect(() => readAccounts('')).toThrow(UnreadableAccountsError);
    const truncated = fixture('micro-uk-core.xhtml').slice(0, 6000);
    expect(() => readAccounts(truncated)).not.toThrow(TypeError);
  });
});

describe('formats', () => {
  it('reads numbers by rule, whatever the prefix', () => {
    expect(readNumber('1,234.50', 'ixt:numdotdecimal')).toBe('1234.50');
    expect(readNumber('1,234.50', 'ixt4:num-dot-decimal')).toBe('1234.50');
    expect(readNumber('1.234,50', 'x:numcommadecimal')).toBe('1234.50');
    expect(readNumber('1 234', 'ixt:numspacedot')).toBe('1234');
    expect(readNumber('-', 'ixt2:zerodash')).toBe('0');
    expect(readNumber('anything', 'ixt:fixed-zero')).toBe('0');
    expect(readNumber('–', undefined)).toBe('0');
    expect(readNumber('', 'ixt:nocontent')).toBeNull();
    expect(readNumber('12', undefined)).toBe('12');
    expect(() => readNumber('XII', 'ixt:numroman')).toThrow(UnknownFormatError);
    expect(() => readNumber('n/a', 'ixt:numdotdecimal')).toThrow(UnknownFormatError);
  });

  it('reads dates in the usual shapes', () => {
    expect(readDate('31 March 2024', 'ixt2:datedaymonthyearen')).toBe('2024-03-31');
    expect(readDate('31st Mar 2024', undefined)).toBe('2024-03-31');
    expect(readDate('31/03/2024', 'ixt:dateslasheu')).toBe('2024-03-31');
    expect(readDate('31.03.24', 'ixt:datedotEU')).toBe('2024-03-31');
    expect(readDate('2024-03-31', undefined)).toBe('2024-03-31');
    expect(readDate('March 31, 2024', undefined)).toBe('2024-03-31');
    expect(readDate('the end of March', undefined)).toBeUndefined();
  });
});

describe('parseIxbrl over the tokenizer', () => {
  const ixbrl = (body: string, extraNamespaces = '') =>
    `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
      xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:c="http://xbrl.frc.org.uk/fr/2021-01-01/core" ${extraNamespaces}>
      <body><ix:header><ix:resources>
        <xbrli:context id="i"><xbrli:period><xbrli:instant>2024-03-31</xbrli:instant></xbrli:period></xbrli:context>
      </ix:resources></ix:header>${body}</body></html>`;
  const values = (source: string) => parseIxbrl(source).facts.map((fact) => [fact.concept, fact.value]);

  it('reads a padded, real-sized document exactly as the original', () => {
    for (const name of ['micro-uk-core.xhtml', 'full-thousands.xhtml', 'small-ns5-no-total-equity.xhtml']) {
      const original = fixture(name);
      const padded = padWithStyledMarkup(original, 400_000);
      expect(padded.length).toBeGreaterThan(400_000);
      expect(readAccounts(padded)).toEqual(readAccounts(original));
    }
  });

  it('takes CDATA literally, skips comments and excluded text inside a figure', () => {
    const parsed = parseIxbrl(
      ixbrl(
        '<ix:nonFraction name="c:Equity" contextRef="i">1<!-- 9 -->2<![CDATA[3]]><ix:exclude>7</ix:exclude>45</ix:nonFraction>' +
          '<ix:nonNumeric name="c:EntityCurrentLegalOrRegisteredName" contextRef="i">A &amp; B <![CDATA[&amp; C]]></ix:nonNumeric>',
      ),
    );
    expect(parsed.facts.map((fact) => [fact.concept, fact.value])).toEqual([['Equity', 12_345]]);
    expect(parsed.text.get('EntityCurrentLegalOrRegisteredName')).toBe('A & B &amp; C');
  });

  it('closes what a close tag leaves open, and ignores a close tag that matches nothing', () => {
    expect(
      values(
        ixbrl(
          `<p><ix:nonFraction name="c:Equity" contextRef="i">4<span>2</p></ix:nonFraction>` +
            `<ix:nonFraction name="c:Cash" contextRef="i">1</b>0</ix:nonFraction>`,
        ),
      ),
    ).toEqual([
      ['Equity', 42],
      ['Cash', 10],
    ]);
  });

  it('finds xsi:nil under any prefix, and only under the XSI namespace', () => {
    const source = ixbrl(
      `<ix:nonFraction name="c:Equity" contextRef="i" inst:nil="true"></ix:nonFraction>` +
        `<ix:nonFraction name="c:Cash" contextRef="i" other:nil="true">5</ix:nonFraction>`,
      'xmlns:inst="http://www.w3.org/2001/XMLSchema-instance" xmlns:other="urn:other"',
    );
    expect(values(source)).toEqual([
      ['Equity', null],
      ['Cash', 5],
    ]);
  });

  it('scopes namespace declarations to their element, so a prefix rebound later means something else', () => {
    const source = ixbrl(
      `<div xmlns:ix="urn:not-inline"><ix:nonFraction name="c:Equity" contextRef="i">1</ix:nonFraction></div>` +
        `<ix:nonFraction name="c:Cash" contextRef="i">2</ix:nonFraction>` +
        `<n:nonFraction xmlns:n="http://www.xbrl.org/2008/inlineXBRL" name="c:Turnover" contextRef="i">3</n:nonFraction>`,
    );
    expect(values(source)).toEqual([
      ['Cash', 2],
      ['Turnover', 3],
    ]);
  });

  it('keeps nothing from one document in the next, even one cut off inside a figure', () => {
    const first = parseIxbrl(fixture('micro-uk-core.xhtml'));
    const full = fixture('full-thousands.xhtml');
    const insideFigure = full.indexOf('>', full.indexOf('nonFraction')) + 2;
    expect(parseIxbrl(full.slice(0, insideFigure)).inline).toBe(true);
    // Undeclared prefixes: read with the cut-off document's namespaces, these would be a fact.
    expect(parseIxbrl('<p><inline:nonFraction name="c:Equity" contextRef="i">5</inline:nonFraction></p>')).toEqual({
      contexts: new Map(),
      facts: [],
      text: new Map(),
      unreadable: [],
      inline: false,
    });
    expect(parseIxbrl(fixture('micro-uk-core.xhtml'))).toEqual(first);
  });
});
