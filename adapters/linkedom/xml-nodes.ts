/**
 * The two XML node kinds linkedom cannot hold as they are, built on linkedom's own classes so
 * its tree walks, serializer and `cloneNode` handle them: processing instructions (linkedom has
 * none) and a DOCTYPE that keeps its internal subset (linkedom's drops it).
 */
import { Comment, DocumentType } from 'linkedom';
import type { LinkedomComment, LinkedomDocument, LinkedomDocumentType } from './linkedom-types.js';

/** linkedom's node type for CDATA sections (the DOM's). */
export const CDATA_SECTION_NODE = 4;

interface CharacterDataBase {
  data: string;
  readonly ownerDocument: LinkedomDocument | null;
  toString(): string;
}

// linkedom exports facades that throw when called; their prototypes' constructors are the
// classes linkedom itself instantiates.
const CommentClass = (Comment as unknown as { prototype: { constructor: unknown } }).prototype
  .constructor as new (ownerDocument: LinkedomDocument, data: string) => CharacterDataBase;
const DocumentTypeClass = (DocumentType as unknown as { prototype: { constructor: unknown } }).prototype
  .constructor as new (
  ownerDocument: LinkedomDocument,
  name: string,
  publicId: string,
  systemId: string,
) => LinkedomDocumentType;

/**
 * `<?target data?>`. A linkedom Comment underneath (so `nodeType` is 8, COMMENT_NODE): linkedom's
 * serializer, sibling links and `cloneNode` only handle text, comment and CDATA leaves, and drop
 * or cut around a node of type 7. `nodeName` and `target` are the target; tell it from a comment
 * with `instanceof LinkedomProcessingInstruction`.
 */
export class LinkedomProcessingInstruction extends CommentClass {
  target: string;

  constructor(ownerDocument: LinkedomDocument, target: string, data: string) {
    super(ownerDocument, data);
    this.target = target;
  }

  get nodeName(): string {
    return this.target;
  }

  cloneNode(): LinkedomProcessingInstruction {
    return new LinkedomProcessingInstruction(this.ownerDocument!, this.target, this.data);
  }

  override toString(): string {
    return this.data === '' ? `<?${this.target}?>` : `<?${this.target} ${this.data}?>`;
  }
}

/** A linkedom DocumentType that also holds, and serializes, the internal subset. */
export class LinkedomXmlDocumentType extends DocumentTypeClass {
  internalSubset: string;

  constructor(ownerDocument: LinkedomDocument, name: string, publicId: string, systemId: string, internalSubset: string) {
    super(ownerDocument, name, publicId, systemId);
    this.internalSubset = internalSubset;
  }

  cloneNode(): LinkedomXmlDocumentType {
    return new LinkedomXmlDocumentType(this.ownerDocument!, this.name, this.publicId, this.systemId, this.internalSubset);
  }

  override toString(): string {
    const head = super.toString();
    if (this.internalSubset === '') return head;
    return head.slice(0, -1) + ' [' + this.internalSubset + ']>';
  }
}

/** How the adapter's types see a processing instruction: a comment-shaped leaf with a target. */
export type LinkedomProcessingInstructionNode = LinkedomComment & { readonly target: string };

/** How the adapter's types see the DOCTYPE. */
export type LinkedomXmlDocumentTypeNode = LinkedomDocumentType & { readonly internalSubset: string };
