// One streaming pass over an iXBRL document: the contexts and the numeric and metadata facts.
// Elements and QName values are resolved through the in-scope xmlns declarations, so a prefix
// means nothing by itself: `ix:`, `ix11:` or a default namespace are the same Inline XBRL, and
// `uk-core:`, `core:` or `ns5:` the same taxonomy concept by local name.
//
// It drives htmlparser2's Tokenizer (XML mode) directly rather than its Parser: a filing is mostly
// styled XHTML that says nothing to us, and the Parser turns every tag name, attribute and run of
// text into strings and objects before we can look. The tokenizer reports positions instead, so
// the page's own markup costs a few comparisons and only Inline XBRL and XBRL instance elements
// are ever read out of the source. The Parser's one rule that matters is kept: a close tag closes
// the nearest open element of its name (and any left open inside it), an unmatched one is ignored,
// and whatever is still open at the end is closed there.
//
// It is linear in the document whatever the markup: the text inside facts goes once into one buffer,
// each fact taking its own slice (as positions) when it closes; a close tag naming no open element
// is known by a count per name, not a search of the stack; and the caps below stop the reading of a
// document too large, too deep or too full of facts, saying which, rather than using up the server.
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { readDate, readNumber, scaleValue, UnknownFormatError } from './formats';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** The namespaces whose elements are read; every other element (the page's XHTML) is passed over. */
const enum Namespace {
  Other,
  InlineXbrl,
  Xbrli,
  Xbrldi,
}
const INLINE_XBRL_2008 = 'http://www.xbrl.org/2008/inlineXBRL';
const INLINE_XBRL_2013 = 'http://www.xbrl.org/2013/inlineXBRL';
const XBRLI = 'http://www.xbrl.org/2003/instance';
const XBRLDI = 'http://xbrl.org/2006/xbrldi';

/** A declared namespace's kind (compared, not looked up: hashing every declared URI cost more). */
function kindOf(uri: string): Namespace {
  if (uri === INLINE_XBRL_2013 || uri === INLINE_XBRL_2008) return Namespace.InlineXbrl;
  if (uri === XBRLI) return Namespace.Xbrli;
  if (uri === XBRLDI) return Namespace.Xbrldi;
  return Namespace.Other;
}

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

/** The part of a QName after its prefix. */
const localOf = (qname: string) => qname.slice(qname.indexOf(':') + 1).trim();

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

/** How far a document is read; past a cap the reading stops and says why (`ParsedIxbrl.stopped`). */
export interface IxbrlLimits {
  /** Characters of source (real filings are 50 KB to a few MB, mostly styled XHTML). */
  readonly maxChars: number;
  /** Elements open at once (real filings nest a few dozen deep). */
  readonly maxDepth: number;
  /** Numeric and metadata facts (a large group's full accounts have a few thousand). */
  readonly maxFacts: number;
  /** Namespace declarations in scope at once (real filings declare a few dozen). */
  readonly maxBindings: number;
  /**
   * Characters of text in one fact: past it the fact is unreadable (a figure or a date is a few dozen
   * characters, a name under 200). Facts nested in facts each take their text: this bounds the cost.
   */
  readonly maxFactText: number;
}

export const IXBRL_LIMITS: IxbrlLimits = {
  maxChars: 10 * 1024 * 1024,
  maxDepth: 200,
  maxFacts: 50_000,
  maxBindings: 500,
  maxFactText: 1_000,
};

/** Why a reading stopped: the cap it reached. */
export interface IxbrlStop {
  readonly limit: 'size' | 'depth' | 'facts' | 'namespaces';
  readonly reason: string;
}

/** A numeric fact whose value could not be read: unknown format, absurd scale or digits, too long, not finite. */
export interface UnreadableFact {
  readonly concept: string;
  readonly contextRef: string;
  readonly reason: string;
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
  /** Numeric facts that could not be read, with their context and why (what `unreadable` names). */
  readonly unreadableFacts?: readonly UnreadableFact[];
  /** Set when a cap stopped the reading: what was read is incomplete and should not be used as the accounts. */
  readonly stopped?: IxbrlStop;
}

/** Thrown inside the tokenizer's callbacks to stop a reading at a cap; caught by `read`. */
class Stop {
  constructor(readonly stop: IxbrlStop) {}
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

/** What an open element is to the reader: most are nothing. */
const enum Role {
  None,
  Fact,
  Exclude,
  Context,
  ContextField,
}

interface OpenFact {
  readonly numeric: boolean;
  readonly concept: string;
  readonly contextRef: string;
  readonly format: string | undefined;
  readonly scale: string | undefined;
  readonly sign: string | undefined;
  readonly nil: boolean;
  /** Where the fact's text starts in the text buffer: its length and piece count when it opened. */
  readonly textStart: number;
  readonly pieceStart: number;
}

interface ContextDraft {
  id: string;
  instant?: string;
  start?: string;
  end?: string;
  dimensions: Record<string, string>;
}

type ContextField = 'instant' | 'start' | 'end' | { dimension: string };

/**
 * The tokenizer's listener. One is kept and reused: its stacks keep their storage from document to
 * document, and it holds nothing of a document once `read` returns.
 */
class IxbrlReader implements TokenizerCallbacks {
  private readonly tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: false }, this);
  private source = '';
  private limits = IXBRL_LIMITS;
  busy = false;

  // Namespace bindings in scope, innermost last; an element's own declarations are added while its
  // attributes are read and dropped when it closes.
  private prefixes: string[] = [];
  private uris: string[] = [];
  private kinds: Namespace[] = [];
  private bindings = 0;
  /** The default namespace's kind, kept apart: it is what almost every element needs. */
  private defaultKind = Namespace.Other;

  // Open elements, innermost last: the name, the bindings before it, its role; and how many open
  // elements have each name, so that a close tag matching none costs one look-up.
  private names: string[] = [];
  private openByName = new Map<string, number>();
  private bindingsBefore: number[] = [];
  private defaultBefore: Namespace[] = [];
  private roles: Role[] = [];
  private depth = 0;

  // The tag being read: its name and, per attribute, [name start, name end, value start, value end).
  private tagStart = 0;
  private tagEnd = 0;
  private tagBindings = 0;
  private tagDefault = Namespace.Other;
  private attributes: number[] = [];
  private attributeCount = 0;

  // What the document gives.
  private contexts = new Map<string, Context>();
  private facts: NumericFact[] = [];
  private text = new Map<string, string>();
  private unreadable: string[] = [];
  private inline = false;

  private open: OpenFact[] = [];
  private factCount = 0;
  // The text inside the open facts, once: pieces and their total length since the outermost opened.
  private pieces: string[] = [];
  private textLength = 0;
  private unreadableFacts: UnreadableFact[] = [];
  private excludeDepth = 0;
  private context: ContextDraft | undefined;
  /** What the text inside the current context element is: a date or a dimension's member. */
  private contextField: ContextField | undefined;
  private contextText = '';

  read(source: string, limits: IxbrlLimits): ParsedIxbrl {
    this.source = source;
    this.limits = limits;
    this.bindings = this.depth = this.attributeCount = this.excludeDepth = 0;
    this.factCount = this.textLength = 0;
    this.defaultKind = Namespace.Other;
    this.open = [];
    this.pieces = [];
    this.openByName.clear();
    this.unreadableFacts = [];
    this.context = this.contextField = undefined;
    this.contextText = '';
    this.contexts = new Map();
    this.facts = [];
    this.text = new Map();
    this.unreadable = [];
    this.inline = false;
    let stopped: IxbrlStop | undefined;
    try {
      if (source.length > limits.maxChars)
        throw new Stop({ limit: 'size', reason: `document larger than ${limits.maxChars} characters` });
      this.tokenizer.reset();
      // Bytes before the first tag (a BOM, junk) are text to the tokenizer, not an error.
      this.tokenizer.write(source);
      this.tokenizer.end();
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      stopped = error.stop;
    } finally {
      // Let go of the document (the tokenizer keeps its last buffer) and of the namespace strings.
      this.tokenizer.reset();
      this.source = '';
      this.prefixes.length = this.uris.length = this.kinds.length = this.names.length = 0;
      this.openByName.clear();
      this.open = [];
      this.pieces = [];
    }
    return {
      contexts: this.contexts,
      facts: this.facts,
      text: this.text,
      unreadable: this.unreadable,
      inline: this.inline,
      ...(this.unreadableFacts.length > 0 ? { unreadableFacts: this.unreadableFacts } : {}),
      ...(stopped ? { stopped } : {}),
    };
  }

  // ---- tokenizer callbacks ----

  onopentagname(start: number, end: number): void {
    this.tagStart = start;
    this.tagEnd = end;
    this.tagBindings = this.bindings;
    this.tagDefault = this.defaultKind;
    this.attributeCount = 0;
  }

  onattribname(start: number, end: number): void {
    const at = this.attributeCount++ * 4;
    const attributes = this.attributes;
    attributes[at] = start;
    attributes[at + 1] = end;
    attributes[at + 2] = -1;
    attributes[at + 3] = -1;
  }

  onattribdata(start: number, end: number): void {
    const at = (this.attributeCount - 1) * 4;
    if (at < 0) return;
    if (this.attributes[at + 2]! < 0) this.attributes[at + 2] = start;
    this.attributes[at + 3] = end;
  }

  onattribend(): void {
    const at = (this.attributeCount - 1) * 4;
    const start = this.attributes[at]!;
    const length = this.attributes[at + 1]! - start;
    const source = this.source;
    // xmlns="…" or xmlns:p="…": a namespace declaration, in scope from this element on.
    if (
      source.charCodeAt(start) !== 120 /* x */ ||
      !source.startsWith('xmlns', start) ||
      (length !== 5 && source.charCodeAt(start + 5) !== 58) /* : */
    )
      return;
    const uri = decode(this.valueAt(at)).trim();
    const kind = kindOf(uri);
    this.prefixes[this.bindings] = length === 5 ? '' : source.slice(start + 6, start + length);
    this.uris[this.bindings] = uri;
    this.kinds[this.bindings] = kind;
    // Each prefixed name is looked up through the bindings in scope: their number is capped.
    if (++this.bindings > this.limits.maxBindings)
      throw new Stop({
        limit: 'namespaces',
        reason: `more than ${this.limits.maxBindings} namespace declarations in scope`,
      });
    if (length === 5) this.defaultKind = kind;
  }

  onopentagend(): void {
    this.openElement();
  }

  onselfclosingtag(): void {
    this.openElement();
    this.closeInnermost();
  }

  onclosetag(start: number, end: number): void {
    const length = end - start;
    const source = this.source;
    const depth = this.depth;
    // Almost always the innermost element.
    const innermost = this.names[depth - 1];
    if (depth > 0 && innermost!.length === length && source.startsWith(innermost!, start)) {
      this.closeInnermost();
      return;
    }
    // An unmatched close tag is ignored: known at once, without searching the stack. A matched one
    // closes everything the search passes, so the search is paid for by those closes.
    const name = source.slice(start, end);
    if (!this.openByName.get(name)) return;
    for (let level = depth - 2; level >= 0; level--) {
      if (this.names[level] !== name) continue;
      while (this.depth > level) this.closeInnermost();
      return;
    }
  }

  ontext(start: number, end: number): void {
    if (this.contextField === undefined && (this.open.length === 0 || this.excludeDepth > 0)) return;
    this.addText(decode(this.source.slice(start, end)));
  }

  oncdata(start: number, end: number, offset: number): void {
    // CDATA is literal text: nothing in it is a reference.
    if (this.contextField === undefined && (this.open.length === 0 || this.excludeDepth > 0)) return;
    this.addText(this.source.slice(start, end - offset));
  }

  onend(): void {
    while (this.depth > 0) this.closeInnermost();
  }

  // Entities are not decoded by the tokenizer (decodeEntities: false): only the text we keep is.
  onattribentity(): void {}
  ontextentity(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  // ---- elements ----

  private addText(piece: string) {
    if (this.contextField !== undefined) this.contextText += piece;
    const open = this.open;
    if (this.excludeDepth > 0 || open.length === 0 || piece.length === 0) return;
    this.textLength += piece.length;
    // Once the innermost fact is past its cap so is every open fact (they contain it): their text is
    // never taken, so it is not kept; a fact opened later keeps its own from there.
    if (this.textLength - open[open.length - 1]!.textStart <= this.limits.maxFactText) this.pieces.push(piece);
  }

  /** A closing fact's text: the pieces since it opened; undefined when longer than the cap. */
  private takeText(fact: OpenFact): string | undefined {
    const length = this.textLength - fact.textStart;
    const text = length > this.limits.maxFactText ? undefined : this.pieces.slice(fact.pieceStart).join('');
    if (this.open.length === 0) {
      this.pieces.length = 0;
      this.textLength = 0;
    }
    return text;
  }

  /** The binding of the prefix at [start, end) of the source; -1 if it is not bound. */
  private bindingOf(start: number, end: number): number {
    const length = end - start;
    for (let i = this.bindings - 1; i >= 0; i--) {
      const prefix = this.prefixes[i]!;
      if (prefix.length === length && this.source.startsWith(prefix, start)) return i;
    }
    return -1;
  }

  private valueAt(at: number): string {
    const start = this.attributes[at + 2]!;
    return start < 0 ? '' : this.source.slice(start, this.attributes[at + 3]);
  }

  /** An attribute's raw value by its exact name (the first one, as XML parsers keep); undefined if absent. */
  private attribute(name: string): string | undefined {
    const source = this.source;
    for (let at = 0; at < this.attributeCount * 4; at += 4) {
      const start = this.attributes[at]!;
      if (this.attributes[at + 1]! - start === name.length && source.startsWith(name, start)) return this.valueAt(at);
    }
    return undefined;
  }

  /**
   * A fact's attributes in one pass: the first of each name counts (as XML parsers keep), and
   * xsi:nil is found under whatever prefix the document binds XSI to.
   */
  private factAttributes(numeric: boolean, concept: string): OpenFact {
    const source = this.source;
    const attributes = this.attributes;
    let contextRef: string | undefined;
    let format: string | undefined;
    let scale: string | undefined;
    let sign: string | undefined;
    let nil: boolean | undefined;
    for (let at = 0; at < this.attributeCount * 4; at += 4) {
      const start = attributes[at]!;
      const end = attributes[at + 1]!;
      const length = end - start;
      if (length === 10 && contextRef === undefined && source.startsWith('contextRef', start))
        contextRef = decode(this.valueAt(at)).trim();
      else if (length === 6 && format === undefined && source.startsWith('format', start))
        format = decode(this.valueAt(at));
      else if (length === 5 && scale === undefined && source.startsWith('scale', start))
        scale = decode(this.valueAt(at));
      else if (length === 4 && sign === undefined && source.startsWith('sign', start)) sign = decode(this.valueAt(at));
      else if (numeric && nil === undefined && length > 4 && source.startsWith(':nil', end - 4)) {
        const binding = this.bindingOf(start, end - 4);
        if (binding >= 0 && this.uris[binding] === XSI) nil = this.valueAt(at).trim() === 'true';
      }
    }
    return {
      numeric,
      concept,
      contextRef: contextRef ?? '',
      format,
      scale,
      sign,
      nil: nil === true,
      textStart: this.textLength,
      pieceStart: this.pieces.length,
    };
  }

  private openElement() {
    const source = this.source;
    const start = this.tagStart;
    const end = this.tagEnd;
    let colon = start;
    while (colon < end && source.charCodeAt(colon) !== 58 /* : */) colon++;
    let kind = this.defaultKind;
    if (colon < end) {
      const binding = this.bindingOf(start, colon);
      kind = binding < 0 ? Namespace.Other : this.kinds[binding]!;
    }
    // The page's own XHTML (almost every element) ends here: nothing is read out of it.
    const level = this.depth;
    if (level >= this.limits.maxDepth)
      throw new Stop({ limit: 'depth', reason: `elements nested more than ${this.limits.maxDepth} deep` });
    const role = kind === Namespace.Other ? Role.None : this.roleOf(kind, colon < end ? colon + 1 : start, end);
    this.depth++;
    const name = source.slice(start, end);
    this.names[level] = name;
    this.openByName.set(name, (this.openByName.get(name) ?? 0) + 1);
    this.bindingsBefore[level] = this.tagBindings;
    this.defaultBefore[level] = this.tagDefault;
    this.roles[level] = role;
  }

  private nameIs(start: number, end: number, local: string): boolean {
    return end - start === local.length && this.source.startsWith(local, start);
  }

  /** What an Inline XBRL or XBRL instance element whose local name is at [start, end) is, and what it starts. */
  private roleOf(kind: Namespace, start: number, end: number): Role {
    if (kind === Namespace.Xbrli) {
      if (this.nameIs(start, end, 'context')) {
        this.context = { id: decode(this.attribute('id') ?? '').trim(), dimensions: {} };
        return Role.Context;
      }
      if (!this.context) return Role.None;
      const field = this.nameIs(start, end, 'instant')
        ? 'instant'
        : this.nameIs(start, end, 'startDate')
          ? 'start'
          : this.nameIs(start, end, 'endDate')
            ? 'end'
            : undefined;
      if (field === undefined) return Role.None;
      this.contextField = field;
      this.contextText = '';
      return Role.ContextField;
    }
    if (kind === Namespace.Xbrldi) {
      if (!this.context || !this.nameIs(start, end, 'explicitMember')) return Role.None;
      this.contextField = { dimension: localOf(decode(this.attribute('dimension') ?? '')) };
      this.contextText = '';
      return Role.ContextField;
    }
    this.inline = true;
    if (this.nameIs(start, end, 'exclude')) {
      this.excludeDepth++;
      return Role.Exclude;
    }
    const numeric = this.nameIs(start, end, 'nonFraction');
    if (!numeric && !this.nameIs(start, end, 'nonNumeric')) return Role.None;
    const concept = localOf(decode(this.attribute('name') ?? ''));
    if (!numeric && !TEXT_CONCEPTS.has(concept)) return Role.None;
    if (++this.factCount > this.limits.maxFacts)
      throw new Stop({ limit: 'facts', reason: `more than ${this.limits.maxFacts} facts` });
    this.open.push(this.factAttributes(numeric, concept));
    return Role.Fact;
  }

  private closeInnermost() {
    const level = --this.depth;
    const name = this.names[level]!;
    this.openByName.set(name, this.openByName.get(name)! - 1);
    this.bindings = this.bindingsBefore[level]!;
    this.defaultKind = this.defaultBefore[level]!;
    switch (this.roles[level]) {
      case Role.Exclude:
        this.excludeDepth--;
        return;
      case Role.Fact:
        this.finishFact(this.open.pop()!);
        return;
      case Role.Context:
        if (this.context && this.context.id) this.contexts.set(this.context.id, this.context);
        this.context = undefined;
        return;
      case Role.ContextField: {
        const field = this.contextField;
        this.contextField = undefined;
        if (!this.context || field === undefined) return;
        const value = this.contextText.trim();
        // A member is a QName: its prefix does not matter, its local name does.
        if (typeof field === 'object') this.context.dimensions[field.dimension] = localOf(value);
        else this.context[field] = value.slice(0, 10);
        return;
      }
    }
  }

  private finishFact(fact: OpenFact) {
    const text = this.takeText(fact);
    if (!fact.numeric) {
      if (text === undefined || this.text.has(fact.concept)) return;
      const value = DATE_CONCEPTS.has(fact.concept) ? readDate(text, fact.format) : text.replace(/\s+/g, ' ').trim();
      if (value !== undefined) this.text.set(fact.concept, value);
      return;
    }
    if (fact.nil) {
      this.facts.push({ concept: fact.concept, contextRef: fact.contextRef, value: null });
      return;
    }
    if (text === undefined) return this.unreadableFact(fact, `text longer than ${this.limits.maxFactText} characters`);
    let decimal: string | null;
    try {
      decimal = readNumber(text, fact.format);
    } catch (error) {
      if (!(error instanceof UnknownFormatError)) throw error;
      return this.unreadableFact(fact, error.message);
    }
    if (decimal !== null && decimal.length - (decimal.includes('.') ? 1 : 0) > MAX_DIGITS)
      return this.unreadableFact(fact, `more than ${MAX_DIGITS} digits`);
    let scale = Number.parseInt(fact.scale ?? '0', 10) || 0;
    if (Math.abs(scale) > MAX_SCALE) return this.unreadableFact(fact, `scale ${scale} beyond ±${MAX_SCALE}`);
    // A head count tagged with a negative scale would read as a fraction of a person: the
    // software meant the number it displays.
    if (scale < 0 && isHeadCount(fact.concept)) scale = 0;
    const value = decimal === null ? null : scaleValue(decimal, scale, (fact.sign ?? '').trim() === '-');
    if (value !== null && !Number.isFinite(value)) return this.unreadableFact(fact, 'not a finite number');
    this.facts.push({ concept: fact.concept, contextRef: fact.contextRef, value });
  }

  private unreadableFact(fact: OpenFact, reason: string) {
    this.unreadable.push(fact.concept);
    this.unreadableFacts.push({ concept: fact.concept, contextRef: fact.contextRef, reason });
  }
}

/** Digits a figure may have (pence of a trillion pounds is 15): more is no amount anyone filed. */
const MAX_DIGITS = 30;
/** Powers of ten a scale may give (9, billions, is the largest in use; -2 the smallest). */
const MAX_SCALE = 30;

const isHeadCount = (concept: string) =>
  concept === 'AverageNumberEmployeesDuringPeriod' || concept === 'EmployeesTotal';

let shared: IxbrlReader | undefined;

/**
 * Reads every context and numeric fact of an iXBRL document; never throws on malformed markup. Past
 * a cap (`limits`) it stops and says so in `stopped`.
 */
export function parseIxbrl(source: string, limits: IxbrlLimits = IXBRL_LIMITS): ParsedIxbrl {
  // One reader serves every call (parsing is synchronous); a call made while it is busy gets its own.
  const reader = shared && !shared.busy ? shared : new IxbrlReader();
  shared ??= reader;
  reader.busy = true;
  try {
    return reader.read(source, limits);
  } finally {
    reader.busy = false;
  }
}
