// Compiled with `tsc --noEmit` by types.test.js: code written against parse5 8 compiles against
// larch-parse5, and the trees of each fit the other's types.
import * as parse5 from 'parse5';
import {
  parse,
  parseFragment,
  serialize,
  serializeOuter,
  defaultTreeAdapter,
  html,
  Token,
  Tokenizer,
  TokenizerMode,
  type TokenHandler,
  type DefaultTreeAdapterMap,
  type DefaultTreeAdapterTypes,
  type ParserOptions,
  type TreeAdapter,
} from 'larch-parse5';

const options: ParserOptions<DefaultTreeAdapterMap> = { sourceCodeLocationInfo: true, scriptingEnabled: false, onParseError: (e) => void e.code };
const document = parse('<!DOCTYPE html><p class=a>x', options);
const first = document.childNodes[0];
if (first !== undefined && defaultTreeAdapter.isElementNode(first)) {
  const name: string = first.tagName;
  const attrs: string[] = first.attrs.map((attr) => attr.name + attr.value);
  const line: number | undefined = first.sourceCodeLocation?.startTag?.startLine;
  void [name, attrs, line];
}
const fragment: DefaultTreeAdapterTypes.DocumentFragment = parseFragment('<td>x');
const inContext = parseFragment(defaultTreeAdapter.createElement('tr', html.NS.HTML, []), '<td>x', {});
const out: string = serialize(document) + serializeOuter(fragment.childNodes[0]!) + serialize(inContext);

// Trees of either package fit the other's types.
const asParse5: parse5.DefaultTreeAdapterTypes.Document = document;
const fromParse5: DefaultTreeAdapterTypes.Document = parse5.parse('<p>');
// parse5's adapter, as typed by parse5, fits as treeAdapter.
const viaParse5Adapter: parse5.DefaultTreeAdapterMap['document'] = parse('<p>', { treeAdapter: parse5.defaultTreeAdapter });
const adapter: TreeAdapter<DefaultTreeAdapterMap> = defaultTreeAdapter;

const id: number = html.getTagID('div');
const isDiv: boolean = id === html.TAG_ID.DIV;
const special: boolean = html.SPECIAL_ELEMENTS[html.NS.HTML].has(id);
const unescaped: boolean = html.hasUnescapedText('script', true);
const mode: html.DOCUMENT_MODE = html.DOCUMENT_MODE.QUIRKS;
const type: Token.TokenType = Token.TokenType.START_TAG;
const href: string | null = Token.getTokenAttr({ attrs: [] } as unknown as Token.TagToken, 'href');

// A tokenizer handler written for parse5 drives larch's.
const noop = (): void => {};
const handler: TokenHandler = {
  onStartTag(token) {
    if (token.tagName === 'title') tokenizer.state = TokenizerMode.RCDATA;
    void token.location?.attrs;
  },
  onEndTag: noop,
  onComment: (token) => void token.data,
  onDoctype: (token) => void token.forceQuirks,
  onEof: noop,
  onCharacter: (token) => void token.chars,
  onNullCharacter: noop,
  onWhitespaceCharacter: noop,
};
const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
tokenizer.write('<title>x', true);
const parse5Handler: parse5.TokenHandler = handler;

void [parse5Handler, out, asParse5, fromParse5, viaParse5Adapter, adapter, isDiv, special, unescaped, mode, type, href];
