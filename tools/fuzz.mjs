// Random markup soup against the promises larch makes about itself, for as long as you let it run:
//   npm run fuzz -- [--seconds N] [--iterations N] [--seed S] [--checks name,name]
// Each check takes one input and returns null, or what differs. A failure prints the check, the
// seed, the input and the detail, so that it can be replayed; the exit code is 1 when any failed.
// The checks (npm test runs the same properties on fixed seeds, briefly):
//   adapters   the tree through domhandler, linkedom, parse5's default adapter and hast equals JSON's
//   chunked    createParser fed random pieces gives parse's tree, locations and errors
//   fragment   parseFragment in a <td> through JSON and domhandler give the same tree
//   serialize  serialize equals parse5's serialize of the same tree; serializeTo equals serialize
//   scan-edit  after random edits, a ScanResult equals a full scan (both recoveries)
//   sax        createSaxParser fed random pieces gives the whole input's events (text merged)
//   bytes      UTF-8 bytes parse to the string's tree
//   xml        parseXml through the domhandler and linkedom XML adapters gives JSON's tree, and the
//              same parse errors and locations through domhandler (which borrows its attributes)
// Known differences the checks leave out: parse5's adapter and hast have no processing
// instructions (they become comments), and the linkedom XML adapter drops an `xml` processing
// instruction that is the document's first child; hast reads an attribute `data…` without a dash back as
// `data-…` (property-information's mapping) and names an SVG `textarea` `textArea`, as rehype does.
import { pathToFileURL } from 'node:url';
import * as parse5 from 'parse5';
import { createParser, createSaxParser, parse, parseFragment, parseXml, scan, serialize, serializeTo } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter, xmlAdapter as domhandlerXmlAdapter } from 'larch-html/adapters/domhandler';
import { createLinkedomAdapter, createLinkedomXmlAdapter } from 'larch-html/adapters/linkedom';
import { adapter as hastAdapter } from 'larch-html/adapters/hast';
import { dumpTree } from '../test/conformance/tree-dump.js';
import { seededRandom } from '../test/helpers/seeded-random.js';
import { markupSoup } from '../test/helpers/markup-soup.js';
import { randomInput as constructSoup } from '../test/scanner/helpers.js';
import { xmlAdapter as jsonXmlAdapter } from 'larch-html/adapters/json';
import { dumpXml } from '../test/xml/dump.js';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** `text` cut into pieces of 1 to 8 units at random. */
function randomCuts(random, length) {
  const cuts = [];
  for (let at = 1 + Math.floor(random() * 8); at < length; at += 1 + Math.floor(random() * 8)) cuts.push(at);
  return cuts;
}

/**
 * The input and its cuts for a check that feeds pieces: cut into pieces of 1 to 8 units, or, one
 * time in four, with markup enough appended for the last piece to be a long one that starts
 * wherever the cuts left off (the Engine feeds such a piece through a `>` first).
 */
function piecesOf(input, random) {
  if (random() < 0.75) return [input, randomCuts(random, input.length)];
  return [input + LONG_TAIL, randomCuts(random, input.length)];
}

const LONG_TAIL = '<i>x</i>\n<b class="y">z</b>'.repeat(160);

/** Writes `input` to a push parser (HTML or SAX) in the pieces `cuts` make; answers what `end` does. */
function writeInPieces(parser, input, cuts) {
  let from = 0;
  for (const at of cuts) {
    parser.write(input.slice(from, at));
    from = at;
  }
  return parser.end(input.slice(from));
}

function located(root, errors) {
  return `${JSON.stringify(root)}\n${errors.join('\n')}`;
}

/** Pieces of XML that reach namespace resolution: declarations, prefixed names, reserved prefixes. */
const XML_PIECES = [
  '<', '>', '</', '/>', '<?', '?>', '<!--', '-->', '<![CDATA[', ']]>', '<!DOCTYPE d [<!ENTITY e "v">]>', '&e;', '&amp;', '&#x41;',
  '=', '"', "'", ' ', '\n', '\r\n', 'a', 'b', 'p:a', 'q:b', 'p:', ':a', 'xmlns', 'xmlns:p', 'xmlns:q', 'xml:lang', 'xmlns:xml',
  'xmlns:xmlns', 'p:x="1"', 'q:x="2"', 'xmlns:p="urn:p"', 'xmlns:q="urn:p"', 'xmlns="urn:d"', 'xmlns:p=""', '"urn:p"', '""',
  '"http://www.w3.org/XML/1998/namespace"', '"http://www.w3.org/2000/xmlns/"', '<?xml version="1.1"?>',
];

/** An XML soup: the markup pieces with XML's own among them. */
function xmlSoup(random, input) {
  let s = '';
  for (let i = 0, n = 1 + Math.floor(random() * 40); i < n; i++) s += random() < 0.5 ? XML_PIECES[Math.floor(random() * XML_PIECES.length)] : input.slice(i, i + 3);
  return s;
}

const pointsOf = (l) => (l ? [l.startLine, l.startCol, l.startOffset, l.endLine, l.endCol, l.endOffset].join(',') : '-');

/** A location's figures, whatever the adapter's layout (key order, attribute ranges under `startTag` too or not). */
function locationLine(l) {
  if (!l) return 'null';
  const attrs = l.attrs ? Object.keys(l.attrs).sort().map((name) => `${name}=${pointsOf(l.attrs[name])}`) : [];
  return `${pointsOf(l)} <${pointsOf(l.startTag)}> </${pointsOf(l.endTag)}> ${attrs.join(' ')}`;
}

/** A parse's tree, read through the adapter, with every node's location, then its errors. */
function xmlOutcome(xml, treeAdapter) {
  const errors = [];
  const document = parseXml(xml, { treeAdapter, sourceCodeLocationInfo: true, onParseError: (e) => errors.push(errorLine(e)) });
  const locations = [];
  const stack = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    locations.push(locationLine(treeAdapter.getNodeSourceCodeLocation(node)));
    // A domhandler CDATA section holds its text as a child node; the others hold it themselves.
    if (!treeAdapter.isCdataSectionNode(node)) stack.push(...(treeAdapter.getChildNodes(node) ?? []));
  }
  return { tree: dumpXml(document, treeAdapter), located: `${locations.join('\n')}\n${errors.join('\n')}` };
}

const errorLine = (e) => `${e.code} ${e.startOffset}-${e.endOffset} ${e.startLine}:${e.startCol}`;

export const CHECKS = {
  adapters(input, random) {
    const scriptingEnabled = random() < 0.7;
    const expected = dumpTree(jsonAdapter, parse(input, { scriptingEnabled }));
    const adapters = [['domhandler', domhandlerAdapter], ['linkedom', createLinkedomAdapter()]];
    if (!input.includes('<?')) adapters.push(['parse5-default', parse5.defaultTreeAdapter], ['hast', hastAdapter]);
    for (const [name, treeAdapter] of adapters) {
      if (name === 'hast' && /data[^-\s="'<>/]/i.test(input)) continue;
      let tree = dumpTree(treeAdapter, parse(input, { treeAdapter, scriptingEnabled }));
      if (name === 'hast') tree = tree.replaceAll('<svg textArea>', '<svg textarea>');
      if (tree !== expected) return `${name}:\n${tree}\nJSON:\n${expected}`;
    }
    return null;
  },

  chunked(soup, random) {
    const scriptingEnabled = random() < 0.7;
    const [input, cuts] = piecesOf(soup, random);
    // With locations and errors, and without either (where the pending text is not held).
    for (const plain of [false, true]) {
      const run = (pieces) => {
        const errors = [];
        const options = plain ? { scriptingEnabled } : { scriptingEnabled, sourceCodeLocationInfo: true, onParseError: (e) => errors.push(errorLine(e)) };
        return located(writeInPieces(createParser(options), input, pieces), errors);
      };
      if (run(cuts) !== run([])) return `${plain ? 'plain, ' : ''}${input === soup ? '' : 'long tail, '}cut at ${JSON.stringify(cuts)}`;
    }
    return null;
  },

  fragment(input) {
    const json = dumpTree(jsonAdapter, parseFragment(jsonAdapter.createElement('td', HTML_NS, []), input));
    const context = domhandlerAdapter.createElement('td', HTML_NS, []);
    const dh = dumpTree(domhandlerAdapter, parseFragment(context, input, { treeAdapter: domhandlerAdapter }));
    return dh === json ? null : `domhandler:\n${dh}\nJSON:\n${json}`;
  },

  serialize(input) {
    if (input.includes('<?') || input.includes('select')) return null;
    const treeAdapter = parse5.defaultTreeAdapter;
    const document = parse(input, { treeAdapter });
    const ours = serialize(document, { treeAdapter });
    const theirs = parse5.serialize(document);
    if (ours !== theirs) return `larch ${JSON.stringify(ours)}\nparse5 ${JSON.stringify(theirs)}`;
    let streamed = '';
    serializeTo(document, (chunk) => (streamed += chunk), { treeAdapter });
    return streamed === ours ? null : `serializeTo ${JSON.stringify(streamed)}`;
  },

  'scan-edit'(input, random) {
    for (const recovery of ['spec', 'editing']) {
      const result = scan(input, { recovery });
      for (let k = 0; k < 4; k++) {
        const before = result.input;
        const start = Math.floor(random() * (before.length + 1));
        const end = Math.min(before.length, start + Math.floor(random() * 8));
        const text = random() < 0.3 ? '' : markupSoup(random, 3);
        result.edit(start, end, text);
        const full = scan(result.input, { recovery });
        let same = full.length === result.length;
        for (let t = 0; same && t < full.length; t++) {
          same = full.end(t) === result.end(t) && (full.words[t] & 0x7fff) === (result.words[t] & 0x7fff) && full.restartState(t) === result.restartState(t);
        }
        if (!same) return `${recovery}: scan(${JSON.stringify(before)}).edit(${start}, ${end}, ${JSON.stringify(text)}) differs from a full scan`;
      }
    }
    return null;
  },

  sax(soup, random) {
    const [input, cuts] = piecesOf(soup, random);
    const run = (cuts) => {
      const events = [];
      let text = null;
      const flush = () => {
        if (text !== null) events.push(`#${text}`);
        text = null;
      };
      const handler = {
        startTag: (t) => (flush(), events.push(`<${t.tagName} ${JSON.stringify(t.attrs.map((a) => [a.name, a.value]))}${t.selfClosing}@${t.start}-${t.end}`)),
        endTag: (t) => (flush(), events.push(`</${t.tagName}@${t.start}-${t.end}`)),
        text: (t) => (text = (text ?? '') + t.text),
        comment: (c) => (flush(), events.push(`<!--${c.text}@${c.start}-${c.end}`)),
        doctype: (d) => (flush(), events.push(`<!${d.name}|${d.publicId}|${d.systemId}@${d.start}-${d.end}`)),
        processingInstruction: (p) => (flush(), events.push(`<?${p.target}|${p.data}@${p.start}-${p.end}`)),
        end: () => (flush(), events.push('end')),
      };
      const errors = [];
      writeInPieces(createSaxParser(handler, { onParseError: (e) => errors.push(errorLine(e)) }), input, cuts);
      return `${events.join('\n')}\n${errors.join('\n')}`;
    };
    const streamed = run(cuts).split('\n');
    const whole = run([]).split('\n');
    const i = streamed.findIndex((line, k) => line !== whole[k]);
    return i === -1 && streamed.length === whole.length ? null : `cut at ${JSON.stringify(cuts)}: ${streamed[i]} against ${whole[i]}`;
  },

  xml(input, random) {
    const xml = xmlSoup(random, input);
    const expected = xmlOutcome(xml, jsonXmlAdapter);
    const dh = xmlOutcome(xml, domhandlerXmlAdapter);
    if (dh.tree !== expected.tree) return `domhandler, ${JSON.stringify(xml)}:\n${dh.tree}\nJSON:\n${expected.tree}`;
    if (dh.located !== expected.located) return `domhandler locations or errors, ${JSON.stringify(xml)}:\n${dh.located}\nJSON:\n${expected.located}`;
    // linkedom's XMLDocument keeps no XML declaration as its first child.
    if (expected.tree.startsWith('| <?xml')) return null;
    const linkedom = xmlOutcome(xml, createLinkedomXmlAdapter()).tree;
    return linkedom === expected.tree ? null : `linkedom, ${JSON.stringify(xml)}:\n${linkedom}\nJSON:\n${expected.tree}`;
  },

  bytes(input) {
    if (/[\uD800-\uDFFF]/.test(input)) return null;
    const fromString = JSON.stringify(parse(input, { sourceCodeLocationInfo: true }));
    const document = parse(new TextEncoder().encode(input), { encoding: 'utf-8', sourceCodeLocationInfo: true });
    delete document.encoding;
    return JSON.stringify(document) === fromString ? null : 'the tree from UTF-8 bytes differs';
  },
};

/**
 * Runs `checks` over random inputs from `seed` until `iterations` inputs or `seconds` have gone;
 * calls `report` for each failure. Answers how many inputs ran and how many checks failed.
 */
export function fuzz({ seed, iterations = Infinity, seconds = Infinity, checks = Object.keys(CHECKS), report }) {
  const random = seededRandom(seed);
  const deadline = performance.now() + seconds * 1000;
  let inputs = 0;
  let failures = 0;
  while (inputs < iterations && performance.now() < deadline) {
    // Two generators in turn: pieces of markup glued at random, and whole constructs (tags with
    // attributes, raw text elements, DOCTYPEs) cut, nested and mixed.
    const input = inputs % 2 === 0 ? markupSoup(random) : constructSoup(random, 1 + Math.floor(random() * 50));
    inputs++;
    for (const name of checks) {
      let problem;
      try {
        problem = CHECKS[name](input, random);
      } catch (error) {
        problem = `threw ${error.stack}`;
      }
      if (problem !== null) {
        failures++;
        report({ check: name, seed, input, problem });
      }
    }
  }
  return { inputs, failures };
}

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const seed = Number(option(args, 'seed', Date.now() % 1e9));
  const seconds = Number(option(args, 'seconds', option(args, 'iterations', null) === null ? 60 : Infinity));
  const iterations = Number(option(args, 'iterations', Infinity));
  const checks = option(args, 'checks', Object.keys(CHECKS).join(',')).split(',');
  for (const name of checks) {
    if (!(name in CHECKS)) throw new TypeError(`fuzz: no check ${JSON.stringify(name)} (the checks: ${Object.keys(CHECKS).join(', ')})`);
  }
  const { inputs, failures } = fuzz({
    seed,
    seconds,
    iterations,
    checks,
    report: ({ check, input, problem }) => console.log(`FAIL ${check}, seed ${seed}: ${JSON.stringify(input)}\n  ${problem.replaceAll('\n', '\n  ')}`),
  });
  console.log(`fuzz: seed ${seed}, ${inputs} inputs, checks ${checks.join(', ')}: ${failures} failures`);
  process.exitCode = failures === 0 ? 0 : 1;
}
