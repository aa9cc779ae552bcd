import type { TreeAdapter } from './tree-adapter.js';
import type { Attribute } from '../common/attribute.js';
import type { OpenElements } from './open-elements.js';
import { NS, NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';

/** What the parser knows of one open select element. */
class SelectState {
  /** The select's first selectedcontent element, once one is inserted. */
  selectedContent: unknown = null;
  /**
   * Whether that selectedcontent is the select's enabled selectedcontent
   * (#get-a-select's-enabled-selectedcontent): the select has no `multiple` attribute, and the
   * element is not disabled (no option, selectedcontent or second select among its ancestors).
   */
  enabled = false;
  /** The option whose selectedness is true, if any. */
  selected: unknown = null;
  /** Whether that option has left the stack of open elements (its children are all in). */
  selectedClosed = false;
  /** Whether any option of the select has a `selected` attribute. */
  sawSelectedAttribute = false;

  constructor(readonly multiple: boolean) {}
}

/**
 * The parser's side of the customizable select's selectedcontent element: "maybe clone an
 * option into selectedcontent" (#maybe-clone-an-option-into-selectedcontent), run when an option
 * leaves the stack of open elements. When that option is its select's selected option and the
 * select has a selectedcontent element, that element's children become a copy of the option's.
 *
 * Which option is selected is kept up to date as options are inserted (an option with a
 * `selected` attribute; else the select's first option), and the select's first selectedcontent
 * as it is inserted, so an option leaving the stack costs one map lookup, not a walk of the
 * select (which made N options quadratic). A select is found from the stack of open elements,
 * below the inserted element, up to a template (whose contents are no descendants of the select).
 */
export class SelectedContent {
  // Both maps are made on first use: most documents have no select, and many parses are small.
  /** Open selects that have had an option or a selectedcontent inserted. */
  private selects: Map<unknown, SelectState> | null = null;
  /** The selected option of each of those selects, mapped to its select's state. */
  private selectedOptions: Map<unknown, SelectState> | null = null;

  constructor(private readonly adapter: TreeAdapter) {}

  /**
   * An HTML option element has just been pushed onto the stack of open elements: the
   * selectedness setting algorithm (#selectedness-setting-algorithm) as the parser can see it.
   * An option with a `selected` attribute is selected (the last such one wins); without any, the
   * first option that is not disabled (#concept-option-disabled) is.
   */
  optionInserted(open: OpenElements, option: unknown, attrs: Attribute[]): void {
    const state = this.stateBelowTop(open);
    if (state === null) return;
    if (hasAttribute(attrs, 'selected')) {
      state.sawSelectedAttribute = true;
      this.select(state, option);
    } else if (state.selected === null && !state.sawSelectedAttribute && !this.optionDisabled(open, attrs)) {
      this.select(state, option);
    }
  }

  /**
   * An HTML selectedcontent element has just been pushed onto the stack of open elements: the
   * selectedcontent post-connection steps. The select's first one is its selectedcontent, enabled
   * or not; an enabled one gets the selected option's children at once if that option is already
   * complete (else when it is popped).
   */
  selectedContentInserted(open: OpenElements, element: unknown): void {
    const state = this.stateBelowTop(open);
    if (state === null || state.selectedContent !== null) return;
    state.selectedContent = element;
    state.enabled = !state.multiple && !disabledAtInsertion(open);
    if (state.enabled && state.selected !== null && state.selectedClosed) cloneInto(this.adapter, state.selected, element);
  }

  /** An HTML select element has left the stack of open elements. */
  selectPopped(select: unknown): void {
    const selects = this.selects;
    if (selects === null) return;
    const state = selects.get(select);
    if (state === undefined) return;
    selects.delete(select);
    if (state.selected !== null) this.selectedOptions!.delete(state.selected);
  }

  /**
   * An HTML option element has left the stack of open elements: "maybe clone an option into
   * selectedcontent" (#maybe-clone-an-option-into-selectedcontent), when it is its select's selected
   * option and the select has an enabled selectedcontent.
   */
  optionPopped(option: unknown): void {
    const selected = this.selectedOptions;
    if (selected === null || selected.size === 0) return;
    const state = selected.get(option);
    if (state === undefined) return;
    state.selectedClosed = true;
    if (state.enabled) cloneInto(this.adapter, option, state.selectedContent);
  }

  private select(state: SelectState, option: unknown): void {
    const selected = (this.selectedOptions ??= new Map());
    if (state.selected !== null) selected.delete(state.selected);
    state.selected = option;
    state.selectedClosed = false;
    selected.set(option, state);
  }

  /** Whether the option whose start tag has `attrs`, now the current node, is disabled: it has `disabled`, or its parent is an optgroup that has. */
  private optionDisabled(open: OpenElements, attrs: Attribute[]): boolean {
    if (hasAttribute(attrs, 'disabled')) return true;
    const parent = open.length - 2;
    return parent >= 0 && open.tagIds[parent] === TAG.OPTGROUP && open.nsIds[parent] === NsId.HTML &&
      hasAttribute(this.adapter.getAttrList(open.nodes[parent]), 'disabled');
  }

  /** The state of the nearest select below the current node on the stack (made on first use). */
  private stateBelowTop(open: OpenElements): SelectState | null {
    if (!open.isOpen(TAG.SELECT)) return null;
    for (let i = open.length - 2; i >= 0; i--) {
      if (open.nsIds[i] !== NsId.HTML) continue;
      const tagId = open.tagIds[i];
      if (tagId === TAG.TEMPLATE) return null;
      if (tagId !== TAG.SELECT) continue;
      const select = open.nodes[i];
      const selects = (this.selects ??= new Map());
      let state = selects.get(select);
      if (state === undefined) {
        state = new SelectState(hasAttribute(this.adapter.getAttrList(select), 'multiple'));
        selects.set(select, state);
      }
      return state;
    }
    return null;
  }
}

function hasAttribute(attrs: Attribute[], name: string): boolean {
  for (const attr of attrs) {
    if (attr.name === name && attr.namespace === undefined) return true;
  }
  return false;
}

/**
 * Whether the selectedcontent element just pushed (the current node) is disabled, by the
 * selectedcontent post-connection steps: an option or a selectedcontent among its ancestors, or a
 * select beyond the nearest one. Its ancestors are the elements below it on the stack, as far as a
 * template (whose contents are a tree of their own).
 */
function disabledAtInsertion(open: OpenElements): boolean {
  let selects = 0;
  for (let i = open.length - 2; i >= 0; i--) {
    if (open.nsIds[i] !== NsId.HTML) continue;
    const tagId = open.tagIds[i];
    if (tagId === TAG.TEMPLATE) break;
    if (tagId === TAG.OPTION || tagId === TAG.SELECTEDCONTENT || (tagId === TAG.SELECT && ++selects > 1)) return true;
  }
  return false;
}

/**
 * Replaces the children of `selectedContent` with a deep copy of the option's. Clone first, then
 * replace: the selectedcontent may sit inside the option itself, and copying into it while
 * walking the option would copy the copies (the spec clones into a fragment). Children are
 * detached last first, which is cheap for adapters that keep children in arrays.
 */
function cloneInto(adapter: TreeAdapter, option: unknown, selectedContent: unknown): void {
  const clones = adapter.createDocumentFragment();
  cloneChildren(adapter, option, clones);
  detachAll(adapter, adapter.getChildNodes(selectedContent).slice());
  const copies = adapter.getChildNodes(clones).slice();
  detachAll(adapter, copies);
  for (const child of copies) adapter.appendChild(selectedContent, child);
}

function detachAll(adapter: TreeAdapter, children: unknown[]): void {
  for (let i = children.length - 1; i >= 0; i--) adapter.detachNode(children[i]);
}

/**
 * Copies the children of `from` into `to` as "clone a node" with subtree does, iteratively: text,
 * comments, processing instructions (where the adapter has them) and elements with their
 * attributes, children and, for a template, its contents.
 */
function cloneChildren(adapter: TreeAdapter, from: unknown, to: unknown): void {
  const sources: unknown[] = [from];
  const targets: unknown[] = [to];
  while (sources.length > 0) {
    const source = sources.pop();
    const target = targets.pop();
    for (const child of adapter.getChildNodes(source)) {
      if (adapter.isTextNode(child)) {
        adapter.insertText(target, adapter.getTextNodeContent(child));
      } else if (adapter.isCommentNode(child)) {
        adapter.appendChild(target, adapter.createCommentNode(adapter.getCommentNodeContent(child)));
      } else if (adapter.isProcessingInstructionNode?.(child) === true && adapter.createProcessingInstruction !== undefined) {
        adapter.appendChild(target, adapter.createProcessingInstruction(adapter.getProcessingInstructionTarget!(child), adapter.getProcessingInstructionData!(child)));
      } else if (adapter.isElementNode(child)) {
        const attrs = adapter.getAttrList(child).map((attr) => ({ ...attr }));
        const namespace = adapter.getNamespaceURI(child);
        const copy = adapter.createElement(adapter.getTagName(child), namespace, attrs);
        adapter.appendChild(target, copy);
        sources.push(child);
        targets.push(copy);
        if (namespace === NS.HTML && adapter.getTagName(child) === 'template') {
          const content = adapter.createDocumentFragment();
          adapter.setTemplateContent(copy, content);
          sources.push(adapter.getTemplateContent(child));
          targets.push(content);
        }
      }
    }
  }
}
