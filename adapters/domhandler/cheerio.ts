/**
 * `createCheerioLoad`: cheerio's `load` with larch parsing every string cheerio parses, the
 * document and the fragments cheerio builds later, HTML and XML.
 *
 * How cheerio 1.x is wired: `load` is made by `getLoad(parse, render)`, where `parse` picks
 * parse5 or, when the options say `xml` (flattened to `xmlMode`), htmlparser2's
 * `parseDocument`; neither is exported, and `load` only skips parsing when given nodes. So the
 * wrapper parses the document itself and hands cheerio the nodes, then routes cheerio's later
 * parses to larch through the two hooks every loaded `$` carries: `$.fn._parse` (used by
 * `.append('<b/>')`, `.html(str)`, `.wrap(str)` and the rest of manipulation) and `$.fn._make`
 * (used by `.add(str)`), and a `$` that parses `$('<a/><b/>')` itself. Both hooks live on the
 * class that one `load` call makes, so nothing global changes.
 */
import { parse, parseFragment } from '../../lib/parser.js';
import { serialize, serializeOuter } from '../../lib/serializer/serialize.js';
import type { AnyNode, Document, Element } from './domhandler-module.js';
import { adapter } from './instance.js';
import { parseXmlDocument } from './xml-mode.js';

/** Options as cheerio flattens them (`xml: true` becomes `xmlMode: true`). */
interface FlatOptions {
  xmlMode?: boolean;
  scriptingEnabled?: boolean;
  sourceCodeLocationInfo?: unknown;
  [option: string]: unknown;
}

type AnyFunction = (...args: never[]) => unknown;

/** The parts of a loaded cheerio `$` the wrapper uses. */
interface LoadedApi {
  (selector?: unknown, context?: unknown, root?: unknown, options?: unknown): CheerioLike;
  _options: FlatOptions;
  fn: CheerioProto;
  prototype: CheerioProto;
  load: unknown;
}

interface CheerioLike {
  prevObject?: unknown;
}

interface CheerioProto {
  _parse(content: unknown, options: FlatOptions, isDocument: boolean, context: unknown): Document;
  _make(selector: unknown, context?: unknown): CheerioLike;
  _render(dom: AnyNode | ArrayLike<AnyNode>): string;
  options: FlatOptions;
}

/** cheerio's option flattening, so parses see the options cheerio's own parse would. */
function flattenOptions(options: unknown, base?: FlatOptions): FlatOptions {
  if (!options) return base ?? {};
  const given = options as FlatOptions & { xml?: unknown };
  const flat: FlatOptions = { ...base, ...given };
  if (given.xml) {
    flat.xmlMode = true;
    if (given.xml !== true) Object.assign(flat, given.xml);
  }
  return flat;
}

/** cheerio's test for a selector that is markup: a `<` followed by a letter or `!`, then a `>`. */
function isMarkup(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const lt = value.indexOf('<');
  if (lt === -1 || lt > value.length - 3) return false;
  const c = value.charCodeAt(lt + 1) | 0x20;
  return ((c >= 0x61 && c <= 0x7a) || value.charCodeAt(lt + 1) === 0x21) && value.includes('>', lt + 2);
}

/** A Node Buffer's text (cheerio accepts Buffers); undefined for anything else. */
function bufferText(content: unknown): string | undefined {
  const Buffer = (globalThis as { Buffer?: { isBuffer(value: unknown): boolean } }).Buffer;
  return Buffer !== undefined && Buffer.isBuffer(content) ? String(content) : undefined;
}

/**
 * Parses what cheerio would parse: XML (`xmlMode`, htmlparser2's option names) into a document
 * that keeps every top-level node; HTML as a document (`isDocument`) or as a fragment in
 * `context` (null: a template's contents, as parse5 does for cheerio).
 */
function parseMarkup(content: string, options: FlatOptions, isDocument: boolean, context: Element | null): Document {
  if (options.xmlMode) return parseXmlDocument(content, options as Parameters<typeof parseXmlDocument>[1]);
  const parseOptions = {
    treeAdapter: adapter,
    scriptingEnabled: options.scriptingEnabled !== false,
    sourceCodeLocationInfo: Boolean(options.sourceCodeLocationInfo),
  };
  return isDocument ? parse(content, parseOptions) : parseFragment(context, content, parseOptions);
}

/**
 * Wraps cheerio's `load` (the `load` export of the cheerio package or of `cheerio/slim`) so that larch
 * parses what cheerio parses: `load(html)` gives the spec's tree (as parse5 does for cheerio),
 * `load(xml, { xml: true })` or `{ xml: { ...htmlparser2 options } }` the XML5 tree with
 * htmlparser2's `xmlMode` option names (`decodeEntities`, `lowerCaseTags`,
 * `lowerCaseAttributeNames`, `withStartIndices`, `withEndIndices`, ...), keeping several
 * top-level elements and top-level text, and every fragment cheerio builds afterwards
 * (`$('<a/><b/>')`, `.append('text')`, `.html(str)`, `.wrap(str)`, `.add(str)`,
 * `$.parseHTML(str)`) goes through the same parser with the same options. HTML rendering
 * (`.html()`, `$.html()`, `.toString()`) is larch's serializer, which writes what cheerio's parse5
 * rendering writes and processing instructions too; XML rendering stays cheerio's. The returned function takes `load`'s arguments and returns what it returns.
 */
export function createCheerioLoad<L extends AnyFunction>(cheerioLoad: L): L {
  if (typeof cheerioLoad !== 'function') {
    throw new TypeError("createCheerioLoad: expected cheerio's load function, the `load` export of the cheerio package");
  }
  const cheerio = cheerioLoad as unknown as (content: unknown, options?: unknown, isDocument?: boolean) => LoadedApi;
  function load(content: unknown, options?: unknown, isDocument = true): LoadedApi {
    // What cheerio.load takes; anything else fails deep inside it ("Cannot create property 'prev' on number").
    if (typeof content !== 'string' && (typeof content !== 'object' || content === null)) {
      throw new TypeError(`load: content must be a string, a Buffer, a node or an array of nodes, got ${content === null ? 'null' : typeof content}`);
    }
    const text = typeof content === 'string' ? content : bufferText(content);
    const dom = text === undefined ? content : parseMarkup(text, flattenOptions(options), isDocument, null);
    return larchApi(cheerio(dom, options, isDocument), load);
  }
  return load as unknown as L;
}

/** A `$` that parses markup with larch, with its class's parse hooks pointed at larch. */
function larchApi($: LoadedApi, load: unknown): LoadedApi {
  const api = function (selector?: unknown, context?: unknown, root?: unknown, options?: unknown): CheerioLike {
    if (isMarkup(selector) || isMarkup(context) || typeof root === 'string') {
      const flat = flattenOptions(options, api._options);
      if (isMarkup(selector)) selector = parseMarkup(selector, flat, false, null).children;
      if (isMarkup(context)) context = parseMarkup(context, flat, false, null);
      if (typeof root === 'string') root = parseMarkup(root, flat, false, null);
    }
    return $(selector, context, root, options);
  } as LoadedApi;
  Object.assign(api, $);
  api.prototype = $.prototype;
  api.load = load;
  const proto = $.fn;
  const cheerioParse = proto._parse;
  proto._parse = function (content, options, isDocument, context) {
    if (typeof content !== 'string') return cheerioParse.call(this, content, options, isDocument, context);
    return parseMarkup(content, options, isDocument, (context as Element | null) ?? null);
  };
  // HTML is written by larch's serializer, which gives parse5's output (what cheerio's own HTML
  // rendering runs) and also writes processing instructions, which parse5's drops; XML stays
  // cheerio's (dom-serializer).
  const cheerioRender = proto._render;
  proto._render = function (dom) {
    if (this.options?.xmlMode || this.options?._useHtmlParser2) return cheerioRender.call(this, dom);
    return renderHtml(dom);
  };
  proto._make = function (selector, context) {
    const made = api(selector, context);
    made.prevObject = this;
    return made;
  };
  return api;
}

/** cheerio's HTML rendering of nodes (a Document stands for its children), by larch's serializer. */
function renderHtml(dom: AnyNode | ArrayLike<AnyNode>): string {
  const nodes = 'length' in dom ? dom : [dom];
  const options = { treeAdapter: adapter };
  let html = '';
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    html += node.type === 'root' ? serialize(node as Document, options) : serializeOuter(node, options);
  }
  return html;
}
