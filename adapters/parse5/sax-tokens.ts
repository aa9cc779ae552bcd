/**
 * parse5-sax-parser's tokens, and how each is made from an event of larch's SAX pass: for the
 * parse5-sax-parser and parse5-html-rewriting-stream drop-ins, which emit the same tokens. A
 * processing instruction comes as the comment parse5 makes of it (`<?xml version="1.0"?>` as
 * `?xml version="1.0"?`), since parse5 has no such event.
 */
import { processingInstructionAsComment } from './processing-instruction.js';
import type {
  Attribute,
  Location,
  SaxComment,
  SaxDoctype,
  SaxEndTag,
  SaxProcessingInstruction,
  SaxStartTag,
  SaxText,
} from '../../lib/index.js';

export interface SaxToken {
  sourceCodeLocation?: (Location & { attrs?: Record<string, Location> }) | null;
}

export interface StartTag extends SaxToken {
  tagName: string;
  attrs: Attribute[];
  selfClosing: boolean;
}

export interface EndTag extends SaxToken {
  tagName: string;
}

export interface Text extends SaxToken {
  text: string;
}

export interface Comment extends SaxToken {
  text: string;
}

export interface Doctype extends SaxToken {
  name: string | null;
  publicId: string | null;
  systemId: string | null;
}

export const startTagToken = (tag: SaxStartTag): StartTag => ({ tagName: tag.tagName, attrs: tag.attrs, selfClosing: tag.selfClosing, sourceCodeLocation: tag.sourceCodeLocation });

export const endTagToken = (tag: SaxEndTag): EndTag => ({ tagName: tag.tagName, sourceCodeLocation: tag.sourceCodeLocation });

export const textToken = (text: SaxText): Text => ({ text: text.text, sourceCodeLocation: text.sourceCodeLocation });

export const commentToken = (comment: SaxComment): Comment => ({ text: comment.text, sourceCodeLocation: comment.sourceCodeLocation });

export const doctypeToken = (doctype: SaxDoctype): Doctype => ({
  name: doctype.name,
  publicId: doctype.publicId,
  systemId: doctype.systemId,
  sourceCodeLocation: doctype.sourceCodeLocation,
});

/** A processing instruction as parse5's comment token. */
export const instructionToken = (pi: SaxProcessingInstruction): Comment => ({
  text: processingInstructionAsComment(pi.target, pi.data),
  sourceCodeLocation: pi.sourceCodeLocation,
});
