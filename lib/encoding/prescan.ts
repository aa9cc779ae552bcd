import { extractEncodingFromMeta } from './meta.js';
import {
  encodingForLabel,
  isAsciiWhitespace as isWhitespace,
  isUtf16,
  UTF_16BE,
  UTF_16LE,
  UTF_8,
  WINDOWS_1252,
  X_USER_DEFINED,
} from './labels.js';
import { isSupported } from './decode.js';

/** How many bytes the prescan looks at: the spec encourages 1024 (#encoding-sniffing-algorithm). */
export const PRESCAN_LENGTH = 1024;

export interface PrescanResult {
  encoding: string;
  /** A `<meta>`, or an XML declaration (`<?x` in UTF-16, or `<?xml ... encoding=...>`). */
  source: 'meta' | 'xml-declaration';
}

/** What `prescan` answers when it ran out of bytes that are not the last ones. */
export const PRESCAN_NEEDS_MORE = 'need-more-bytes';

const enum Attr {
  /** The bytes ran out: the prescan aborts. */
  RAN_OUT,
  /** No further attribute (a `>`). */
  NONE,
  /** An attribute, in `name` and `value`. */
  FOUND,
}

function isAsciiLetter(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

/** The byte as a code point, A-Z lowercased (the prescan's attribute names and values). */
function lowered(b: number): string {
  return String.fromCharCode(b >= 0x41 && b <= 0x5a ? b + 0x20 : b);
}

/**
 * One run of "prescan a byte stream to determine its encoding"
 * (#prescan-a-byte-stream-to-determine-its-encoding) over `bytes[0, end)`: running past `end`
 * is the spec's "runs out of bytes or reaches its end condition".
 */
class Prescan {
  position = 0;
  name = '';
  value = '';

  constructor(
    private readonly bytes: Uint8Array,
    private readonly end: number,
  ) {}

  /** The loop; null when it ran out of bytes. */
  run(): PrescanResult | null {
    const bytes = this.bytes;
    const end = this.end;
    // Prescan for UTF-16 XML declarations: `<?x` in UTF-16, the encoding name not checked.
    if (this.startsWith([0x3c, 0, 0x3f, 0, 0x78, 0])) return { encoding: UTF_16LE, source: 'xml-declaration' };
    if (this.startsWith([0, 0x3c, 0, 0x3f, 0, 0x78])) return { encoding: UTF_16BE, source: 'xml-declaration' };
    for (; this.position < end; this.position++) {
      const position = this.position;
      if (bytes[position] !== 0x3c) continue; // "Any other byte": nothing to do.
      if (position + 1 >= end) return null;
      const next = bytes[position + 1]!;
      if (next === 0x21 && bytes[position + 2] === 0x2d && bytes[position + 3] === 0x2d) {
        // `<!--`: on to the first `>` after it preceded by `--` (those of `<!--` count).
        let i = position + 4;
        while (i < end && !(bytes[i] === 0x3e && bytes[i - 1] === 0x2d && bytes[i - 2] === 0x2d)) i++;
        if (i >= end) return null;
        this.position = i;
      } else if (this.isMetaStart(position)) {
        if (position + 5 >= end) return null;
        this.position = position + 5;
        const found = this.meta();
        if (found === Attr.RAN_OUT) return null;
        if (found !== null) return { encoding: found, source: 'meta' };
      } else if (isAsciiLetter(next) || (next === 0x2f && position + 2 < end && isAsciiLetter(bytes[position + 2]!))) {
        // A start or end tag: past its name, then past its attributes.
        let i = position + 2;
        while (i < end && !isWhitespace(bytes[i]!) && bytes[i] !== 0x3e) i++;
        if (i >= end) return null;
        this.position = i;
        let attribute: Attr;
        do attribute = this.getAttribute();
        while (attribute === Attr.FOUND);
        if (attribute === Attr.RAN_OUT) return null;
      } else if (next === 0x21 || next === 0x2f || next === 0x3f) {
        // `<!`, `</`, `<?`: on to the first `>` after the `<`.
        const close = bytes.indexOf(0x3e, position + 2);
        if (close === -1 || close >= end) return null;
        this.position = close;
      }
    }
    return null;
  }

  private startsWith(sequence: readonly number[]): boolean {
    if (this.end < sequence.length) return false;
    for (let i = 0; i < sequence.length; i++) if (this.bytes[i] !== sequence[i]) return false;
    return true;
  }

  /** `<meta` case-insensitively, then whitespace or `/`; the bytes may end before that. */
  private isMetaStart(position: number): boolean {
    const bytes = this.bytes;
    return (
      (bytes[position + 1]! | 0x20) === 0x6d &&
      (bytes[position + 2]! | 0x20) === 0x65 &&
      (bytes[position + 3]! | 0x20) === 0x74 &&
      (bytes[position + 4]! | 0x20) === 0x61 &&
      (position + 5 >= this.end || isWhitespace(bytes[position + 5]!) || bytes[position + 5] === 0x2f)
    );
  }

  /**
   * The attributes of a `<meta>`, from the whitespace or `/` after its name: the encoding it
   * declares, null when it declares none (the loop goes on after its `>`), or RAN_OUT.
   */
  private meta(): string | null | Attr.RAN_OUT {
    const attributeList = new Set<string>();
    let gotPragma = false;
    let needPragma: boolean | null = null;
    // undefined is the spec's "null value"; null is failure.
    let charset: string | null | undefined = undefined;
    for (;;) {
      const attribute = this.getAttribute();
      if (attribute === Attr.RAN_OUT) return Attr.RAN_OUT;
      if (attribute === Attr.NONE) break;
      const name = this.name;
      if (attributeList.has(name)) continue;
      attributeList.add(name);
      if (name === 'http-equiv') {
        if (this.value === 'content-type') gotPragma = true;
      } else if (name === 'content') {
        const encoding = extractEncodingFromMeta(this.value);
        if (encoding !== null && charset === undefined) {
          charset = encoding;
          needPragma = true;
        }
      } else if (name === 'charset') {
        charset = encodingForLabel(this.value);
        needPragma = false;
      }
    }
    // Processing.
    if (needPragma === null || (needPragma && !gotPragma) || charset === null || charset === undefined) return null;
    if (isUtf16(charset)) charset = UTF_8;
    else if (charset === X_USER_DEFINED) charset = WINDOWS_1252;
    // An encoding this platform cannot decode counts as failure: the scan goes on.
    return isSupported(charset) ? charset : null;
  }

  /** "Get an attribute": leaves `position` after it (on the `>` when there is none). */
  private getAttribute(): Attr {
    const bytes = this.bytes;
    const end = this.end;
    let position = this.position;
    let b: number;
    while (position < end && (isWhitespace((b = bytes[position]!)) || b === 0x2f)) position++;
    this.position = position;
    if (position >= end) return Attr.RAN_OUT;
    if (bytes[position] === 0x3e) return Attr.NONE;
    let name = '';
    let value = '';
    // The name.
    for (;;) {
      if (position >= end) return Attr.RAN_OUT;
      b = bytes[position]!;
      if (b === 0x3d && name !== '') {
        position++;
        break;
      }
      if (isWhitespace(b)) {
        // Spaces: an `=` may still follow.
        while (position < end && isWhitespace(bytes[position]!)) position++;
        if (position >= end) return Attr.RAN_OUT;
        if (bytes[position] !== 0x3d) return this.found(name, '', position);
        position++;
        break;
      }
      if (b === 0x2f || b === 0x3e) return this.found(name, '', position);
      name += lowered(b);
      position++;
    }
    // The value.
    while (position < end && isWhitespace(bytes[position]!)) position++;
    if (position >= end) return Attr.RAN_OUT;
    b = bytes[position]!;
    if (b === 0x22 || b === 0x27) {
      const quote = b;
      for (;;) {
        position++;
        if (position >= end) return Attr.RAN_OUT;
        const c = bytes[position]!;
        if (c === quote) return this.found(name, value, position + 1);
        value += lowered(c);
      }
    }
    if (b === 0x3e) return this.found(name, '', position);
    for (;;) {
      value += lowered(bytes[position]!);
      position++;
      if (position >= end) return Attr.RAN_OUT;
      b = bytes[position]!;
      if (isWhitespace(b) || b === 0x3e) return this.found(name, value, position);
    }
  }

  private found(name: string, value: string, position: number): Attr.FOUND {
    this.name = name;
    this.value = value;
    this.position = position;
    return Attr.FOUND;
  }
}

/**
 * "Get an XML encoding" (#concept-get-xml-encoding-when-sniffing), what an aborted prescan
 * answers: the `encoding` of an XML declaration at the very start of `bytes[0, end)`, or null.
 * The searches stay inside the declaration, up to its first `>`.
 */
export function xmlDeclarationEncoding(bytes: Uint8Array, end: number): string | null {
  if (end < 5 || bytes[0] !== 0x3c || bytes[1] !== 0x3f || bytes[2] !== 0x78 || bytes[3] !== 0x6d || bytes[4] !== 0x6c) {
    return null;
  }
  const declarationEnd = bytes.indexOf(0x3e, 5);
  if (declarationEnd === -1 || declarationEnd >= end) return null;
  let position = indexOfAscii(bytes, 'encoding', 5, declarationEnd);
  if (position === -1) return null;
  position += 8;
  while (position < declarationEnd && bytes[position]! <= 0x20) position++;
  if (bytes[position] !== 0x3d) return null;
  position++;
  while (position < declarationEnd && bytes[position]! <= 0x20) position++;
  const quote = bytes[position];
  if (quote !== 0x22 && quote !== 0x27) return null;
  position++;
  const close = bytes.indexOf(quote, position);
  if (close === -1 || close >= declarationEnd) return null;
  let label = '';
  for (let i = position; i < close; i++) {
    if (bytes[i]! <= 0x20) return null;
    label += String.fromCharCode(bytes[i]!);
  }
  const encoding = encodingForLabel(label);
  return encoding !== null && isUtf16(encoding) ? UTF_8 : encoding;
}

function indexOfAscii(bytes: Uint8Array, text: string, from: number, end: number): number {
  const first = text.charCodeAt(0);
  for (let i = bytes.indexOf(first, from); i !== -1 && i + text.length <= end; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < text.length && bytes[i + j] === text.charCodeAt(j)) j++;
    if (j === text.length) return i;
  }
  return -1;
}

/**
 * Prescans `bytes` (its first PRESCAN_LENGTH bytes) for the encoding a `<meta>` or an XML
 * declaration gives. `complete` says whether `bytes` are all there will be: when they are not
 * and the scan runs out before PRESCAN_LENGTH bytes, the answer is PRESCAN_NEEDS_MORE. Null
 * when nothing names a supported encoding.
 */
export function prescan(bytes: Uint8Array, complete: boolean): PrescanResult | null | typeof PRESCAN_NEEDS_MORE {
  const end = Math.min(bytes.length, PRESCAN_LENGTH);
  const found = new Prescan(bytes, end).run();
  if (found !== null) return found;
  if (!complete && end < PRESCAN_LENGTH) return PRESCAN_NEEDS_MORE;
  const declared = xmlDeclarationEncoding(bytes, end);
  return declared !== null && isSupported(declared) ? { encoding: declared, source: 'xml-declaration' } : null;
}
