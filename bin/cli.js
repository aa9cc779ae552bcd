// The CLI's logic, apart from process I/O so tests can drive it.
import { NS, parse, parseFragment, parseXml, tokenize } from '../dist/esm/lib/index.js';
import { adapter as jsonAdapter, stringifyJson, xmlAdapter } from '../dist/esm/adapters/json/index.js';

const USAGE = `usage:
  larch parse <file|-> [--fragment <context>] [--locations] [--errors] [--xml] [--compact]
  larch tokenize <file|->

parse      prints the document's JSON AST (--fragment <context>: parse as the inner HTML of a
           context element, e.g. div, td, template, "svg path", "math mi"; --locations: add
           unist positions; --compact: no indentation; --xml: parse as XML5)
           --errors prints one parse error a line as file:line:col code, instead of the AST
tokenize   prints the tokens, one JSON object a line, with their source offsets
`;

const NAMESPACES = { svg: NS.SVG, math: NS.MATHML };

/**
 * Runs the CLI with `args`; `io` provides readFile(path), stdout(chunk) and stderr(chunk).
 * Returns the exit code: 0 done, 1 the input could not be read, 2 a usage error.
 */
export function run(args, io) {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? io.stderr : io.stdout)(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'parse' && command !== 'tokenize') return usageError(io, `unknown command '${command}'`);

  const flags = { fragment: null, locations: false, errors: false, xml: false, compact: false };
  let file = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (command === 'parse' && arg === '--fragment') {
      if (i + 1 >= rest.length) return usageError(io, '--fragment needs a context element name');
      flags.fragment = rest[++i];
    } else if (command === 'parse' && arg === '--locations') flags.locations = true;
    else if (command === 'parse' && arg === '--errors') flags.errors = true;
    else if (command === 'parse' && arg === '--xml') flags.xml = true;
    else if (command === 'parse' && arg === '--compact') flags.compact = true;
    else if (arg.startsWith('--')) return usageError(io, `unknown option '${arg}'`);
    else if (file === null) file = arg;
    else return usageError(io, `unexpected argument '${arg}'`);
  }
  if (file === null) return usageError(io, 'no input file (use - for standard input)');

  let text;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.stderr(`larch: cannot read ${file}: ${error.message}\n`);
    return 1;
  }
  const name = file === '-' ? '<stdin>' : file;

  if (command === 'tokenize') {
    let out = '';
    for (const token of tokenize(text)) {
      out += JSON.stringify(token) + '\n';
      if (out.length > 65536) {
        io.stdout(out);
        out = '';
      }
    }
    io.stdout(out);
    return 0;
  }

  const errors = [];
  const options = {
    treeAdapter: jsonAdapter,
    sourceCodeLocationInfo: flags.locations,
    onParseError: flags.errors ? (e) => errors.push(e) : undefined,
  };
  let tree;
  if (flags.xml) {
    if (flags.fragment !== null) return usageError(io, '--fragment does not apply to --xml');
    tree = parseXml(text, { ...options, treeAdapter: xmlAdapter });
  } else if (flags.fragment !== null) {
    const context = createContext(flags.fragment);
    if (context === null) return usageError(io, `bad --fragment context '${flags.fragment}'`);
    tree = parseFragment(context, text, options);
  } else {
    tree = parse(text, options);
  }

  if (flags.errors) {
    io.stdout(errors.map((e) => `${name}:${e.startLine}:${e.startCol} ${e.code}\n`).join(''));
  } else {
    stringifyJson(tree, flags.compact ? 0 : 2, io.stdout);
    io.stdout('\n');
  }
  return 0;
}

/** A context element from "div", "svg path" or "math mi". */
function createContext(spec) {
  const parts = spec.trim().split(/\s+/);
  if (parts.length === 1 && parts[0] !== '') return jsonAdapter.createElement(parts[0].toLowerCase(), NS.HTML, []);
  if (parts.length === 2 && Object.hasOwn(NAMESPACES, parts[0])) {
    return jsonAdapter.createElement(parts[1], NAMESPACES[parts[0]], []);
  }
  return null;
}

function usageError(io, message) {
  io.stderr(`larch: ${message}\n${USAGE}`);
  return 2;
}
