// What larch makes of the playground's input: the tree (with positions), its lines, the parse
// errors, the serialization, the JSON AST as text and the scanner's tokens.
import { parse, parseFragment, parseXml, scanTokens, serialize, serializeXml } from 'larch-html';
import { stringifyJson } from 'larch-html/adapters/json';
import { jsonReader, treeLines } from './tree-lines.js';

/**
 * The tokenizer state the fragment parsing algorithm starts in for a context element
 * (#parsing-html-fragments), so the tokens of a `<textarea>`'s inner HTML are colored as text.
 */
function fragmentScanOptions(context, scripting) {
  switch (context) {
    case 'title':
    case 'textarea':
      return { initialState: 'rcdata', lastStartTag: context };
    case 'style':
    case 'xmp':
    case 'iframe':
    case 'noembed':
    case 'noframes':
      return { initialState: 'rawtext', lastStartTag: context };
    case 'noscript':
      return scripting ? { initialState: 'rawtext', lastStartTag: context } : {};
    case 'script':
      return { initialState: 'scriptData', lastStartTag: context };
    case 'plaintext':
      return { initialState: 'plaintext' };
    default:
      return {};
  }
}

/**
 * Parses `state.input` as the state says. Returns `{ tree, lines, errors, serialized, json,
 * tokens }`, or `{ problem }` when the options are not usable (a context that is not a tag name).
 */
export function runLarch(state) {
  const errors = [];
  const common = { sourceCodeLocationInfo: true, onParseError: (e) => errors.push(e) };
  const xml = state.mode === 'xml';
  const context = state.context.trim().toLowerCase();
  let tree;
  try {
    if (xml) tree = parseXml(state.input, common);
    else if (state.mode === 'fragment') tree = parseFragment(context || null, state.input, { ...common, scriptingEnabled: state.scripting });
    else tree = parse(state.input, { ...common, scriptingEnabled: state.scripting });
  } catch (error) {
    if (error instanceof TypeError) return { problem: error.message };
    throw error;
  }
  const scanOptions = { scriptingEnabled: state.scripting, ...(state.mode === 'fragment' ? fragmentScanOptions(context, state.scripting) : {}) };
  return {
    tree,
    lines: treeLines(jsonReader, tree, { xml }),
    errors,
    serialized: xml ? serializeXml(tree) : serialize(tree),
    json: stringifyJson(tree, 2),
    tokens: xml ? [] : scanTokens(state.input, scanOptions),
  };
}
