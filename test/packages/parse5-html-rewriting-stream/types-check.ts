// Compiled with `tsc --noEmit` by types.test.js: code written against parse5-html-rewriting-stream,
// parse5-sax-parser and parse5-parser-stream 8 compiles against the drop-ins, and their tokens fit
// the originals' types both ways.
/// <reference types="node" />
import { RewritingStream } from 'larch-parse5-html-rewriting-stream';
import { SAXParser, type StartTag, type Text } from 'larch-parse5-sax-parser';
import { ParserStream } from 'larch-parse5-parser-stream';
import type { DefaultTreeAdapterMap } from 'larch-parse5';
import type * as original from 'parse5-sax-parser';

const rewriter = new RewritingStream();
rewriter.on('startTag', (tag, raw) => {
  const name: string = tag.tagName;
  tag.attrs.push({ name: 'data-raw', value: raw });
  rewriter.emitStartTag(tag);
  void name;
});
rewriter.on('text', (text, raw) => rewriter.emitRaw(raw === '' ? text.text : raw));
rewriter.on('endTag', (tag) => rewriter.emitEndTag(tag));
rewriter.on('comment', (comment) => rewriter.emitComment(comment));
rewriter.on('doctype', (doctype) => rewriter.emitDoctype(doctype));
rewriter.on('finish', () => rewriter.stop());
const piped: NodeJS.WritableStream = rewriter.pipe(process.stdout);

const sax = new SAXParser({ sourceCodeLocationInfo: true });
sax.on('startTag', (tag: StartTag) => void tag.sourceCodeLocation?.startOffset);
sax.on('text', ({ text }: Text) => void text.length);
const ours: StartTag = { tagName: 'p', attrs: [], selfClosing: false };
const asOriginal: original.StartTag = ours;
const fromOriginal: StartTag = asOriginal;

const stream = new ParserStream<DefaultTreeAdapterMap>({ sourceCodeLocationInfo: true });
stream.once('finish', () => void stream.document.childNodes.length);
stream.end('<p>');
const fragments = ParserStream.getFragmentStream(null, { scriptingEnabled: false });

void [piped, fromOriginal, fragments];
