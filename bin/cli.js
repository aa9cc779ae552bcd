// The CLI's logic, apart from process I/O so tests can drive it: run(args, io) with
// io.readChunks(path) → the file's bytes in pieces, io.stdout(text), io.stderr(text); returns the
// exit status; io.colors says whether standard output takes colours by default (a terminal, and
// NO_COLOR not set). HTML is parsed as the pieces are read (the push parser), decoded as `parse` decodes
// bytes: the spec's encoding sniffing, with UTF-8 as the fallback.
import { readFileSync } from 'node:fs';
import {
  createFragmentParser,
  createParser,
  createTokenizer,
  decodeHtmlBytes,
  decodeXmlBytes,
  encodingForLabel,
  parseXml,
  serializeTo,
  serializeXml,
  tokenizeXml,
} from '../dist/esm/lib/index.js';
import { adapter as jsonAdapter, stringifyJson, xmlAdapter } from '../dist/esm/adapters/json/index.js';
import { writeOutline } from './outline.js';
import { highlightAnsi, highlightHtml } from './highlight.js';

const USAGE = `usage: larch parse <file|-> [options]
       larch tokenize <file|-> [--xml] [--fail-on-error] [--encoding <label>]
       larch highlight <file|-> [--html] [--editing] [--no-scripting] [--color|--no-color] [--fail-on-error]
       larch --version | --help

parse               parse an HTML document (- reads standard input) and print it:
  (default), --html   the document as the parser built it, serialized as HTML
  --json              the JSON AST (--locations: with unist positions; --compact: on one line)
  --outline           an indented outline of the tree (--locations: each node's line:col)
  --errors            the parse errors, one a line: file:line:col code. Alone, they are the
                      output; with --html, --json or --outline they go to standard error first
  --fragment <ctx>    parse as the inner HTML of a context element: td, template, "svg path"
  --xml               parse as XML (XML5's error recovery)
  --no-scripting      parse <noscript> contents as markup (the scripting flag off)
  --fail-on-error     exit with status 1 when there were parse errors
tokenize            print the tokens, one JSON object a line, with their source offsets
  --xml               XML5's tokens instead of HTML's
highlight           print the source coloured by what the lexical scanner sees in it (ANSI
                    colours by token kind, malformed and unclosed constructs underlined in red):
  --html              a standalone HTML page instead, the error codes on hover
  --editing           the editing recovery (an unfinished tag ends at its line end)
  --color, --no-color colours on or off (default: on when standard output is a terminal and
                      NO_COLOR is not set)
  --encoding <label>  (parse, tokenize, highlight) read the bytes in this encoding: utf-8, latin1,
                      shift_jis, ... (a byte order mark still wins, as in browsers)
  --default-encoding <label>
                      (parse, tokenize, highlight) the encoding when nothing in the bytes names
                      one (default utf-8; windows-1252 reads legacy files as browsers do)

Input is read as bytes. Its encoding is found as browsers find it: a byte order mark,
--encoding, a <meta charset> or XML declaration in the first 1024 bytes (a later <meta> that
names another encoding parses the document again), else --default-encoding. parse builds the
whole tree before it prints (memory grows with the document); its output is written as it is
serialized. Exit status: 0 done, 1 parse errors found (with --fail-on-error), 2 usage error,
unreadable input or unwritable output.
`;

const FORMATS = ['--html', '--json', '--outline'];
const PARSE_FLAGS = ['--locations', '--compact', '--errors', '--xml', '--no-scripting', '--fail-on-error', ...FORMATS];
const TOKENIZE_FLAGS = ['--fail-on-error', '--xml'];
const HIGHLIGHT_FLAGS = ['--html', '--editing', '--no-scripting', '--fail-on-error', '--color', '--no-color'];
const COMMAND_FLAGS = { parse: PARSE_FLAGS, tokenize: TOKENIZE_FLAGS, highlight: HIGHLIGHT_FLAGS };
/** Options that take a value, and what the value is, for the message when it is missing. */
const VALUE_OPTIONS = { '--encoding': 'an encoding label', '--default-encoding': 'an encoding label' };

/** Inputs larger than this (in bytes) have their JSON written as it is made (see writeJson). */
const STREAMED_JSON_FROM = 8 << 20;

/** Output is handed to `write` in pieces of about this many characters. */
const CHUNK = 1 << 16;

function version() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
}

/** Collects small writes into chunks for `write`; call flush() at the end. */
function bufferedWriter(write) {
  let pending = '';
  const out = (text) => {
    pending += text;
    if (pending.length >= CHUNK) {
      write(pending);
      pending = '';
    }
  };
  out.flush = () => {
    if (pending !== '') write(pending);
    pending = '';
  };
  return out;
}

export function run(args, io) {
  const [command, ...rest] = args;
  if (command === '--version' || command === '-v') {
    io.stdout(`larch ${version()}\n`);
    return 0;
  }
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? io.stderr : io.stdout)(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!Object.hasOwn(COMMAND_FLAGS, command)) return usageError(io, `unknown command '${command}'`);

  const known = COMMAND_FLAGS[command];
  const flags = new Set();
  const values = { '--encoding': null, '--default-encoding': null, '--fragment': null };
  let file = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (Object.hasOwn(VALUE_OPTIONS, arg) || (command === 'parse' && arg === '--fragment')) {
      if (i + 1 >= rest.length) return usageError(io, `${arg} needs ${VALUE_OPTIONS[arg] ?? 'a context element name'}`);
      values[arg] = rest[++i];
      if (arg !== '--fragment' && encodingForLabel(values[arg]) === null) return usageError(io, `unknown encoding '${values[arg]}'`);
    } else if (known.includes(arg)) flags.add(arg);
    else if (arg.startsWith('--')) return usageError(io, `unknown option '${arg}' for ${command}`);
    else if (file === null) file = arg;
    else return usageError(io, `unexpected argument '${arg}'`);
  }
  if (file === null) return usageError(io, 'no input file (use - for standard input)');
  const fragment = values['--fragment'];
  const formats = command === 'parse' ? FORMATS.filter((f) => flags.has(f)) : [];
  if (formats.length > 1) return usageError(io, `choose one of ${formats.join(', ')}`);
  if (fragment !== null && flags.has('--xml')) return usageError(io, '--fragment does not apply to --xml');
  if (flags.has('--color') && flags.has('--no-color')) return usageError(io, 'choose one of --color, --no-color');
  const format = formats[0] ?? (flags.has('--errors') ? null : '--html');
  if (flags.has('--compact') && format !== '--json') return usageError(io, '--compact applies to --json output only');
  if (flags.has('--locations') && format !== '--json' && format !== '--outline') {
    return usageError(io, '--locations applies to --json and --outline output only');
  }

  const name = file === '-' ? '<stdin>' : file;
  const out = bufferedWriter(io.stdout);
  // Errors are written as they are found and only counted, so none is kept however many there
  // are; with another output they go to standard error, all of them before that output starts.
  const errorOut = !flags.has('--errors') ? null : formats.length === 0 ? out : bufferedWriter(io.stderr);
  let errorCount = 0;
  const onParseError = (error) => {
    errorCount++;
    if (errorOut !== null) errorOut(`${name}:${error.startLine}:${error.startCol} ${error.code}\n`);
  };
  const encodingOptions = { encoding: values['--encoding'], defaultEncoding: values['--default-encoding'] };
  const options = {
    sourceCodeLocationInfo: flags.has('--locations'),
    scriptingEnabled: !flags.has('--no-scripting'),
    onParseError,
    ...encodingOptions,
  };

  let parser = null;
  // HTML tokens go out as the pieces are read; a token cut between two pieces, when it is whole.
  const tokens = command === 'tokenize' && !flags.has('--xml') ? createTokenizer({ onParseError, ...encodingOptions }) : null;
  if (command === 'parse' && !flags.has('--xml')) {
    try {
      parser = fragment === null ? createParser({ ...options, treeAdapter: jsonAdapter }) : createFragmentParser(fragment, { ...options, treeAdapter: jsonAdapter });
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return usageError(io, `bad --fragment context '${fragment}'`);
    }
  }
  // HTML goes to the parser or the token stream as it is read; highlight and XML take the whole input.
  const pieces = [];
  let inputLength = 0;
  let reader;
  try {
    reader = io.readChunks(file)[Symbol.iterator]();
  } catch (error) {
    return unreadable(io, file, error);
  }
  for (;;) {
    // Only reading is guarded: an error in writing the output is not the input's.
    let next;
    try {
      next = reader.next();
    } catch (error) {
      return unreadable(io, file, error);
    }
    if (next.done) break;
    const chunk = next.value;
    inputLength += chunk.length;
    if (parser !== null) parser.write(chunk);
    else if (tokens !== null) writeTokens(tokens.write(chunk), out);
    else pieces.push(chunk);
  }

  if (command === 'highlight') {
    const { text } = decodeHtmlBytes(Buffer.concat(pieces), encodingOptions);
    const scanOptions = { recovery: flags.has('--editing') ? 'editing' : 'spec', scriptingEnabled: !flags.has('--no-scripting') };
    const colors = flags.has('--color') || (!flags.has('--no-color') && io.colors === true);
    const result = flags.has('--html') ? highlightHtml(text, scanOptions, name, out) : highlightAnsi(text, scanOptions, out, colors);
    out.flush();
    let flagged = false;
    for (let i = 0; i < result.length && !flagged; i++) flagged = (result.flags(i) & 3) !== 0;
    return flags.has('--fail-on-error') && flagged ? 1 : 0;
  }

  if (command === 'tokenize') {
    if (tokens !== null) writeTokens(tokens.end(), out);
    else writeTokens(tokenizeXml(decodeXmlBytes(Buffer.concat(pieces), encodingOptions).text, { onParseError }), out);
    out.flush();
    return flags.has('--fail-on-error') && errorCount > 0 ? 1 : 0;
  }

  const tree = parser !== null ? parser.end() : parseXml(Buffer.concat(pieces), { ...options, treeAdapter: xmlAdapter });

  if (errorOut !== null && errorOut !== out) errorOut.flush();
  if (format === '--json') {
    writeJson(tree, flags.has('--compact') ? 0 : 2, inputLength > STREAMED_JSON_FROM, out);
  } else if (format === '--outline') {
    writeOutline(tree, out, flags.has('--locations'));
  } else if (format === '--html') {
    if (flags.has('--xml')) out(serializeXml(tree));
    else serializeTo(tree, out, { scriptingEnabled: options.scriptingEnabled });
    out('\n');
  }
  out.flush();
  return flags.has('--fail-on-error') && errorCount > 0 ? 1 : 0;
}

/**
 * The JSON AST. JSON.stringify is many times faster, but makes the whole text before the first
 * byte goes out and throws on a tree deeper than the call stack or text longer than a string
 * can be; stringifyJson writes the same text in pieces as it goes, at any depth. So a large
 * input streams, and a small one takes JSON.stringify unless it gives up.
 */
function writeJson(tree, indent, large, out) {
  let json = null;
  if (!large) {
    try {
      json = JSON.stringify(tree, null, indent);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  if (json === null) stringifyJson(tree, indent, out);
  else for (let i = 0; i < json.length; i += CHUNK) out(json.slice(i, i + CHUNK));
  out('\n');
}

/** One JSON object a line. */
function writeTokens(tokens, out) {
  for (const token of tokens) out(JSON.stringify(token) + '\n');
}

function unreadable(io, file, error) {
  io.stderr(`larch: cannot read ${file}: ${error.message}\n`);
  return 2;
}

function usageError(io, message) {
  io.stderr(`larch: ${message}\nRun 'larch --help' for the commands and options.\n`);
  return 2;
}
