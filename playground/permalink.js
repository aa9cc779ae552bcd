// The playground's state in the URL's fragment, so that a bug report is one link. The fragment
// never reaches a server; URLSearchParams encodes any input, newlines and `#` included.

/** What the page shows with nothing in its URL: an input with parse errors and an unusual tree. */
const EXAMPLE = '<!DOCTYPE html>\n<title>larch playground</title>\n<p>Misnested <b>bold <i>and</b> italic</i>\n<table><tr><td>cell</td>stray text</table>\n<?target data?>\n';

const DEFAULT_STATE = Object.freeze({ mode: 'document', context: 'div', scripting: false, input: EXAMPLE });
const MODES = ['document', 'fragment', 'xml'];

/** The state a fragment (`#mode=...&input=...`, with or without the `#`) names; defaults for what it does not. */
export function stateFromHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const mode = params.get('mode');
  return {
    mode: MODES.includes(mode) ? mode : DEFAULT_STATE.mode,
    context: params.get('context') ?? DEFAULT_STATE.context,
    scripting: params.get('scripting') === 'on',
    input: params.get('input') ?? DEFAULT_STATE.input,
  };
}

/** The fragment for `state`: mode, context (fragments only), scripting (HTML only), input. */
export function hashFromState(state) {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  if (state.mode === 'fragment') params.set('context', state.context);
  if (state.mode !== 'xml') params.set('scripting', state.scripting ? 'on' : 'off');
  params.set('input', state.input);
  return '#' + params.toString();
}
