import type * as Domhandler from 'domhandler';

/** The parts of a domhandler module (version 5 or 6) the adapter uses. */
export type DomhandlerModule = Pick<typeof Domhandler, 'Element' | 'Text' | 'Comment' | 'Document' | 'ProcessingInstruction'>;

export type {
  AnyNode,
  ChildNode,
  Comment,
  Document,
  Element,
  ParentNode,
  ProcessingInstruction,
  Text,
} from 'domhandler';
