// The tokens `tokenize` and `createTokenizer` answer (lib/tokenize.ts), and `tokenizeXml` (their
// attributes): plain data with input offsets.

/** An attribute of a start or end tag, with its spans in the caller's string. */
export interface TokenAttribute {
  /** The name, ASCII-lowercased. */
  name: string;
  /** The value with character references decoded (`''` when the attribute has none). */
  value: string;
  nameStart: number;
  nameEnd: number;
  /** Start of the value, inside the quotes; equals `nameEnd` when there is no value. */
  valueStart: number;
  /** End of the value, before the closing quote; equals `nameEnd` when there is no value. */
  valueEnd: number;
}

/** `<!DOCTYPE name PUBLIC "publicId" "systemId">`; missing parts are null. */
export interface DoctypeStreamToken {
  type: 'doctype';
  name: string | null;
  publicId: string | null;
  systemId: string | null;
  /** True when the DOCTYPE was malformed in a way that forces quirks mode. */
  forceQuirks: boolean;
  start: number;
  end: number;
}

/** A start or end tag. Duplicate attributes are dropped (the first one wins). */
export interface TagStreamToken {
  type: 'startTag' | 'endTag';
  /** The tag name, ASCII-lowercased. */
  name: string;
  attrs: TokenAttribute[];
  /** Whether the tag ended with `/>`. */
  selfClosing: boolean;
  start: number;
  end: number;
}

/**
 * `<?target data?>` (#processing-instruction-data-state). A `<?` whose target is not ASCII
 * alphanumerics, `-` and `_` starting with a letter or `_`, or is `xml` / `xml-stylesheet` in any
 * case, is a bogus comment instead; one cut off by the end of the input is dropped.
 */
export interface ProcessingInstructionStreamToken {
  type: 'processingInstruction';
  /** The target as written (case kept). */
  target: string;
  /** The data: whitespace after the target skipped, a final `?` before `>` left out. */
  data: string;
  start: number;
  end: number;
  targetStart: number;
  targetEnd: number;
  /** Where the data is in the input (`dataStart === dataEnd` when it is empty). */
  dataStart: number;
  dataEnd: number;
}

/** A comment (or bogus comment, such as `<?xml ...>` or `<!x>`) with its data. */
export interface CommentStreamToken {
  type: 'comment';
  data: string;
  start: number;
  end: number;
}

/**
 * A maximal run of characters, character references decoded, CR and CRLF turned into LF (so
 * `data` can be shorter than `end - start`).
 */
export interface TextStreamToken {
  type: 'text';
  data: string;
  start: number;
  end: number;
}

/**
 * One token of the WHATWG tokenizer. `start` and `end` are offsets into the string passed to
 * `tokenize` (end exclusive), exact for malformed input too. Strings in tokens have their line
 * breaks normalized to LF, as the spec's input preprocessing does.
 */
export type Token =
  | DoctypeStreamToken
  | TagStreamToken
  | CommentStreamToken
  | ProcessingInstructionStreamToken
  | TextStreamToken;
