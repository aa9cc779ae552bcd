// The playground page: larch's tree, errors, tokens, serialization and JSON for what is typed,
// beside this browser's own tree with every differing line marked, and the whole state in the URL.
import { diffLines } from './line-diff.js';
import { highlightHtml } from './input-highlight.js';
import { hashFromState, stateFromHash } from './permalink.js';
import { runBrowser } from './browser-run.js';
import { runLarch } from './larch-run.js';
import { specLink } from './spec-links.js';

const $ = (id) => document.getElementById(id);
const ui = {
  mode: $('mode'),
  context: $('context'),
  scripting: $('scripting'),
  input: $('input'),
  backdrop: $('backdrop'),
  summary: $('summary'),
  problem: $('problem'),
  note: $('note'),
  errors: $('errors'),
  larchTree: $('larch-tree'),
  larchCaption: $('larch-caption'),
  browserTree: $('browser-tree'),
  browserCaption: $('browser-caption'),
  selection: $('selection'),
  serialized: $('serialized'),
  json: $('json'),
  permalink: $('permalink'),
  permalinkUrl: $('permalink-url'),
};

/** What the page shows now: larch's results, the line diff against the browser's tree, the selection and its mark. */
const view = { larch: null, diff: null, selected: -1, mark: null };

function readControls() {
  return { mode: ui.mode.value, context: ui.context.value, scripting: ui.scripting.checked, input: ui.input.value };
}

function writeControls(state) {
  ui.mode.value = state.mode;
  ui.context.value = state.context;
  ui.scripting.checked = state.scripting;
  ui.input.value = state.input;
}

/** A position's `{ start, end }` offsets, or null for a node the parser made up. */
function rangeOf(line) {
  const position = line.node.position;
  if (!position) return null;
  const span = line.attribute >= 0 ? position.attrs?.[line.attribute] : position;
  return span ? { start: span.start.offset, end: span.end.offset } : null;
}

const lineText = (line) => `${'  '.repeat(line.depth)}${line.text}`;

function renderTree(list, lines, different) {
  const items = lines.map((line, i) => {
    const li = document.createElement('li');
    li.dataset.index = String(i);
    li.className = `line${line.attribute >= 0 ? ' attribute' : ''}${different.has(i) ? ' diff' : ''}`;
    li.style.paddingLeft = `${line.depth * 1.2 + 0.3}em`;
    // Shown on one row: a line break in text or a comment as ↵ (the dump compared keeps it).
    li.textContent = line.text.replace(/\r?\n/g, '\u21b5');
    return li;
  });
  list.replaceChildren(...items);
}

function renderErrors(errors, mode) {
  const items = errors.map((error, i) => {
    const li = document.createElement('li');
    li.className = 'error';
    li.dataset.index = String(i);
    const link = document.createElement('a');
    const { href, title } = specLink(error.code, mode);
    link.href = href;
    link.title = title;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = error.code;
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = `${error.startLine}:${error.startCol}`;
    li.append(link, ' ', where);
    return li;
  });
  ui.errors.replaceChildren(...items);
}

function renderInput() {
  const tokens = view.larch?.tokens ?? [];
  ui.backdrop.innerHTML = highlightHtml(ui.input.value, tokens, view.mark);
  ui.backdrop.scrollTop = ui.input.scrollTop;
}

function renderSelection() {
  for (const li of ui.larchTree.querySelectorAll('.selected')) li.classList.remove('selected');
  for (const li of ui.browserTree.querySelectorAll('.selected')) li.classList.remove('selected');
  if (view.selected < 0) {
    ui.selection.textContent = '';
    return;
  }
  const li = ui.larchTree.children[view.selected];
  li?.classList.add('selected');
  li?.scrollIntoView({ block: 'nearest' });
  const twin = view.diff?.match.get(view.selected);
  if (twin !== undefined) ui.browserTree.children[twin]?.classList.add('selected');
  const range = rangeOf(view.larch.lines[view.selected]);
  ui.selection.textContent = range
    ? `source ${range.start}\u2013${range.end}`
    : 'no source: the parser made this node up';
}

function select(index) {
  view.selected = index;
  view.mark = index >= 0 ? rangeOf(view.larch.lines[index]) : null;
  renderSelection();
  renderInput();
}

/** Parses again and redraws everything but the input's text. */
function update() {
  const state = readControls();
  ui.context.disabled = state.mode !== 'fragment';
  ui.scripting.disabled = state.mode === 'xml';
  history.replaceState(null, '', hashFromState(state));
  ui.permalinkUrl.textContent = '';
  const larch = runLarch(state);
  view.selected = -1;
  view.mark = null;
  if (larch.problem) {
    view.larch = null;
    ui.problem.textContent = larch.problem;
    ui.problem.hidden = false;
    for (const list of [ui.larchTree, ui.browserTree, ui.errors]) list.replaceChildren();
    ui.summary.textContent = '';
    renderInput();
    return;
  }
  ui.problem.hidden = true;
  view.larch = larch;
  const browser = runBrowser(state);
  view.diff = diffLines(larch.lines.map(lineText), browser.lines.map(lineText));
  renderTree(ui.larchTree, larch.lines, new Set(view.diff.onlyA));
  renderTree(ui.browserTree, browser.lines, new Set(view.diff.onlyB));
  renderErrors(larch.errors, state.mode);
  const docMode = larch.tree.type === 'document' && state.mode !== 'xml' ? ` (${larch.tree.mode})` : '';
  ui.larchCaption.textContent = `larch${docMode}`;
  ui.browserCaption.textContent = `this browser: ${browser.how}${browser.mode ? ` (${browser.mode})` : ''}`;
  const differences = view.diff.onlyA.length + view.diff.onlyB.length;
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  ui.summary.textContent = `${plural(larch.errors.length, 'parse error')} \u00b7 ${differences === 0 ? 'same tree as the browser' : `${plural(differences, 'differing line')} from the browser`}`;
  ui.summary.classList.toggle('differs', differences > 0);
  ui.serialized.textContent = larch.serialized;
  ui.json.textContent = larch.json;
  ui.note.textContent =
    state.mode === 'xml'
      ? 'The browser parses XML as XML 1.0 does, stopping at the first error; larch recovers as XML5 does.'
      : state.scripting
        ? 'larch parses with scripting on; the browser\u2019s tree comes from an inert document, with scripting off, so <noscript> may differ.'
        : '';
  renderSelection();
  renderInput();
}

let pending = 0;
function scheduleUpdate() {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(update);
}

/** The deepest line of larch's tree whose source holds `offset` (an attribute over its element). */
function lineAt(offset) {
  if (!view.larch) return -1;
  let best = -1;
  let bestLength = Infinity;
  view.larch.lines.forEach((line, i) => {
    const range = rangeOf(line);
    if (range && range.start <= offset && offset < range.end && range.end - range.start <= bestLength) {
      best = i;
      bestLength = range.end - range.start;
    }
  });
  return best;
}

ui.input.addEventListener('input', scheduleUpdate);
for (const control of [ui.mode, ui.context, ui.scripting]) control.addEventListener('change', update);
ui.context.addEventListener('input', scheduleUpdate);
ui.input.addEventListener('scroll', () => {
  ui.backdrop.scrollTop = ui.input.scrollTop;
});
// From the input to the tree: the caret selects the node it is in.
for (const type of ['click', 'keyup']) {
  ui.input.addEventListener(type, () => {
    const index = lineAt(ui.input.selectionStart);
    if (index !== view.selected) select(index);
  });
}
ui.larchTree.addEventListener('click', (event) => {
  const li = event.target.closest('li.line');
  if (li) select(Number(li.dataset.index));
});
ui.browserTree.addEventListener('click', (event) => {
  const li = event.target.closest('li.line');
  const twin = li && view.diff.matchB.get(Number(li.dataset.index));
  if (twin !== undefined && twin !== null) select(twin);
});
ui.errors.addEventListener('click', (event) => {
  if (event.target.closest('a')) return;
  const li = event.target.closest('li.error');
  if (!li) return;
  const error = view.larch.errors[Number(li.dataset.index)];
  view.mark = { start: error.startOffset, end: error.endOffset };
  ui.input.focus();
  ui.input.setSelectionRange(error.startOffset, error.endOffset);
  renderInput();
});
ui.permalink.addEventListener('click', async () => {
  ui.permalinkUrl.textContent = location.href;
  ui.permalinkUrl.href = location.href;
  await navigator.clipboard?.writeText(location.href).catch(() => {});
});
for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.addEventListener('click', () => {
    for (const other of document.querySelectorAll('[role=tab]')) {
      other.setAttribute('aria-selected', String(other === tab));
      $(other.getAttribute('aria-controls')).hidden = other !== tab;
    }
  });
}
window.addEventListener('hashchange', () => {
  writeControls(stateFromHash(location.hash));
  update();
});

writeControls(stateFromHash(location.hash));
update();
