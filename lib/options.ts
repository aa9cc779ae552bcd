/**
 * Every public function's options, read one way. parse5 reads its options as
 * `{ ...defaults, ...options }`: an option that is present counts even when it is `undefined`, and
 * flags are truthy or falsy. larch gives every value parse5 accepts parse5's meaning (cheerio
 * passes its user's `sourceCodeLocationInfo: null` through), and throws a TypeError naming the
 * problem only for what cannot work: a non-object where the options go, an adapter without a
 * method the function calls, a callback that is not a function.
 */
import type { Attribute } from './common/attribute.js';
import type { ElementLocation, ParserError, ParserErrorHandler } from './common/location.js';
import type { DOCUMENT_MODE, NS } from './common/namespaces.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree/tree-adapter.js';
import type { JsonTreeTypeMap } from './json/nodes.js';
import type { EncodingOptions } from './encoding/sniff.js';
import { lastAdapterCheck } from './common/kept.js';
import type { ScriptHandler } from './common/script-control.js';

/**
 * A tree adapter as the options accept it: larch's TreeAdapter, with the namespace and document
 * mode types widened to their string values, so that adapters typed against another declaration
 * of the same enums (parse5's `defaultTreeAdapter`, for one) fit as they are.
 */
export type CompatibleTreeAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> = Omit<
  TreeAdapter<T>,
  | 'createElement'
  | 'getNamespaceURI'
  | 'setDocumentMode'
  | 'getDocumentMode'
  | 'setNodeSourceCodeLocation'
  | 'updateNodeSourceCodeLocation'
> & {
  createElement(tagName: string, namespaceURI: `${NS}`, attrs: Attribute[]): T['element'];
  getNamespaceURI(element: T['element']): `${NS}`;
  setDocumentMode(document: T['document'], mode: `${DOCUMENT_MODE}`): void;
  getDocumentMode(document: T['document']): `${DOCUMENT_MODE}`;
  setNodeSourceCodeLocation(node: T['node'], location: ElementLocation | null): void;
  updateNodeSourceCodeLocation(node: T['node'], location: Partial<ElementLocation>): void;
};

/** Any adapter the options accept: larch's own, or one typed against parse5's enums. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SupportedTreeAdapter = TreeAdapter<any> | CompatibleTreeAdapter<any>;

/** The node types an adapter builds, read off its methods (for adapters typed elsewhere). */
export type DocumentOf<A> = A extends { createDocument(): infer D } ? D : never;
export type DocumentFragmentOf<A> = A extends { createDocumentFragment(): infer F } ? F : never;
export type ParentNodeOf<A> = A extends { getFirstChild(node: infer P): unknown } ? P : never;
export type NodeOf<A> = A extends { getParentNode(node: infer N): unknown } ? N : never;

/**
 * The options of `parse` and `parseFragment`. The encoding options (`encoding`, `contentType`,
 * `defaultEncoding`) matter only when the input is bytes.
 */
export interface ParserOptions<T extends TreeAdapterTypeMap = JsonTreeTypeMap> extends EncodingOptions {
  /** Builds the tree (default: the JSON adapter of `larch-html/adapters/json`). */
  treeAdapter?: TreeAdapter<T> | CompatibleTreeAdapter<T> | null;
  /** Whether scripting is on, which decides how `<noscript>` parses (default true; read as truthy/falsy). */
  scriptingEnabled?: boolean | null;
  /** Record source locations on nodes, in parse5's shape (default false; read as truthy/falsy). */
  sourceCodeLocationInfo?: boolean | null;
  /** Called with every parse error, in input order. */
  onParseError?: ParserErrorHandler | null;
  /**
   * Which parse errors `onParseError` gets: `'all'` (default), every one the Living Standard names;
   * `'parse5'`, only those parse5 8 reports, where it reports them (the tokenizer's and a few of the
   * tree construction's; TREE_CONSTRUCTION_ERRORS says which), so a parse5 user sees the same list.
   */
  parseErrors?: 'all' | 'parse5' | null;
  /**
   * Runs scripts as the parser finishes them (#scriptEndTag): called with each script element
   * (HTML, or SVG in foreign content) right after its end tag, before anything after it is
   * parsed, with a control whose `write` is `document.write` at the insertion point. Push
   * parsers may also `pause()` until `resume()` (a script still loading). Documents only (the
   * spec never runs a fragment's scripts), with scripting on. Default none: nothing runs.
   */
  onScript?: ScriptHandler<T['element']> | null;
  /**
   * The parser's "allow declarative shadow roots" (#allow-declarative-shadow-roots): whether a
   * `<template shadowrootmode="open|closed">` attaches a shadow root to its parent, through the
   * adapter's `attachDeclarativeShadowRoot`. Default false, as for `DOMParser` and `innerHTML`
   * (`parseHTMLUnsafe` and `setHTMLUnsafe` turn it on). Read as truthy/falsy.
   */
  allowDeclarativeShadowRoots?: boolean | null;
}

/** The options with an adapter typed elsewhere (parse5's), whose node types are read off it. */
export interface ParserOptionsWithAdapter<A extends SupportedTreeAdapter> extends Omit<ParserOptions, 'treeAdapter'> {
  treeAdapter: A;
}

/** Options of `serialize` and `serializeOuter`. */
export interface SerializerOptions<T extends TreeAdapterTypeMap = JsonTreeTypeMap> {
  /** How to read the tree (only its read methods are used). Default: the JSON adapter. */
  treeAdapter?: TreeAdapter<T> | CompatibleTreeAdapter<T> | null;
  /**
   * Whether the tree was parsed with scripting enabled: then `<noscript>` text is written as it
   * is, like `<script>`'s. Default: true (as the parser's default and parse5's).
   */
  scriptingEnabled?: boolean | null;
  /**
   * Write the shadow roots attached with `serializable` as `<template shadowrootmode>`
   * (#serialising-html-fragments, `getHTML({ serializableShadowRoots: true })`). Default false.
   */
  serializableShadowRoots?: boolean | null;
  /** Shadow roots to write as `<template shadowrootmode>` whether serializable or not (`getHTML({ shadowRoots })`). */
  shadowRoots?: readonly T['parentNode'][] | null;
}

/** The serializer options with an adapter typed elsewhere (parse5's). */
export interface SerializerOptionsWithAdapter<A extends SupportedTreeAdapter> extends Omit<SerializerOptions, 'treeAdapter'> {
  treeAdapter: A;
}

/** What the parser works with once its options are read. */
export interface ResolvedParserOptions {
  adapter: TreeAdapter;
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
  onParseError: ParserErrorHandler | null;
  /** Whether only the errors parse5 reports are reported (`parseErrors: 'parse5'`). */
  parse5Errors: boolean;
  allowDeclarativeShadowRoots: boolean;
  onScript: ScriptHandler | null;
}

export interface ResolvedSerializerOptions {
  /** The public function's name, for messages. */
  fn: string;
  adapter: TreeAdapter;
  scriptingEnabled: boolean;
  serializableShadowRoots: boolean;
  /** null when the serializer writes no shadow roots at all. */
  shadowRoots: ReadonlySet<unknown> | null;
}

/** The tokenizer's options once read; `initialState` is one of the names the caller may give. */
export interface ResolvedTokenizeOptions<S extends string> {
  initialState: S | null;
  lastStartTag: string;
  onParseError: ((error: ParserError) => void) | null;
}

export interface ResolvedXmlParserOptions<A> {
  adapter: A;
  sourceCodeLocationInfo: boolean;
  htmlEntities: boolean;
  onParseError: ParserErrorHandler | null;
}

/** What a value is, for messages: `null`, `array` or its `typeof`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (isBytes(value)) return `bytes (${(value as object).constructor?.name ?? 'a binary buffer'})`;
  return Array.isArray(value) ? 'array' : typeof value;
}

function isBytes(value: unknown): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

/**
 * Throws unless `value` is a string; `what` names the argument (`html`, `xml`). Bytes where only a
 * string goes are met often enough (a Buffer from readFile) that the message says how to decode them.
 */
export function checkString(fn: string, what: string, value: unknown): asserts value is string {
  if (typeof value === 'string') return;
  const decode = isBytes(value) ? '; decode them first: decodeHtmlBytes(bytes).text (decodeXmlBytes for XML), as parse does' : '';
  throw new TypeError(`${fn}: ${what} must be a string, got ${kindOf(value)}${decode}`);
}

/**
 * The options as parse5 reads them: `defaults` overlaid with the caller's own enumerable
 * properties. Every function that takes options reads them through this (and `callback`), adapters'
 * entry points included, so options mean the same everywhere.
 */
export function overlay<D extends object>(fn: string, options: unknown, defaults: D): D & Record<string, unknown> {
  if (options === undefined || options === null) return defaults as D & Record<string, unknown>;
  if (typeof options !== 'object') throw new TypeError(`${fn}: options must be an object, got ${kindOf(options)}`);
  return { ...defaults, ...options } as D & Record<string, unknown>;
}

/** An optional callback option: null when falsy, a TypeError when not a function. */
export function callback<F>(fn: string, name: string, value: unknown): F | null {
  if (!value) return null;
  if (typeof value !== 'function') throw new TypeError(`${fn}: options.${name} must be a function, got ${kindOf(value)}`);
  return value as F;
}

/**
 * The methods one use of an adapter needs: lists of names, checked together. Each use has one
 * such constant, so an adapter that passed it once is known by a single Set lookup.
 */
type Requirement = readonly (readonly string[])[];

/** Which requirements an adapter has already passed (adapters are checked once per use). */
const checked = new WeakMap<object, Set<Requirement>>();

/**
 * The adapter option: `defaultAdapter` when absent (or null/undefined), else an object with every
 * method of `required` (optional hooks, when present, must be functions too).
 */
function adapterOption<A>(fn: string, value: unknown, defaultAdapter: A, required: Requirement, hint: string): A {
  if (value === undefined || value === null) return defaultAdapter;
  if (typeof value !== 'object' && typeof value !== 'function') {
    throw new TypeError(`${fn}: options.treeAdapter must be a tree adapter object, got ${kindOf(value)}`);
  }
  if (value === lastAdapterCheck.adapter && required === lastAdapterCheck.requirement) return value as A;
  let passed = checked.get(value);
  if (passed !== undefined && passed.has(required)) return lastPassed(value, required) as A;
  const adapter = value as Record<string, unknown>;
  for (const methods of required) {
    for (const method of methods) {
      const m = adapter[method];
      const optional = OPTIONAL_HOOKS.includes(method);
      if (optional ? m !== undefined && m !== null && typeof m !== 'function' : typeof m !== 'function') {
        throw new TypeError(`${fn}: options.treeAdapter has no ${method}() method (${hint})`);
      }
    }
  }
  if (passed === undefined) checked.set(value, (passed = new Set()));
  passed.add(required);
  return lastPassed(value, required) as A;
}

/** Remembers the adapter that passed `required` (common/kept.ts `lastAdapterCheck`). */
function lastPassed(adapter: unknown, required: Requirement): unknown {
  lastAdapterCheck.adapter = adapter;
  lastAdapterCheck.requirement = required;
  return adapter;
}

const OPTIONAL_HOOKS: readonly string[] = ['onElementCreated', 'onItemPush', 'onItemPop'];
const ADAPTER_HINT = "a tree adapter implements parse5's TreeAdapter interface";

/** The TreeAdapter methods the tree builder calls, besides creating the document or fragment. */
const PARSE_METHODS: readonly string[] = [
  'createElement', 'createCommentNode', 'appendChild', 'insertBefore', 'setTemplateContent',
  'setDocumentType', 'setDocumentMode', 'detachNode', 'insertText', 'insertTextBefore',
  'adoptAttributes', 'getFirstChild', 'getChildNodes', 'getParentNode', 'getAttrList', 'getTagName',
  'getNamespaceURI', 'getTextNodeContent', 'getCommentNodeContent', 'getTemplateContent',
  'isElementNode', 'isTextNode', 'isCommentNode', 'isDocumentTypeNode', ...OPTIONAL_HOOKS,
];
const DOCUMENT_METHODS: readonly string[] = ['createDocument'];
const FRAGMENT_METHODS: readonly string[] = ['createDocumentFragment'];
const LOCATION_METHODS: readonly string[] = ['setNodeSourceCodeLocation', 'getNodeSourceCodeLocation', 'updateNodeSourceCodeLocation'];

/**
 * A parser's requirements, by whether it builds a fragment and records locations: `parseMethods`,
 * the document's or the fragment's root method, and the location methods when asked for.
 */
function parserRequirements(parseMethods: readonly string[]): Requirement[] {
  return [
    [parseMethods, DOCUMENT_METHODS],
    [parseMethods, FRAGMENT_METHODS],
    [parseMethods, DOCUMENT_METHODS, LOCATION_METHODS],
    [parseMethods, FRAGMENT_METHODS, LOCATION_METHODS],
  ];
}

/** The requirement of a parse: `fragment` and `locations` as the parse has them. */
function parserRequirement(requirements: Requirement[], fragment: boolean, locations: boolean): Requirement {
  return requirements[(fragment ? 1 : 0) + (locations ? 2 : 0)]!;
}

/** The read methods the serializer calls. */
const SERIALIZER_METHODS: readonly string[] = [
  'getChildNodes', 'getTagName', 'getNamespaceURI', 'getAttrList', 'getTemplateContent',
  'getTextNodeContent', 'getCommentNodeContent', 'getDocumentTypeNodeName',
  'isElementNode', 'isTextNode', 'isCommentNode', 'isDocumentTypeNode',
];

const PARSE_REQUIREMENTS = parserRequirements(PARSE_METHODS);

const PARSER_DEFAULTS = {
  treeAdapter: undefined,
  scriptingEnabled: true,
  sourceCodeLocationInfo: false,
  onParseError: null,
  parseErrors: 'all',
  allowDeclarativeShadowRoots: false,
  onScript: null,
};

/** `parseErrors`: whether only parse5's errors are reported; another value is a TypeError. */
function parseErrorsOption(fn: string, value: unknown): boolean {
  if (value === undefined || value === null || value === 'all') return false;
  if (value === 'parse5') return true;
  throw new TypeError(`${fn}: options.parseErrors must be 'all' or 'parse5', got ${typeof value === 'string' ? JSON.stringify(value) : kindOf(value)}`);
}

/** `onScript`: a function, for a document parse with scripting on. */
function scriptOption(fn: string, value: unknown, fragment: boolean, scriptingEnabled: boolean): ScriptHandler | null {
  const handler = callback<ScriptHandler>(fn, 'onScript', value);
  if (handler === null) return null;
  if (fragment) throw new TypeError(`${fn}: options.onScript: a fragment's scripts never run (the fragment parsing algorithm marks them already started)`);
  if (!scriptingEnabled) throw new TypeError(`${fn}: options.onScript with scriptingEnabled false: scripts run only with scripting on`);
  return handler;
}

/** Options of `parse` (`fragment` false) and `parseFragment` (true). */
export function resolveParserOptions(fn: string, options: unknown, defaultAdapter: TreeAdapter, fragment: boolean): ResolvedParserOptions {
  const o = overlay(fn, options, PARSER_DEFAULTS);
  const sourceCodeLocationInfo = !!o.sourceCodeLocationInfo;
  const required = parserRequirement(PARSE_REQUIREMENTS, fragment, sourceCodeLocationInfo);
  return {
    adapter: adapterOption(fn, o.treeAdapter, defaultAdapter, required, ADAPTER_HINT),
    scriptingEnabled: !!o.scriptingEnabled,
    sourceCodeLocationInfo,
    onParseError: callback(fn, 'onParseError', o.onParseError),
    parse5Errors: parseErrorsOption(fn, o.parseErrors),
    allowDeclarativeShadowRoots: !!o.allowDeclarativeShadowRoots,
    onScript: scriptOption(fn, o.onScript, fragment, !!o.scriptingEnabled),
  };
}

const SERIALIZER_DEFAULTS = { treeAdapter: undefined, scriptingEnabled: true, serializableShadowRoots: false, shadowRoots: null };
const SHADOW_ROOT_METHODS: readonly string[] = ['getShadowRoot', 'getShadowRootInit'];
const SERIALIZE: Requirement = [SERIALIZER_METHODS];
const SERIALIZE_SHADOW_ROOTS: Requirement = [SERIALIZER_METHODS, SHADOW_ROOT_METHODS];

/** Options of `serialize` and `serializeOuter`, and the node they were given. */
export function resolveSerializerOptions(fn: string, node: unknown, options: unknown, defaultAdapter: TreeAdapter): ResolvedSerializerOptions {
  if (node === null || typeof node !== 'object') throw new TypeError(`${fn}: expected a node object, got ${kindOf(node)}`);
  const o = overlay(fn, options, SERIALIZER_DEFAULTS);
  const serializableShadowRoots = !!o.serializableShadowRoots;
  const list: unknown = o.shadowRoots;
  if (list !== undefined && list !== null && !Array.isArray(list)) {
    throw new TypeError(`${fn}: options.shadowRoots must be an array of shadow roots, got ${kindOf(list)}`);
  }
  const shadowRoots = list === undefined || list === null ? null : new Set<unknown>(list as unknown[]);
  const wantsShadowRoots = serializableShadowRoots || (shadowRoots !== null && shadowRoots.size > 0);
  return {
    fn,
    adapter: adapterOption(fn, o.treeAdapter, defaultAdapter, wantsShadowRoots ? SERIALIZE_SHADOW_ROOTS : SERIALIZE, ADAPTER_HINT),
    scriptingEnabled: !!o.scriptingEnabled,
    serializableShadowRoots,
    shadowRoots: wantsShadowRoots ? (shadowRoots ?? new Set()) : null,
  };
}

const TOKENIZE_DEFAULTS = { initialState: undefined, lastStartTag: undefined, onParseError: null };

/** Options of `tokenize`; `states` are the initial state names it knows. */
export function resolveTokenizeOptions<S extends string>(options: unknown, states: readonly S[]): ResolvedTokenizeOptions<S> {
  const fn = 'tokenize';
  const o = overlay(fn, options, TOKENIZE_DEFAULTS);
  const state: unknown = o.initialState;
  if (state !== undefined && state !== null && !states.includes(state as S)) {
    throw new TypeError(`${fn}: unknown initialState ${JSON.stringify(String(state))} (expected one of ${states.join(', ')})`);
  }
  const last: unknown = o.lastStartTag;
  if (last !== undefined && last !== null && typeof last !== 'string') {
    throw new TypeError(`${fn}: options.lastStartTag must be a string, got ${kindOf(last)}`);
  }
  return {
    initialState: (state ?? null) as S | null,
    lastStartTag: typeof last === 'string' ? last.toLowerCase() : '',
    onParseError: callback(fn, 'onParseError', o.onParseError),
  };
}

/** The lexical scanner's options once read (scan, scanTokens, scanMarkupAt). */
export interface ResolvedScanOptions<S extends string> {
  initialState: S | null;
  lastStartTag: string;
  scriptingEnabled: boolean;
  treeFeedback: boolean;
  editing: boolean;
  inputErrors: boolean;
  /** null: CDATA sections where the tree builder would allow them. */
  cdata: boolean | null;
}

const SCAN_DEFAULTS = {
  initialState: undefined,
  lastStartTag: undefined,
  scriptingEnabled: true,
  treeFeedback: true,
  recovery: undefined,
  inputErrors: false,
  cdata: undefined,
};
const RECOVERY_MODES = ['spec', 'editing'];

/**
 * Options of `scan` and `scanTokens` (`states`: the initial state names they take), and of
 * `scanMarkupAt` (no initial states: it starts where markup starts; `defaultCdata` true: CDATA
 * sections open anywhere, as a Markdown parser reads them).
 */
export function resolveScanOptions<S extends string>(
  fn: string,
  options: unknown,
  states: readonly S[],
  defaultCdata: boolean | null,
): ResolvedScanOptions<S> {
  const o = overlay(fn, options, SCAN_DEFAULTS);
  const state: unknown = o.initialState;
  if (state !== undefined && state !== null && !states.includes(state as S)) {
    const expected = states.length > 0 ? ` (expected one of ${states.join(', ')})` : ' (it does not take one)';
    throw new TypeError(`${fn}: unknown initialState ${JSON.stringify(String(state))}${expected}`);
  }
  const last: unknown = o.lastStartTag;
  if (last !== undefined && last !== null && typeof last !== 'string') {
    throw new TypeError(`${fn}: options.lastStartTag must be a string, got ${kindOf(last)}`);
  }
  const recovery: unknown = o.recovery ?? 'spec';
  if (!RECOVERY_MODES.includes(recovery as string)) {
    throw new TypeError(`${fn}: unknown recovery ${JSON.stringify(String(recovery))} (expected 'spec' or 'editing')`);
  }
  const cdata: unknown = o.cdata;
  return {
    initialState: (state ?? null) as S | null,
    lastStartTag: typeof last === 'string' ? last.toLowerCase() : '',
    scriptingEnabled: !!o.scriptingEnabled,
    treeFeedback: !!o.treeFeedback,
    editing: recovery === 'editing',
    inputErrors: !!o.inputErrors,
    cdata: cdata === undefined || cdata === null ? defaultCdata : !!cdata,
  };
}

const XML_HINT = 'XML needs an XmlTreeAdapter';
/** The adapter methods the XML tree builder calls (`setXmlDocumentType`, when there, replaces `setDocumentType`). */
const XML_PARSE_METHODS: readonly string[] = [
  'createProcessingInstruction', 'createCdataSection', 'createElement', 'createCommentNode',
  'appendChild', 'insertText', 'getChildNodes', 'isDocumentTypeNode', 'onItemPush', 'onItemPop',
];
const XML_PARSE_REQUIREMENTS = parserRequirements(XML_PARSE_METHODS);
const XML_PARSER_DEFAULTS = { treeAdapter: undefined, sourceCodeLocationInfo: false, htmlEntities: false, onParseError: null };

/** Options of `parseXml` and (`fragment` true) `parseXmlFragment`. */
export function resolveXmlParserOptions<A>(options: unknown, defaultAdapter: A, fn = 'parseXml', fragment = false): ResolvedXmlParserOptions<A> {
  const o = overlay(fn, options, XML_PARSER_DEFAULTS);
  const sourceCodeLocationInfo = !!o.sourceCodeLocationInfo;
  const required = parserRequirement(XML_PARSE_REQUIREMENTS, fragment, sourceCodeLocationInfo);
  return {
    adapter: adapterOption(fn, o.treeAdapter, defaultAdapter, required, XML_HINT),
    sourceCodeLocationInfo,
    htmlEntities: !!o.htmlEntities,
    onParseError: callback(fn, 'onParseError', o.onParseError),
  };
}

/** The read methods the XML serializer calls. */
const XML_SERIALIZER_METHODS: readonly string[] = [
  'getChildNodes', 'getTagName', 'getAttrList', 'getTextNodeContent', 'getCommentNodeContent',
  'getProcessingInstructionTarget', 'getProcessingInstructionData', 'getCdataSectionContent',
  'getDocumentTypeNodeName', 'getDocumentTypeNodePublicId', 'getDocumentTypeNodeSystemId',
  'isElementNode', 'isTextNode', 'isCommentNode', 'isProcessingInstructionNode', 'isCdataSectionNode',
  'isDocumentTypeNode',
];

const XML_SERIALIZE: Requirement = [XML_SERIALIZER_METHODS];

/** Options of `serializeXml`. */
export function resolveXmlSerializerOptions<A>(options: unknown, defaultAdapter: A): A {
  const fn = 'serializeXml';
  const o = overlay(fn, options, { treeAdapter: undefined });
  return adapterOption(fn, o.treeAdapter, defaultAdapter, XML_SERIALIZE, XML_HINT);
}
