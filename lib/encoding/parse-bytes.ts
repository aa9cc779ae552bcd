import type { ParserError, ParserErrorHandler } from '../common/location.js';
import { TentativeEncoding } from './changing-the-encoding.js';
import { decode } from './decode.js';
import { sniffHtml, type ResolvedEncodingOptions } from './sniff.js';

/**
 * One parse of the decoded text; `tentative` is there for the tree builder's `<meta>` rule, which
 * may end the parse early with `tentative.restart` set.
 */
export type DecodedPass<R> = (
  text: string,
  tentative: TentativeEncoding | null,
  onParseError: ParserErrorHandler | null,
) => R;

/**
 * Parses HTML bytes: sniffs their encoding, decodes them, and runs `pass` over the text. When a
 * `<meta>` changes the encoding while it is tentative and the text would differ, `pass` runs
 * once more over the bytes decoded in the new encoding, with the confidence certain (so never a
 * third time). Parse errors of a pass that may be thrown away wait until it is known to stand.
 * Answers what the last pass returned and the encoding it parsed in.
 */
export function parseBytes<R>(
  bytes: Uint8Array,
  options: ResolvedEncodingOptions,
  onParseError: ParserErrorHandler | null,
  pass: DecodedPass<R>,
): { result: R; encoding: string } {
  const sniffed = sniffHtml(bytes, options, true)!;
  const text = decode(bytes, sniffed.encoding);
  if (sniffed.confidence === 'certain') return { result: pass(text, null, onParseError), encoding: sniffed.encoding };
  const tentative = new TentativeEncoding(bytes, sniffed.encoding, text);
  const errors: ParserError[] = [];
  const result = pass(text, tentative, onParseError === null ? null : (error) => errors.push(error));
  const restart = tentative.restart;
  if (restart !== null) return { result: pass(restart.text, null, onParseError), encoding: restart.encoding };
  if (onParseError !== null) for (const error of errors) onParseError(error);
  return { result, encoding: tentative.encoding };
}
