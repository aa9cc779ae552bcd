/**
 * parse5 has no processing instructions: it reads `<?target data?>` as a bogus comment. The
 * drop-ins that report tokens (Tokenizer, SAXParser, RewritingStream) give larch's processing
 * instructions as that comment.
 */

/** A processing instruction as the comment parse5 makes of it: `<?xml v?>` as `?xml v?`. */
export function processingInstructionAsComment(target: string, data: string): string {
  return `?${target}${data === '' ? '' : ' ' + data}?`;
}
