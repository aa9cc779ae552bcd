/**
 * parse5's `Token` namespace: the token types of its tokenizer's handler interface, the token
 * shapes, and `getTokenAttr`.
 */
import type { Attribute, ElementLocation, Location } from 'larch-html';

export type { Attribute, ElementLocation, Location };

/** A Location with the start tag's attribute locations. */
export interface LocationWithAttributes extends Location {
  attrs?: Record<string, Location>;
}

/** The kinds of token, numbered as parse5 numbers them. */
export enum TokenType {
  CHARACTER = 0,
  NULL_CHARACTER = 1,
  WHITESPACE_CHARACTER = 2,
  START_TAG = 3,
  END_TAG = 4,
  COMMENT = 5,
  DOCTYPE = 6,
  EOF = 7,
  HIBERNATION = 8,
}

interface TokenBase {
  readonly type: TokenType;
  location: Location | null;
}

export interface DoctypeToken extends TokenBase {
  readonly type: TokenType.DOCTYPE;
  name: string | null;
  forceQuirks: boolean;
  publicId: string | null;
  systemId: string | null;
}

export interface TagToken extends TokenBase {
  readonly type: TokenType.START_TAG | TokenType.END_TAG;
  tagName: string;
  /** The tag name's id (`html.getTagID`). */
  tagID: number;
  selfClosing: boolean;
  ackSelfClosing: boolean;
  attrs: Attribute[];
  location: LocationWithAttributes | null;
}

export interface CommentToken extends TokenBase {
  readonly type: TokenType.COMMENT;
  data: string;
}

export interface EOFToken extends TokenBase {
  readonly type: TokenType.EOF;
}

export interface CharacterToken extends TokenBase {
  type: TokenType.CHARACTER | TokenType.NULL_CHARACTER | TokenType.WHITESPACE_CHARACTER;
  chars: string;
}

export type Token = DoctypeToken | TagToken | CommentToken | EOFToken | CharacterToken;

/** The value of the tag's last attribute named `attrName` (as parse5 looks), or null when it has none. */
export function getTokenAttr(token: TagToken, attrName: string): string | null {
  for (let i = token.attrs.length - 1; i >= 0; i--) if (token.attrs[i]!.name === attrName) return token.attrs[i]!.value;
  return null;
}
