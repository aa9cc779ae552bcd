import type { Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../input/error-reporter.js';
import type { Source } from '../input/source.js';
import { CharRefDecoder } from './char-ref.js';
import { XML_ERR } from './xml-error-codes.js';
import {
  AttributeLender,
  attributeNames,
  DUPLICATE_SCAN_LIMIT,
  hasAttributeNamed,
  SpanLender,
  TagScratch,
  TokenAttribute,
  returnTagScratch,
  takeAttributes,
  takeTagScratch,
} from '../common/token-attributes.js';
import { XmlTag, type XmlTokenSink } from './xml-token.js';
import { nameAt } from './name-cache.js';
import { isSpace, XmlDoctypeStates } from './doctype-states.js';


/** Literal tabs and line feeds in an attribute value (#AVNormalize); `replace` resets its lastIndex. */
const TAB_OR_LF = /[\t\n]/g;


export interface XmlTokenizerOptions {
  /** Resolve the HTML named character references too (`&nbsp;` in XHTML). */
  htmlEntities: boolean;
  /** Record attribute spans on tag tokens (for source locations, error positions and tokens). */
  trackAttributeSpans: boolean;
  /**
   * Decode character and entity references (default true). When false, text and attribute
   * values are kept as written, references and literal whitespace included (htmlparser2's
   * `decodeEntities: false`).
   */
  decodeReferences?: boolean;
  /** Lowercase element names in start and end tags (htmlparser2's `lowerCaseTags`). */
  lowerCaseTags?: boolean;
  /** Lowercase attribute names (htmlparser2's `lowerCaseAttributeNames`). */
  lowerCaseAttributeNames?: boolean;
  /**
   * Lend tags' attribute objects and arrays (refilled for later tags) to a sink that only reads
   * them during its call (see AttributeLender); else each tag with attributes gets its own.
   */
  lendAttributes?: boolean;
}

/**
 * The XML5 tokenizer. The whole input is in memory, so each state is a stretch of code that
 * scans with indexOf/charCodeAt and slices once; the state names in the comments are XML5's.
 * Text is merged across character references and handed over in one piece before the next
 * token.
 */
export class XmlTokenizer extends XmlDoctypeStates {
  protected readonly text: string;
  protected readonly len: number;
  protected readonly refs: CharRefDecoder;
  /** Merged text not yet handed to the sink, and where it started (-1: none). */
  private pendingText = '';
  private pendingStart = -1;
  /** Cached offset of the next `&` at or after the scan position (len: none). */
  private nextAmp = -1;
  /** Cached offset of the next `<` at or after the scan position (len: none). */
  private nextLt = -1;
  /**
   * Cached offsets of the next tab and the next line feed at or after the last attribute value
   * looked at (len: none), so that values are not searched for them one by one.
   */
  private nextTab = -1;
  private nextLf = -1;
  /** The one tag object, refilled for every start tag. */
  private readonly tag = new XmlTag();
  /** Kept between parses (see TagScratch), given back at the end of `run`. */
  private readonly scratch: TagScratch;
  /** The current tag's attributes are attrList[0, attrCount); the list is reused from tag to tag. */
  private readonly attrList: Attribute[];
  private attrCount = 0;
  /** The current tag's attribute names, once it has more than DUPLICATE_SCAN_LIMIT of them. */
  private attrNames: Set<string> | null = null;
  private readonly lender: AttributeLender | null;
  /** Where the tags' attribute spans are collected when they are tracked, else null. */
  private readonly spans: SpanLender | null;
  private readonly decodeReferences: boolean;
  private readonly lowerCaseTags: boolean;
  private readonly lowerCaseAttributeNames: boolean;

  constructor(
    source: Source,
    protected readonly sink: XmlTokenSink,
    protected readonly errors: ErrorReporter,
    options: XmlTokenizerOptions,
  ) {
    super();
    this.text = source.text;
    this.len = source.text.length;
    this.refs = new CharRefDecoder(errors, options.htmlEntities);
    this.decodeReferences = options.decodeReferences !== false;
    this.lowerCaseTags = options.lowerCaseTags === true;
    this.lowerCaseAttributeNames = options.lowerCaseAttributeNames === true;
    const scratch = (this.scratch = takeTagScratch());
    this.attrList = scratch.list;
    this.lender = options.lendAttributes === true ? (scratch.lender ??= new AttributeLender()) : null;
    this.spans = options.trackAttributeSpans ? (scratch.spans ??= new SpanLender()) : null;
    // Without decoding, no `&` is ever looked for: the cached "next `&`" is the end of input.
    if (!this.decodeReferences) this.nextAmp = this.len;
  }

  run(): void {
    const text = this.text;
    const len = this.len;
    let pos = 0;
    // §data state
    while (pos < len) {
      if (this.nextLt < pos) {
        const i = text.indexOf('<', pos);
        this.nextLt = i === -1 ? len : i;
      }
      const amp = this.ampFrom(pos);
      const stop = this.nextLt < amp ? this.nextLt : amp;
      if (stop > pos) this.appendText(text.slice(pos, stop), pos);
      if (stop >= len) break;
      if (stop === amp) {
        pos = this.refs.decode(text, stop, stop, true);
        this.appendText(this.refs.value, stop);
      } else {
        pos = this.tagOpen(stop);
      }
    }
    this.flushText(len);
    this.sink.onEof(len);
    returnTagScratch(this.scratch);
  }

  private ampFrom(pos: number): number {
    if (this.nextAmp < pos) {
      const i = this.text.indexOf('&', pos);
      this.nextAmp = i === -1 ? this.len : i;
    }
    return this.nextAmp;
  }

  private appendText(s: string, start: number): void {
    if (this.pendingStart === -1) this.pendingStart = start;
    this.pendingText += s;
  }

  protected flushText(end: number): void {
    if (this.pendingStart !== -1) {
      this.sink.onText(this.pendingText, this.pendingStart, end);
      this.pendingText = '';
      this.pendingStart = -1;
    }
  }

  /** §tag state: just after a `<` at `lt`. Returns where the data state resumes. */
  private tagOpen(lt: number): number {
    const p = lt + 1;
    if (p >= this.len) {
      this.errors.report(XML_ERR.eofBeforeTagName, p);
      this.appendText('<', lt);
      return p;
    }
    const c = this.text.charCodeAt(p);
    switch (c) {
      case 0x21: // !
        return this.markupDeclaration(lt);
      case 0x2f: // /
        return this.endTagOpen(lt);
      case 0x3f: // ?
        return this.processingInstruction(lt);
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x3a: // :
      case 0x3c: // <
      case 0x3e: // >
        this.errors.report(XML_ERR.invalidFirstCharacterOfTagName, p);
        this.appendText('<', lt);
        return p;
      default:
        return this.startTag(lt);
    }
  }

  /** §tag name state and the attribute states, up to the end of a start or empty-element tag. */
  private startTag(lt: number): number {
    const text = this.text;
    const len = this.len;
    let p = lt + 1;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (isSpace(c) || c === 0x2f || c === 0x3e) break;
      p++;
    }
    const tagName = nameAt(text, lt + 1, p);
    const token = this.tag;
    token.reset(this.lowerCaseTags ? tagName.toLowerCase() : tagName, lt, len);
    this.attrCount = 0;
    let afterQuotedValue = false;
    for (;;) {
      // §tag attribute name before state
      const spaceStart = p;
      while (p < len && isSpace(text.charCodeAt(p))) p++;
      if (p >= len) {
        this.errors.report(XML_ERR.eofInTag, len);
        return this.emitStartTag(token, len);
      }
      let c = text.charCodeAt(p);
      if (c === 0x3e) return this.emitStartTag(token, p + 1);
      if (c === 0x2f) {
        // §empty tag state
        if (text.charCodeAt(p + 1) === 0x3e) {
          token.selfClosing = true;
          return this.emitStartTag(token, p + 2);
        }
        this.errors.report(XML_ERR.unexpectedSolidusInTag, p);
        p++;
        afterQuotedValue = false;
        continue;
      }
      if (afterQuotedValue && p === spaceStart) this.errors.report(XML_ERR.missingWhitespaceBetweenAttributes, p);
      afterQuotedValue = false;
      // §tag attribute name state (the first character is part of the name, even `=`)
      const nameStart = p++;
      while (p < len) {
        c = text.charCodeAt(p);
        if (isSpace(c) || c === 0x3d || c === 0x3e || c === 0x2f) break;
        p++;
      }
      const nameEnd = p;
      const writtenName = nameAt(text, nameStart, p);
      const name = this.lowerCaseAttributeNames ? writtenName.toLowerCase() : writtenName;
      // §tag attribute name after state
      while (p < len && isSpace(text.charCodeAt(p))) p++;
      if (text.charCodeAt(p) !== 0x3d) {
        if (p < len) this.errors.report(XML_ERR.missingAttributeValue, p);
        this.addAttribute(token, name, '', nameStart, nameEnd, nameEnd, nameEnd, nameEnd);
        continue;
      }
      p++;
      // §tag attribute value before state
      while (p < len && isSpace(text.charCodeAt(p))) p++;
      c = text.charCodeAt(p);
      if (c === 0x22 || c === 0x27) {
        // §tag attribute value (double-quoted / single-quoted) state
        const close = text.indexOf(c === 0x22 ? '"' : "'", p + 1);
        if (close === -1) {
          this.addAttribute(token, name, this.attributeValue(p + 1, len), nameStart, nameEnd, p + 1, len, len);
          this.errors.report(XML_ERR.eofInTag, len);
          return this.emitStartTag(token, len);
        }
        this.addAttribute(token, name, this.attributeValue(p + 1, close), nameStart, nameEnd, p + 1, close, close + 1);
        p = close + 1;
        afterQuotedValue = true;
        continue;
      }
      if (p >= len || c === 0x3e) {
        if (p < len) this.errors.report(XML_ERR.missingAttributeValue, p);
        this.addAttribute(token, name, '', nameStart, nameEnd, nameEnd, nameEnd, p);
        continue;
      }
      // §tag attribute value (unquoted) state
      this.errors.report(XML_ERR.unquotedAttributeValue, p);
      const valueStart = p;
      while (p < len) {
        c = text.charCodeAt(p);
        if (isSpace(c) || c === 0x3e) break;
        p++;
      }
      this.addAttribute(token, name, this.attributeValue(valueStart, p), nameStart, nameEnd, valueStart, p, p);
    }
  }

  /**
   * An attribute value's text in [from, to): references decoded, literal whitespace normalized
   * (as written when references are not decoded).
   */
  private attributeValue(from: number, to: number): string {
    const text = this.text;
    if (!this.decodeReferences) return text.slice(from, to);
    let amp = this.ampFrom(from);
    if (amp >= to) return this.normalizedValue(from, to);
    let out = '';
    let p = from;
    while (amp < to) {
      out += this.normalizedValue(p, amp);
      p = this.refs.decode(text, amp, amp, true);
      out += this.refs.value;
      amp = this.ampFrom(p);
    }
    return out + this.normalizedValue(p, to);
  }

  /** text[from, to) with literal tabs and line feeds as spaces (XML 1.0, "Attribute-Value Normalization", #AVNormalize). */
  private normalizedValue(from: number, to: number): string {
    const text = this.text;
    if (this.nextTab < from) {
      const i = text.indexOf('\t', from);
      this.nextTab = i === -1 ? this.len : i;
    }
    if (this.nextLf < from) {
      const i = text.indexOf('\n', from);
      this.nextLf = i === -1 ? this.len : i;
    }
    const value = text.slice(from, to);
    return this.nextTab >= to && this.nextLf >= to ? value : value.replace(TAB_OR_LF, ' ');
  }

  /**
   * Adds an attribute unless the tag already has one of that name (the first wins). The spans
   * are the name's, the value's (inside any quotes) and where the attribute ends.
   */
  private addAttribute(
    token: XmlTag,
    name: string,
    value: string,
    nameStart: number,
    nameEnd: number,
    valueStart: number,
    valueEnd: number,
    end: number,
  ): void {
    if (this.hasAttribute(name)) {
      this.errors.report(XML_ERR.duplicateAttribute, nameStart);
      return;
    }
    const lender = this.lender;
    this.attrList[this.attrCount] = lender === null ? new TokenAttribute(name, value) : lender.attribute(this.attrCount, name, value);
    this.attrCount++;
    if (this.attrNames !== null) this.attrNames.add(name);
    if (this.spans !== null) this.spans.set(this.attrCount - 1, nameStart, nameEnd, valueStart, valueEnd, end);
  }

  /** Whether the current tag has an attribute `name`: a scan for the usual few, a Set past that. */
  private hasAttribute(name: string): boolean {
    if (this.attrCount <= DUPLICATE_SCAN_LIMIT) return hasAttributeNamed(this.attrList, this.attrCount, name);
    return (this.attrNames ??= attributeNames(this.attrList, this.attrCount)).has(name);
  }

  private emitStartTag(token: XmlTag, end: number): number {
    token.end = end;
    token.attrs = takeAttributes(this.attrList, this.attrCount, this.lender);
    if (this.spans !== null) token.attrSpans = this.spans.take(this.attrCount);
    this.attrNames = null;
    this.flushText(token.start);
    this.sink.onStartTag(token);
    return end;
  }

  /** §end tag state, §end tag name state, §end tag name after state. */
  private endTagOpen(lt: number): number {
    const text = this.text;
    const len = this.len;
    let p = lt + 2;
    if (p >= len) {
      this.errors.report(XML_ERR.eofBeforeTagName, p);
      this.appendText('</', lt);
      return p;
    }
    let c = text.charCodeAt(p);
    if (c === 0x3e) {
      this.flushText(lt);
      this.sink.onEndTag('', lt, p + 1);
      return p + 1;
    }
    if (isSpace(c) || c === 0x3c || c === 0x3a) {
      this.errors.report(XML_ERR.invalidFirstCharacterOfTagName, p);
      this.appendText('</', lt);
      return p;
    }
    while (p < len) {
      c = text.charCodeAt(p);
      if (isSpace(c) || c === 0x2f || c === 0x3e) break;
      p++;
    }
    const written = nameAt(text, lt + 2, p);
    const name = this.lowerCaseTags ? written.toLowerCase() : written;
    let reported = false;
    while (p < len && (c = text.charCodeAt(p)) !== 0x3e) {
      if (!reported && !isSpace(c)) {
        this.errors.report(c === 0x2f ? XML_ERR.unexpectedSolidusInTag : XML_ERR.unexpectedCharacterInEndTag, p);
        reported = true;
      }
      p++;
    }
    if (p >= len) this.errors.report(XML_ERR.eofInTag, len);
    const end = p >= len ? len : p + 1;
    this.flushText(lt);
    this.sink.onEndTag(name, lt, end);
    return end;
  }

  /** §pi state, §pi target state, §pi target after state, §pi data state, §pi after state. */
  private processingInstruction(lt: number): number {
    const text = this.text;
    const len = this.len;
    let p = lt + 2;
    if (p >= len) {
      this.errors.report(XML_ERR.eofInProcessingInstruction, p);
      return this.bogusComment(lt, p);
    }
    let c = text.charCodeAt(p);
    if (isSpace(c) || c === 0x3f || c === 0x3e) {
      this.errors.report(XML_ERR.missingProcessingInstructionTarget, p);
      return this.bogusComment(lt, p);
    }
    while (p < len) {
      c = text.charCodeAt(p);
      if (isSpace(c) || c === 0x3f) break;
      p++;
    }
    const target = text.slice(lt + 2, p);
    while (p < len && isSpace(text.charCodeAt(p))) p++;
    const close = text.indexOf('?>', p);
    let data: string;
    let end: number;
    if (close === -1) {
      this.errors.report(XML_ERR.eofInProcessingInstruction, len);
      data = text.slice(p, len);
      end = len;
    } else {
      data = text.slice(p, close);
      end = close + 2;
    }
    this.flushText(lt);
    this.sink.onProcessingInstruction(target, data, lt, end);
    return end;
  }

  /** §bogus comment state: everything from `from` to the next `>` is a comment. */
  private bogusComment(lt: number, from: number): number {
    const gt = this.text.indexOf('>', from);
    const end = gt === -1 ? this.len : gt + 1;
    this.flushText(lt);
    this.sink.onComment(this.text.slice(from, gt === -1 ? this.len : gt), lt, end);
    return end;
  }

  /** §markup declaration state: just after `<!`. */
  private markupDeclaration(lt: number): number {
    const text = this.text;
    const p = lt + 2;
    if (text.startsWith('--', p)) return this.comment(lt, p + 2);
    if (text.startsWith('[CDATA[', p)) return this.cdata(lt, p + 7);
    const c = text.charCodeAt(p);
    if ((c === 0x44 || c === 0x64) && text.slice(p, p + 7).toUpperCase() === 'DOCTYPE') return this.doctype(lt, p + 7);
    this.errors.report(XML_ERR.incorrectlyOpenedComment, p);
    return this.bogusComment(lt, p);
  }

  /** §comment start state through §comment end bang state, found with indexOf('--'). */
  private comment(lt: number, p: number): number {
    const text = this.text;
    const len = this.len;
    if (text.charCodeAt(p) === 0x3e || (text.charCodeAt(p) === 0x2d && text.charCodeAt(p + 1) === 0x3e)) {
      this.errors.report(XML_ERR.abruptClosingOfEmptyComment, p);
      const end = text.charCodeAt(p) === 0x3e ? p + 1 : p + 2;
      this.flushText(lt);
      this.sink.onComment('', lt, end);
      return end;
    }
    let q = p;
    let dataEnd: number;
    let end: number;
    for (;;) {
      const d = text.indexOf('--', q);
      if (d === -1) {
        this.errors.report(XML_ERR.eofInComment, len);
        // Dashes that could still have begun the comment end, or `--!` (§comment end bang state),
        // are not data.
        dataEnd = len;
        if (dataEnd - 3 >= p && text.startsWith('--!', dataEnd - 3)) dataEnd -= 3;
        if (dataEnd > p && text.charCodeAt(dataEnd - 1) === 0x2d) dataEnd--;
        if (dataEnd > p && text.charCodeAt(dataEnd - 1) === 0x2d) dataEnd--;
        end = len;
        break;
      }
      const after = text.charCodeAt(d + 2);
      if (after === 0x3e) {
        dataEnd = d;
        end = d + 3;
        break;
      }
      if (after === 0x21 && text.charCodeAt(d + 3) === 0x3e) {
        this.errors.report(XML_ERR.incorrectlyClosedComment, d);
        dataEnd = d;
        end = d + 4;
        break;
      }
      q = d + 1;
    }
    // §comment less-than sign bang dash dash state: `<!--` inside is an error unless a `>` or the
    // end of the input follows it (`<!--<!-->` is one comment, and no error).
    for (let n = text.indexOf('<!--', p); n !== -1 && n < dataEnd; n = text.indexOf('<!--', n + 4)) {
      if (n + 4 < len && text.charCodeAt(n + 4) !== 0x3e) this.errors.report(XML_ERR.nestedComment, n);
    }
    this.flushText(lt);
    this.sink.onComment(text.slice(p, dataEnd), lt, end);
    return end;
  }

  /** §cdata state, §cdata bracket state, §cdata end state. */
  private cdata(lt: number, p: number): number {
    const text = this.text;
    const close = text.indexOf(']]>', p);
    let dataEnd = close;
    let end = close + 3;
    if (close === -1) {
      this.errors.report(XML_ERR.eofInCdata, this.len);
      // Brackets that could still have begun `]]>` are not data.
      dataEnd = this.len;
      if (dataEnd > p && text.charCodeAt(dataEnd - 1) === 0x5d) dataEnd--;
      if (dataEnd > p && text.charCodeAt(dataEnd - 1) === 0x5d) dataEnd--;
      end = this.len;
    }
    this.flushText(lt);
    this.sink.onCdata(text.slice(p, dataEnd), lt, end);
    return end;
  }
}
