/**
 * `larch-html/rehype`: a unified parser plugin, a drop-in for rehype-parse built on larch.
 * `unified().use(rehypeLarch).use(rehypeStringify)` does what `rehype` does; the tree is the one
 * rehype-parse builds (hast with positions, scripting off), without parse5's tree in between.
 */
import type { Root } from 'hast';
import type { Plugin, Processor } from 'unified';
import type { VFile } from 'vfile';
import type { ParserError } from '../../lib/common/location.js';
import { ERR } from '../../lib/common/error-codes.js';
import { parseHast } from './parse-hast.js';
import { parseErrorText, parseErrorUrl } from './parse-error-messages.js';

/** A parse error's camelCased code (`duplicateAttribute`), the name of its option. */
export type ErrorCode = keyof typeof ERR;

/**
 * How a parse error is reported: `false` or 0 not at all, `true` or 1 as a warning (`fatal:
 * false`), 2 as an error (`fatal: true`). Without an option, as a warning.
 */
export type ErrorSeverity = boolean | 0 | 1 | 2;

/** rehype-parse's options. */
export interface Options extends Partial<Record<ErrorCode, ErrorSeverity | null | undefined>> {
  /** Parse as a fragment (the contents of a `<template>`), not a document (default false). */
  fragment?: boolean | null | undefined;
  /** Accepted, without effect, as in rehype-parse 9: each element's namespace decides its schema. */
  space?: 'html' | 'svg' | null | undefined;
  /** Also record where start tags, end tags and attributes are (`data.position`, default false). */
  verbose?: boolean | null | undefined;
  /** Report parse errors as messages on the file (default false). */
  emitParseErrors?: boolean | null | undefined;
  /**
   * larch's own: `'instruction'` keeps `<?target data?>` as an `instruction` node (xast's shape),
   * which rehype-stringify cannot write without a handler; default `'comment'`, what rehype-parse makes.
   */
  processingInstructions?: 'comment' | 'instruction' | null | undefined;
}

const SOURCE = 'larch-html';
const SEVERITIES: ReadonlyMap<unknown, 0 | 1 | 2> = new Map<unknown, 0 | 1 | 2>([
  [false, 0],
  [0, 0],
  [true, 1],
  [1, 1],
  [2, 2],
]);

function severityOf(settings: Record<string, unknown>, code: string): 0 | 1 | 2 {
  const setting = settings[code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())];
  return setting === undefined || setting === null ? 1 : SEVERITIES.get(setting)!;
}

function checkOptions(settings: Record<string, unknown>): void {
  for (const name of ['fragment', 'verbose', 'emitParseErrors']) {
    const value = settings[name];
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      throw new TypeError(`rehype-larch: options.${name} must be a boolean`);
    }
  }
  const space = settings.space;
  if (space !== undefined && space !== null && space !== 'html' && space !== 'svg') {
    throw new TypeError(`rehype-larch: options.space must be 'html' or 'svg', got ${String(space)}`);
  }
  const pis = settings.processingInstructions;
  if (pis !== undefined && pis !== null && pis !== 'comment' && pis !== 'instruction') {
    throw new TypeError(`rehype-larch: options.processingInstructions must be 'comment' or 'instruction', got ${String(pis)}`);
  }
  for (const name of Object.keys(ERR)) {
    const value = settings[name];
    if (value !== undefined && value !== null && !SEVERITIES.has(value)) {
      throw new TypeError(`rehype-larch: options.${name} must be a boolean, 0, 1 or 2`);
    }
  }
}

/** Adds a parse error to the file as a vfile message, as rehype-parse does. */
function report(file: VFile, error: ParserError, severity: 1 | 2): void {
  const { reason, note } = parseErrorText(error.code);
  const message = file.message(reason, {
    place: {
      start: { line: error.startLine, column: error.startCol, offset: error.startOffset },
      end: { line: error.endLine, column: error.endCol, offset: error.endOffset },
    },
    ruleId: error.code,
    source: SOURCE,
  });
  message.fatal = severity === 2;
  message.note = note;
  message.url = parseErrorUrl(error.code);
}

/**
 * Sets the processor's parser to larch's. Options are rehype-parse's, also read from the
 * processor's `settings` data (`.data('settings', {fragment: true})`), as rehype-parse reads them.
 */
export const rehypeLarch: Plugin<[(Options | null | undefined)?], string, Root> = function (this: Processor, options?: Options | null): undefined {
  const settings: Record<string, unknown> = { ...(this.data('settings') as Record<string, unknown> | undefined), ...options };
  checkOptions(settings);
  const fragment = settings.fragment === true;
  const verbose = settings.verbose === true;
  const space = (settings.space ?? undefined) as 'html' | 'svg' | undefined;
  const emitParseErrors = settings.emitParseErrors === true;
  const processingInstructions = settings.processingInstructions === 'instruction' ? 'instruction' : 'comment';

  this.parser = function parser(document: string, file: VFile): Root {
    const onParseError = emitParseErrors
      ? (error: ParserError) => {
          const severity = severityOf(settings, error.code);
          if (severity !== 0) report(file, error, severity);
        }
      : null;
    // rehype-parse parses with scripting off: `<noscript>` contents are markup.
    return parseHast(document, { fragment, verbose, space, scriptingEnabled: false, onParseError, processingInstructions });
  };
  return undefined;
};

export default rehypeLarch;

// The options are settings of the processor too, as rehype-parse registers its own.
declare module 'unified' {
  interface Settings extends Options {}
}
