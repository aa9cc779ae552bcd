import type { Comment, DomhandlerModule, Element, Text } from './domhandler-module.js';

/**
 * Fast construction of domhandler nodes. domhandler 6 declares its node fields as class fields,
 * and on Node 20 defining them costs several times a plain assignment (measured per node: Text
 * 31 ns vs 6 ns, Element 34 ns vs 9 ns; in a whole parse of the benchmark corpus the fields'
 * initializer was the top of the profile and real constructors made parsing ~2.4× slower).
 * domhandler 5 assigns in its constructors and costs the same as these.
 * These constructors build the very same objects: the class's own prototype (so `instanceof`
 * and the accessors work), and the same own fields in the same order (so the objects share one
 * hidden class and equal what the real constructors plus parse5's adapter produce). The order is
 * checked against real instances once, in `nodeConstructors`; on any mismatch (a future
 * domhandler with other fields) the real constructors are used instead.
 */

export type ElementType = 'tag' | 'script' | 'style';

export interface NodeConstructors {
  /** True when these are the fast constructors, false when the real ones. */
  readonly fast: boolean;
  /** An element with its parse5 fields (`namespace`, `x-attribsNamespace`, `x-attribsPrefix`). */
  element(name: string, attribs: Record<string, string>, type: ElementType, namespace: string,
    attribsNamespace: Record<string, string | undefined>, attribsPrefix: Record<string, string | undefined>): Element;
  text(data: string): Text;
  comment(data: string): Comment;
}

interface FastElement {
  parent: null;
  prev: null;
  next: null;
  startIndex: null;
  endIndex: null;
  children: never[];
  name: string;
  attribs: Record<string, string>;
  type: ElementType;
  namespace: string;
  'x-attribsNamespace': Record<string, string | undefined>;
  'x-attribsPrefix': Record<string, string | undefined>;
}

interface FastDataNode {
  parent: null;
  prev: null;
  next: null;
  startIndex: null;
  endIndex: null;
  data: string;
  type: string;
}

function fastConstructors(dh: DomhandlerModule): NodeConstructors {
  const ElementCtor = function (this: FastElement, name: string, attribs: Record<string, string>, type: ElementType,
    namespace: string, attribsNamespace: Record<string, string | undefined>, attribsPrefix: Record<string, string | undefined>) {
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.startIndex = null;
    this.endIndex = null;
    this.children = [];
    this.name = name;
    this.attribs = attribs;
    this.type = type;
    this.namespace = namespace;
    this['x-attribsNamespace'] = attribsNamespace;
    this['x-attribsPrefix'] = attribsPrefix;
  } as unknown as new (...args: Parameters<NodeConstructors['element']>) => Element;
  ElementCtor.prototype = dh.Element.prototype;

  const TextCtor = function (this: FastDataNode, data: string) {
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.startIndex = null;
    this.endIndex = null;
    this.data = data;
    this.type = 'text';
  } as unknown as new (data: string) => Text;
  TextCtor.prototype = dh.Text.prototype;

  const CommentCtor = function (this: FastDataNode, data: string) {
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.startIndex = null;
    this.endIndex = null;
    this.data = data;
    this.type = 'comment';
  } as unknown as new (data: string) => Comment;
  CommentCtor.prototype = dh.Comment.prototype;

  return {
    fast: true,
    element: (name, attribs, type, namespace, attribsNamespace, attribsPrefix) =>
      new ElementCtor(name, attribs, type, namespace, attribsNamespace, attribsPrefix),
    text: (data) => new TextCtor(data),
    comment: (data) => new CommentCtor(data),
  };
}

function realConstructors(dh: DomhandlerModule): NodeConstructors {
  return {
    fast: false,
    element(name, attribs, type, namespace, attribsNamespace, attribsPrefix) {
      const node = new dh.Element(name, attribs, [], type as never);
      node.namespace = namespace;
      // domhandler types these maps as string-valued; parse5 stores undefined for plain attributes.
      node['x-attribsNamespace'] = attribsNamespace as Record<string, string>;
      node['x-attribsPrefix'] = attribsPrefix as Record<string, string>;
      return node;
    },
    text: (data) => new dh.Text(data),
    comment: (data) => new dh.Comment(data),
  };
}

/** Same prototype, same own keys in the same order, same primitive values (children arrays are fresh). */
function sameLayout(a: object, b: object): boolean {
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const key = ka[i]!;
    if (key !== kb[i]) return false;
    const va = (a as Record<string, unknown>)[key];
    const vb = (b as Record<string, unknown>)[key];
    if (va !== vb && !(Array.isArray(va) && Array.isArray(vb) && va.length === 0 && vb.length === 0)) return false;
  }
  return true;
}

/** The fast constructors when they build what the real ones do, else the real ones. */
export function nodeConstructors(dh: DomhandlerModule): NodeConstructors {
  const fast = fastConstructors(dh);
  const real = realConstructors(dh);
  const attribs = {};
  const ns = {};
  const prefix = {};
  const same =
    sameLayout(fast.element('p', attribs, 'tag', 'ns', ns, prefix), real.element('p', attribs, 'tag', 'ns', ns, prefix)) &&
    sameLayout(fast.text('t'), real.text('t')) &&
    sameLayout(fast.comment('c'), real.comment('c'));
  return same ? fast : real;
}

/** Node constructors per domhandler module, so every adapter for one module builds the same hidden classes. */
const constructorsByModule = new WeakMap<DomhandlerModule, NodeConstructors>();

/** The node constructors every adapter (HTML and XML) for `dh` shares. */
export function constructorsFor(dh: DomhandlerModule): NodeConstructors {
  let make = constructorsByModule.get(dh);
  if (make === undefined) {
    make = nodeConstructors(dh);
    constructorsByModule.set(dh, make);
  }
  return make;
}
