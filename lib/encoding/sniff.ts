import { NEED_MORE_BYTES, sniffBom } from './bom.js';
import { charsetOfContentType } from './content-type.js';
import { isSupported } from './decode.js';
import { encodingForLabel, UTF_16BE, UTF_16LE, UTF_8 } from './labels.js';
import { prescan, PRESCAN_NEEDS_MORE, xmlDeclarationEncoding } from './prescan.js';

/** Where the bytes' encoding comes from, for `parse`, `parseFragment`, `parseXml` and `sniffEncoding`. */
export interface EncodingOptions {
  /**
   * The encoding the bytes are known to be in, as a label (`'shift_jis'`, `'latin1'`): used
   * unless the bytes start with a byte order mark. A label the Encoding Standard does not know,
   * or an encoding this platform cannot decode, is a TypeError: the caller chose it.
   */
  encoding?: string | null;
  /**
   * The Content-Type header the bytes came with (`'text/html; charset=EUC-JP'`): its charset
   * is the transport layer's encoding, used unless a byte order mark or `encoding` says
   * otherwise. No charset, or an unknown one, is ignored.
   */
  contentType?: string | null;
  /**
   * HTML only: the encoding when nothing names one. Default `'utf-8'`, the spec's suggestion
   * where the encoding of documents can be prescribed (#determining-the-character-encoding) and
   * the encoding of nearly every page and file written today; pass `'windows-1252'` to read
   * unlabelled bytes as browsers in most locales do. An unknown label is a TypeError. XML's
   * default is UTF-8 too.
   */
  defaultEncoding?: string | null;
}

/**
 * How sure the sniffing is (#concept-encoding-confidence): certain when a byte order mark or the
 * caller named the encoding; tentative when the bytes suggested it or nothing did, so a `<meta>`
 * the parser meets later may still change it.
 */
export type EncodingConfidence = 'certain' | 'tentative';

/**
 * What decided the encoding: a byte order mark, the `encoding` option, the `contentType`
 * option's charset, a `<meta>` (found by the prescan, or by the parser when it changed the
 * encoding), an XML declaration, or the default.
 */
export type EncodingSource = 'bom' | 'encoding' | 'content-type' | 'meta' | 'xml-declaration' | 'default';

export interface EncodingSniffResult {
  /** The encoding's name in the Encoding Standard (`'UTF-8'`, `'windows-1252'`, `'Shift_JIS'`): the DOM's `characterSet`. */
  encoding: string;
  confidence: EncodingConfidence;
  source: EncodingSource;
  /** The length of the byte order mark the bytes start with (0 when none): where the text starts. */
  bomLength: number;
}

/** The options, checked and turned into supported encoding names. */
export interface ResolvedEncodingOptions {
  override: string | null;
  transport: string | null;
  fallback: string;
}

function optionalString(options: EncodingOptions, key: keyof EncodingOptions): string | null {
  const value = options[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`larch: options.${key} must be a string, got ${typeof value}`);
  return value;
}

/** The encoding a label from the input (a Content-Type charset) names, or null: input that names none is ignored. */
function supportedEncoding(label: string | null): string | null {
  if (label === null) return null;
  const encoding = encodingForLabel(label);
  return encoding !== null && isSupported(encoding) ? encoding : null;
}

/** The encoding a label the caller passed names; a TypeError when it names none this platform decodes. */
function chosenEncoding(options: EncodingOptions, key: 'encoding' | 'defaultEncoding'): string | null {
  const label = optionalString(options, key);
  if (label === null) return null;
  const encoding = encodingForLabel(label);
  if (encoding === null) {
    throw new TypeError(`larch: options.${key} ${JSON.stringify(label)} is not an encoding label of the Encoding Standard (such as 'utf-8', 'windows-1252', 'shift_jis')`);
  }
  if (!isSupported(encoding)) throw new TypeError(`larch: options.${key} ${JSON.stringify(label)} names ${encoding}, which this platform's TextDecoder cannot decode`);
  return encoding;
}

const NO_ENCODING_OPTIONS: ResolvedEncodingOptions = { override: null, transport: null, fallback: UTF_8 };

/** Checks the encoding options (a TypeError for a value that is no string, or an unknown label the caller chose) and resolves their labels. */
export function resolveEncodingOptions(options: EncodingOptions | null | undefined): ResolvedEncodingOptions {
  if (options === undefined || options === null) return NO_ENCODING_OPTIONS;
  if (typeof options !== 'object') throw new TypeError(`larch: options must be an object, got ${typeof options}`);
  const contentType = optionalString(options, 'contentType');
  return {
    override: chosenEncoding(options, 'encoding'),
    transport: supportedEncoding(contentType === null ? null : charsetOfContentType(contentType)),
    fallback: chosenEncoding(options, 'defaultEncoding') ?? UTF_8,
  };
}

function result(encoding: string, confidence: EncodingConfidence, source: EncodingSource, bomLength = 0): EncodingSniffResult {
  return { encoding, confidence, source, bomLength };
}

/** The steps HTML and XML share: a byte order mark, then what the caller said. */
function sniffBomAndOptions(
  bytes: Uint8Array,
  options: ResolvedEncodingOptions,
  complete: boolean,
): EncodingSniffResult | null | typeof NEED_MORE_BYTES {
  const bom = sniffBom(bytes, complete);
  if (bom === NEED_MORE_BYTES) return NEED_MORE_BYTES;
  if (bom !== null) return result(bom.encoding, 'certain', 'bom', bom.length);
  if (options.override !== null) return result(options.override, 'certain', 'encoding');
  if (options.transport !== null) return result(options.transport, 'certain', 'content-type');
  return null;
}

/**
 * The encoding sniffing algorithm (#encoding-sniffing-algorithm) on `bytes`: a byte order mark;
 * the caller's encoding; the transport layer's (Content-Type) encoding; the prescan of the first
 * 1024 bytes for a `<meta>` or an XML declaration; the default (UTF-8 unless the caller names
 * another). (The optional steps of the
 * algorithm that need a browser, a parent document's encoding, history or guessing from
 * frequencies, are left out, so the result is deterministic.) With `complete` false, `bytes`
 * are the start of a stream, and the answer is null while more bytes could change it.
 */
export function sniffHtml(bytes: Uint8Array, options: ResolvedEncodingOptions, complete: boolean): EncodingSniffResult | null {
  const decided = sniffBomAndOptions(bytes, options, complete);
  if (decided === NEED_MORE_BYTES) return null;
  if (decided !== null) return decided;
  const found = prescan(bytes, complete);
  if (found === PRESCAN_NEEDS_MORE) return null;
  if (found !== null) return result(found.encoding, 'tentative', found.source);
  return result(options.fallback, 'tentative', 'default');
}

/**
 * The encoding of an XML document's bytes: a byte order mark; the caller's encoding; the
 * Content-Type charset (RFC 7303 makes it authoritative); then XML 1.0's Appendix F
 * (https://www.w3.org/TR/xml/#sec-guessing-no-ext-info) as far as the Encoding Standard goes:
 * `<?` in UTF-16 without a mark, or the `encoding` of an XML declaration in an ASCII-compatible
 * encoding (where UTF-16 cannot be meant: it reads as UTF-8); else UTF-8. UCS-4 and EBCDIC,
 * which the Encoding Standard has no decoder for, read as UTF-8.
 */
export function sniffXml(bytes: Uint8Array, options: ResolvedEncodingOptions): EncodingSniffResult {
  const decided = sniffBomAndOptions(bytes, options, true);
  if (decided !== null && decided !== NEED_MORE_BYTES) return decided;
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) {
    return result(UTF_16BE, 'certain', 'xml-declaration');
  }
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) {
    return result(UTF_16LE, 'certain', 'xml-declaration');
  }
  const declared = xmlDeclarationEncoding(bytes, bytes.length);
  if (declared !== null && isSupported(declared)) return result(declared, 'certain', 'xml-declaration');
  return result(UTF_8, 'certain', 'default');
}
