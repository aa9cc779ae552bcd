// Compiled with `tsc --noEmit` by types.test.js: the option and return types of parse and
// parseFragment. Lines marked @ts-expect-error must stay errors.
import * as parse5 from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse, parseFragment, parseXml, serialize, serializeOuter, serializeTo, sniffEncoding, tokenize } from '../../lib/index.js';
import { adapter as jsonAdapter } from '../../adapters/json/index.js';
import { adapter as domhandlerAdapter } from '../../adapters/domhandler/index.js';
import { createLinkedomAdapter, parseHTMLDocument } from '../../adapters/linkedom/index.js';
import type { Document as DomhandlerDocument, Element as DomhandlerElement } from 'domhandler';

// parse5's defaultTreeAdapter fits as treeAdapter and gives parse5's node types back.
const doc: parse5.DefaultTreeAdapterMap['document'] = parse('<p>', { treeAdapter: parse5.defaultTreeAdapter });
const fragment: DefaultTreeAdapterMap['documentFragment'] = parseFragment('<p>', { treeAdapter: parse5.defaultTreeAdapter });
const context = parse5.defaultTreeAdapter.createElement('div', parse5.html.NS.HTML, []);
const inContext: DefaultTreeAdapterMap['documentFragment'] = parseFragment(context, '<p>', { treeAdapter: parse5.defaultTreeAdapter });

// serialize and serializeOuter read parse5-typed trees through parse5's adapter.
const p5html: string = serialize(doc, { treeAdapter: parse5.defaultTreeAdapter }) + serializeOuter(fragment.childNodes[0]!, { treeAdapter: parse5.defaultTreeAdapter });
serializeTo(doc, (chunk: string) => void chunk, { treeAdapter: parse5.defaultTreeAdapter });
// A context may be a tag name.
const rows: { type: 'fragment' } = parseFragment('tr', '<td>');
// parse5's option values: null for "none".
parse('<p>', { sourceCodeLocationInfo: null, scriptingEnabled: null, onParseError: null, treeAdapter: null });

// The default (and the JSON adapter) gives JSON nodes.
const jsonDoc: { type: 'document' } = parse('<p>');
const jsonDoc2: { type: 'document' } = parse('<p>', { treeAdapter: jsonAdapter, sourceCodeLocationInfo: true });
const jsonFragment: { type: 'fragment' } = parseFragment(null, '<p>');

// The domhandler adapter gives domhandler's own classes; the linkedom adapter linkedom documents.
const dhDoc: DomhandlerDocument = parse('<p>', { treeAdapter: domhandlerAdapter });
const dhContext: DomhandlerElement = domhandlerAdapter.createElement('div', parse5.html.NS.HTML, []);
const dhFragment: DomhandlerDocument = parseFragment(dhContext, '<p>', { treeAdapter: domhandlerAdapter });
const linkedomDoc = parseHTMLDocument('<p>');
const mode: string = linkedomDoc.documentMode;
const viaAdapter = parse('<p>', { treeAdapter: createLinkedomAdapter() });
// @ts-expect-error a domhandler document is not a JSON document
const wrongDh: { type: 'document' } = parse('<p>', { treeAdapter: domhandlerAdapter });

// @ts-expect-error a parse5 document is not a JSON document
const wrong: { type: 'document' } = parse('<p>', { treeAdapter: parse5.defaultTreeAdapter });
// @ts-expect-error html must be a string
parse(42);
// @ts-expect-error scriptingEnabled is a boolean
parse('', { scriptingEnabled: 'yes' });

// Bytes in (a Uint8Array, so a Buffer; an ArrayBuffer), with typed encoding options.
const fromBytes: { type: 'document'; encoding?: string } = parse(new Uint8Array(0), { encoding: 'utf-8', contentType: 'text/html' });
const fragmentFromBytes: DefaultTreeAdapterMap['documentFragment'] = parseFragment(new ArrayBuffer(0), { treeAdapter: parse5.defaultTreeAdapter, defaultEncoding: 'windows-1251' });
const xmlFromBytes: { type: 'document'; encoding?: string } = parseXml(new Uint8Array(0), { contentType: 'application/xml' });
const confidence: 'certain' | 'tentative' = sniffEncoding(new Uint8Array(0)).confidence;
// @ts-expect-error an encoding is a label string
parse(new Uint8Array(0), { encoding: 1252 });

// Processing instructions and declarative shadow roots (issue 11).
const withShadow = parse('<div><template shadowrootmode=open>', { allowDeclarativeShadowRoots: true });
const host = withShadow.children[0];
if (host?.type === 'element' && host.shadowRoot) {
  const shadowMode: 'open' | 'closed' = host.shadowRoot.mode;
  void shadowMode;
  serialize(withShadow, { serializableShadowRoots: true, shadowRoots: [host.shadowRoot] });
}
for (const token of tokenize('<?pi data?>')) {
  if (token.type === 'processingInstruction') void (token.target + token.data + token.dataStart);
}
if (host?.type === 'processingInstruction') void host.target;
// @ts-expect-error allowDeclarativeShadowRoots is a boolean
parse('', { allowDeclarativeShadowRoots: 'yes' });

void [p5html, rows, doc, fragment, inContext, jsonDoc, jsonDoc2, jsonFragment, wrong, dhDoc, dhFragment, mode, viaAdapter, wrongDh];
void [fromBytes, fragmentFromBytes, xmlFromBytes, confidence];

// TreeAdapter is parse5's interface plus optional extensions: parse5's adapter is one as it is, and
// the speed contracts (FastPaths) are not part of it.
import type { Parse5TreeAdapter, ProcessingInstructionAdapter, TreeAdapter } from '../../lib/index.js';
const asParse5: Parse5TreeAdapter<DefaultTreeAdapterMap> = parse5.defaultTreeAdapter;
const asLarch: TreeAdapter<DefaultTreeAdapterMap> = parse5.defaultTreeAdapter;
const withPis: TreeAdapter<DefaultTreeAdapterMap> & Required<ProcessingInstructionAdapter<DefaultTreeAdapterMap>> = {
  ...parse5.defaultTreeAdapter,
  createProcessingInstruction: (target: string, data: string) => parse5.defaultTreeAdapter.createCommentNode(target + data),
  isProcessingInstructionNode: () => false,
  getProcessingInstructionTarget: () => '',
  getProcessingInstructionData: () => '',
};
// @ts-expect-error borrowsAttributes is a speed contract of larch's own adapters, not a TreeAdapter member
const fastPath: TreeAdapter<DefaultTreeAdapterMap> = { ...parse5.defaultTreeAdapter, borrowsAttributes: true };
void [asParse5, asLarch, withPis, fastPath];
