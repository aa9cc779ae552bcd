import type { Comment, Doctype, Element, ElementContent, Instruction, Literal, Root, RootContent, Text } from 'hast';
import type { Position } from 'unist';

/**
 * The nodes are hast's own (`@types/hast`): the adapter builds `Root`, `Element`, `Text`,
 * `Comment` and `Doctype` objects exactly as hast-util-from-parse5 makes them from parse5's tree.
 */
export type { Comment, Doctype, Element, ElementContent, Instruction, Root, RootContent, Text };

export type HastParent = Root | Element;
export type HastChild = RootContent;
export type HastNode = Root | RootContent;

/** The hast adapter's `TreeAdapterTypeMap`: a document and a fragment are both hast roots. */
export interface HastTreeTypeMap {
  node: HastNode;
  parentNode: HastParent;
  childNode: HastChild;
  document: Root;
  documentFragment: Root;
  element: Element;
  commentNode: Comment;
  textNode: Text;
  template: Element;
  documentType: Doctype;
}

// What the adapter records in `data`, registered on hast's types in the same shape as
// hast-util-from-parse5 registers it (declarations of one field must agree to merge).
declare module 'hast' {
  interface ElementData {
    /** With `verbose`: the start tag, the end tag and each attribute's span, by property name. */
    position: {
      opening?: Position | undefined;
      closing?: Position | undefined;
      properties?: Record<string, Position | undefined> | undefined;
    };
  }

  interface RootData {
    /** Whether the document is in quirks or limited-quirks mode. */
    quirksMode?: boolean | undefined;
  }

  /**
   * `<?name value?>`: a processing instruction (#insert-a-processing-instruction), shaped like
   * xast's `instruction`. Only with the adapter's `processingInstructions: 'instruction'`; by
   * default larch writes them as the comments rehype-parse makes.
   */
  interface Instruction extends Literal {
    type: 'instruction';
    name: string;
  }

  interface RootContentMap {
    instruction: Instruction;
  }

  interface ElementContentMap {
    instruction: Instruction;
  }
}
