// One streaming pass over an iXBRL document (htmlparser2 in XML mode): the contexts and the numeric
// and metadata facts. Elements and QName values are resolved through the in-scope xmlns
// declarations, so a prefix means nothing by itself: `ix:`, `ix11:` or a default namespace are the
// same Inline XBRL, and `uk-core:`, `core:` or `ns5:` the same taxonomy concept by local name.
import { Parser } from 'htmlparser2';
import { readDate, readNumber, scaleValue, UnknownFormatError } from './formats';

const INLINE_XBRL = new Set(['http://www.xbrl.org/2008/inlineXBRL', 'http://www.xbrl.org/2013/inlineXBRL']);
const XBRLI = 'http://www.xbrl.org/2003/instance';
const XBRLDI = 'http://xbrl.org/2006/xbrldi';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const XHTML = 'http://www.w3.org/1999/xhtml';
const NONE = 0;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** XML character and entity references (and &nbsp;, which XHTML pages use). */
function decode(text: string): string {
  if (text.indexOf('&') < 0) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** A name resolved against the namespaces in scope. */
export interface QName {
  readonly uri: string;
  readonly local: string;
}

export interface Context {
  readonly id: string;
  /** An instant context's date (ISO). */
  readonly instant?: string;
  readonly start?: string;
  readonly end?: string;
  /** Explicit dimension members by dimension local name (member local name). */
  readonly dimensions: Readonly<Record<string, string>>;
}

export interface NumericFact {
  /** The concept's local name (`NetAssetsLiabilities`). */
  readonly concept: string;
  readonly contextRef: string;
  /** Pounds: scale and sign applied; null for a nil fact. */
  readonly value: number | null;
}

export interface ParsedIxbrl {
  readonly contexts: ReadonlyMap<string, Context>;
  readonly facts: readonly NumericFact[];
  /** Metadata facts (`BalanceSheetDate`, …) by concept local name: first value in document order. */
  readonly text: ReadonlyMap<string, string>;
  /** Facts whose text no rule could read (an unknown format), by concept. */
  readonly unreadable: readonly string[];
  /** Whether the document had any Inline XBRL at all. */
  readonly inline: boolean;
}

/** Metadata facts worth reading (nonNumeric text is otherwise skipped: notes can be long). */
const TEXT_CONCEPTS = new Set([
  'BalanceSheetDate',
  'StartDateForPeriodCoveredByReport',
  'EndDateForPeriodCoveredByReport',
  'EntityDormantTruefalse',
  'UKCompaniesHouseRegisteredNumber',
  'EntityCurrentLegalOrRegisteredName',
]);
const DATE_CONCEPTS = new Set([
  'BalanceSheetDate',
  'StartDateForPeriodCoveredByReport',
  'EndDateForPeriodCoveredByReport',
]);

type Scope = Record<string, string>;

interface OpenFact {
  readonly kind: 'numeric' | 'text';
  readonly concept: string;
  readonly contextRef: string;
  readonly attribs: Record<string, string>;
  readonly nil: boolean;
  text: string;
}

interface ContextDraft {
  id: string;
  instant?: string;
  start?: string;
  end?: string;
  dimensions: Record<string, string>;
}

/** Reads every context and numeric fact of an iXBRL document; never throws on malformed markup. */
export function parseIxbrl(source: string): ParsedIxbrl {
  const contexts = new Map<string, Context>();
  const facts: NumericFact[] = [];
  const text = new Map<string, string>();
  const unreadable: string[] = [];
  let inline = false;

  const scopes: Scope[] = [{ xml: 'http://www.w3.org/XML/1998/namespace' }];
  const open: OpenFact[] = [];
  let excludeDepth = 0;
  let context: ContextDraft | undefined;
  /** What the current text inside a context is (a date or a dimension member). */
  let contextField: { kind: 'instant' | 'start' | 'end' } | { kind: 'member'; dimension: string } | undefined;
  let contextText = '';
  /** Per open element: whether it opened a new scope, and what it is. */
  const scopedStack: boolean[] = [];
  const roleStack: Role[] = [];

  const resolve = (qname: string, scope: Scope, useDefault: boolean): QName => {
    const colon = qname.indexOf(':');
    if (colon < 0) return { uri: useDefault ? (scope[''] ?? '') : '', local: qname.trim() };
    return { uri: scope[qname.slice(0, colon).trim()] ?? '', local: qname.slice(colon + 1).trim() };
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        let scope = scopes[scopes.length - 1]!;
        let scoped = false;
        for (const key in attribs) {
          if (key.charCodeAt(0) === 120 /* x */ && (key === 'xmlns' || key.startsWith('xmlns:'))) {
            if (!scoped) {
              scope = { ...scope };
              scoped = true;
            }
            scope[key === 'xmlns' ? '' : key.slice(6)] = decode(attribs[key]!).trim();
          }
        }
        if (scoped) scopes.push(scope);
        scopedStack.push(scoped);
        // Most elements are the page's own XHTML: no prefix, nothing to resolve.
        if (name.indexOf(':') < 0 && scope[''] === XHTML) roleStack.push(NONE);
        else roleStack.push(openElement(resolve(name, scope, true), attribs, scope));
      },
      ontext(data) {
        if (contextField) contextText += data;
        if (excludeDepth > 0) return;
        for (const fact of open) fact.text += data;
      },
      onclosetag() {
        const role = roleStack.pop();
        if (role === undefined) return;
        if (role !== NONE) closeElement(role);
        if (scopedStack.pop()) scopes.pop();
      },
    },
    // Entities are decoded only where they matter (fact and context text, attribute values we read):
    // decoding every run of page text costs a fifth of the parse.
    { xmlMode: true, decodeEntities: false },
  );

  type Role = typeof NONE | 'fact' | 'exclude' | 'context' | 'contextField';

  function openElement(element: QName, attribs: Record<string, string>, scope: Scope): Role {
    if (INLINE_XBRL.has(element.uri)) {
      inline = true;
      if (element.local === 'exclude') {
        excludeDepth++;
        return 'exclude';
      }
      if (element.local === 'nonFraction' || element.local === 'nonNumeric') {
        const concept = resolve(decode(attribs.name ?? ''), scope, false).local;
        const numeric = element.local === 'nonFraction';
        if (!numeric && !TEXT_CONCEPTS.has(concept)) return NONE;
        const nilKey = Object.keys(attribs).find(
          (key) => key.endsWith(':nil') && resolve(key, scope, false).uri === XSI,
        );
        open.push({
          kind: numeric ? 'numeric' : 'text',
          concept,
          contextRef: decode(attribs.contextRef ?? '').trim(),
          attribs,
          nil: nilKey !== undefined && attribs[nilKey]!.trim() === 'true',
          text: '',
        });
        return 'fact';
      }
      return NONE;
    }
    if (element.uri === XBRLI) {
      if (element.local === 'context') {
        context = { id: decode(attribs.id ?? '').trim(), dimensions: {} };
        return 'context';
      }
      if (context && (element.local === 'instant' || element.local === 'startDate' || element.local === 'endDate')) {
        contextField = {
          kind: element.local === 'instant' ? 'instant' : element.local === 'startDate' ? 'start' : 'end',
        };
        contextText = '';
        return 'contextField';
      }
      return NONE;
    }
    if (element.uri === XBRLDI && context && element.local === 'explicitMember') {
      contextField = { kind: 'member', dimension: resolve(decode(attribs.dimension ?? ''), scope, false).local };
      contextText = '';
      return 'contextField';
    }
    return NONE;
  }

  function closeElement(role: Role) {
    switch (role) {
      case 'exclude':
        excludeDepth--;
        return;
      case 'fact':
        finishFact(open.pop()!);
        return;
      case 'context':
        if (context && context.id) contexts.set(context.id, context);
        context = undefined;
        return;
      case 'contextField': {
        const field = contextField;
        contextField = undefined;
        if (!context || !field) return;
        const value = decode(contextText).trim();
        if (field.kind === 'member') {
          // The member is a QName; its prefix does not matter, its local name does.
          context.dimensions[field.dimension] = value.slice(value.indexOf(':') + 1);
        } else context[field.kind] = value.slice(0, 10);
        return;
      }
    }
  }

  function finishFact(fact: OpenFact) {
    fact.text = decode(fact.text);
    if (fact.kind === 'text') {
      if (text.has(fact.concept)) return;
      const value = DATE_CONCEPTS.has(fact.concept)
        ? readDate(fact.text, fact.attribs.format)
        : fact.text.replace(/\s+/g, ' ').trim();
      if (value !== undefined) text.set(fact.concept, value);
      return;
    }
    if (fact.nil) {
      facts.push({ concept: fact.concept, contextRef: fact.contextRef, value: null });
      return;
    }
    try {
      const decimal = readNumber(fact.text, fact.attribs.format);
      let scale = Number.parseInt(fact.attribs.scale ?? '0', 10) || 0;
      // A head count tagged with a negative scale would read as a fraction of a person: the
      // software meant the number it displays.
      if (scale < 0 && isHeadCount(fact.concept)) scale = 0;
      const value = decimal === null ? null : scaleValue(decimal, scale, (fact.attribs.sign ?? '').trim() === '-');
      facts.push({ concept: fact.concept, contextRef: fact.contextRef, value });
    } catch (error) {
      if (!(error instanceof UnknownFormatError)) throw error;
      unreadable.push(fact.concept);
    }
  }

  // Bytes before the first tag (a BOM, junk) are text to the parser, not an error.
  parser.write(source);
  parser.end();
  return { contexts, facts, text, unreadable, inline };
}

const isHeadCount = (concept: string) =>
  concept === 'AverageNumberEmployeesDuringPeriod' || concept === 'EmployeesTotal';
