// Compiled with `tsc --noEmit` by types.test.js: the hast adapter and the rehype plugin give
// hast's and unified's own types. Lines marked @ts-expect-error must stay errors.
import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { parse, parseFragment } from '../../../lib/index.js';
import { adapter, createHastAdapter, parseHast } from '../../../adapters/hast/index.js';
import rehypeLarch from '../../../adapters/hast/rehype.js';

const root: Root = parse('<p>', { treeAdapter: adapter });
const fragment: Root = parseFragment('<p>', { treeAdapter: createHastAdapter({ file: '<p>', verbose: true }) });
const context: Element = adapter.createElement('div', 'http://www.w3.org/1999/xhtml' as never, []);
const inContext: Root = parseFragment(context, '<p>', { treeAdapter: adapter });
const viaHelper: Root = parseHast('<p>', { fragment: true, verbose: true, positions: true, scriptingEnabled: false });
const quirks: boolean | undefined = root.data?.quirksMode;

// The processor's tree type is hast's Root, as with rehype-parse.
const processor = unified().use(rehypeLarch, { fragment: true, emitParseErrors: true, missingDoctype: false, duplicateAttribute: 2 }).use(rehypeStringify);
const tree: Root = processor.parse('<p>');
const settings = unified().data('settings', { fragment: true, verbose: true });

// @ts-expect-error: severities are booleans or 0, 1, 2
unified().use(rehypeLarch, { missingDoctype: 3 });
// @ts-expect-error: no such option
createHastAdapter({ positions: true });

export { fragment, inContext, viaHelper, quirks, tree, settings };
