// Compiled by web-stream-types.test.js (tsc --noEmit, with lib.dom): larch's web stream is a
// WritableStream where TypeScript's DOM types want one.
/// <reference lib="dom" />
import { WebParserStream } from '../../lib/stream/web.js';
import type { DocumentNode } from '../../lib/json/index.js';

declare const response: Response;
const stream = new WebParserStream<DocumentNode>();
export const piped: Promise<void> = response.body!.pipeTo(stream);
export const strings: Promise<void> = new ReadableStream<string>().pipeTo(new WebParserStream());
export const writer: WritableStreamDefaultWriter<Uint8Array> = new WebParserStream().getWriter();
export const title: Promise<number> = stream.result.then((doc) => doc.children.length);
