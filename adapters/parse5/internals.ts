/**
 * `larch-html/internals`: what larch's drop-ins for the parse5 family (packages/, published as
 * larch-parse5 and larch-parse5-*) use of larch beyond its public API, so that all of them run on
 * the one copy of larch a project installs. Not an API for anyone else: it follows larch's
 * internals from release to release, and each drop-in depends on the exact larch-html version it
 * was built with.
 */
export { NS, NsId, nsIdOf, DOCUMENT_MODE } from '../../lib/common/namespaces.js';
export { Cat, TAG_NAMES, type TAG } from '../../lib/common/tags.js';
export { categoriesOf, isBreakoutTag } from '../../lib/common/tag-categories.js';
export { SVG_TAG_ADJUSTMENTS } from '../../lib/common/foreign-adjustments.js';
export { NO_ATTRIBUTES } from '../../lib/common/attribute.js';
export { nullPrototypeMap } from '../../lib/common/name-map.js';
export { adjustForeignAttributes, adjustMathMlAttributes, adjustSvgAttributes } from '../../lib/tree/foreign-attributes.js';
export { isWhitespaceCode } from '../../lib/tree/text-utils.js';
export type { FastPathAdapter } from '../../lib/tree/tree-adapter.js';
export { writesTextUnescaped } from '../../lib/serializer/element-kinds.js';
export { Engine } from '../../lib/engine/engine.js';
export { HtmlEngine } from '../../lib/engine/html-engine.js';
export { resolveParserOptions, type ResolvedParserOptions } from '../../lib/options.js';
export { fragmentContext, fragmentOf } from '../../lib/parser.js';
export { tagLocation } from '../../lib/sax/sax-parser.js';
export type { Source } from '../../lib/input/source.js';
export { TextState, type DoctypeToken, type ProcessingInstructionToken, type TagToken, type TokenSink } from '../../lib/tokenizer/token.js';
export type { Tokenizer } from '../../lib/tokenizer/tokenizer.js';
export { processingInstructionAsComment } from './processing-instruction.js';
export * from './sax-tokens.js';
