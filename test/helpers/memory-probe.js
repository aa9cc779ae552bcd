// One way into larch, measured for the memory it keeps, in a process of its own (a clean heap):
//   node --expose-gc test/helpers/memory-probe.js <way> <chars>,<chars>,... [shape ...]
// For each shape (bench/page-shapes.js; all when none is named) and each size it prints
// one line `RESULT {"shape", "chars", "retained"}`: the heap in use after a full garbage
// collection, less what was in use before the way started (the input, for ways that take it
// whole). A way that builds a tree is measured with the tree still held; a streaming way is
// measured during its run, after each few pieces, and the most it kept counts.
import { pathToFileURL } from 'node:url';
import { SHAPES, pagePieces, pageText } from '../../bench/page-shapes.js';

const larch = await import('larch-html');
const { adapter: domhandlerAdapter } = await import('larch-html/adapters/domhandler');
const { ParserStream, WebParserStream } = await import('larch-html/stream');
const { run: runCli } = await import('../../bin/cli.js');

/**
 * Pieces as a Node stream hands them over by default (its highWaterMark), and as the CLI gets
 * them from a pipe whose writer is slower than it.
 */
const PIECE = 16384;
/** A streaming way is measured after every this many characters of input (or of output, for the CLI). */
const SAMPLE_EVERY = 4 << 20;
/** The CLI's commands that build a tree write much more than they read: their output is sampled less often. */
const CLI_OUTPUT_SAMPLE_EVERY = 64 << 20;

/** The heap in use after a full collection, typed arrays' memory included (a scan's result is one). */
function heap() {
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** `heap()` once the event loop has turned (a finished stream lets go of what it held then). */
async function settledHeap() {
  await new Promise((resolve) => setImmediate(resolve));
  return heap();
}

/**
 * Samples the heap as a way runs: at the first count (what a command built before it writes) and
 * every `every` characters counted after; the most it kept counts.
 */
class Sampler {
  constructor(base, every) {
    this.base = base;
    this.every = every;
    this.most = 0;
    this.since = every;
  }

  /** Counts `n` characters and samples when `every` have gone by since the last sample. */
  count(n) {
    this.since += n;
    if (this.since >= this.every) {
      this.since = 0;
      this.sample();
    }
  }

  sample() {
    this.most = Math.max(this.most, heap() - this.base);
  }
}

const quiet = () => {};

/** Ways that take the whole text and answer something held (a tree, tokens, a scan). */
const WHOLE = {
  'parse string': (text) => larch.parse(text),
  'parse string, errors and locations': (text) => larch.parse(text, { onParseError: quiet, sourceCodeLocationInfo: true }),
  'parse string → domhandler': (text) => larch.parse(text, { treeAdapter: domhandlerAdapter, onParseError: quiet }),
  'parseFragment string': (text) => larch.parseFragment(text, { onParseError: quiet }),
  'parse bytes': (bytes) => larch.parse(bytes, { onParseError: quiet }),
  tokenize: (text) => larch.tokenize(text, { onParseError: quiet }),
  scan: (text) => larch.scan(text),
  'parseXml string': (text) => larch.parseXml(text, { onParseError: quiet }),
};

/** Ways that take the input in pieces and answer a tree at the end. */
const PIECEWISE = {
  'createParser pieces': (pieces) => feed(larch.createParser(), pieces).end(),
  'createParser pieces, errors': (pieces) => feed(larch.createParser({ onParseError: quiet }), pieces).end(),
  'createParser pieces, errors and locations': (pieces) =>
    feed(larch.createParser({ onParseError: quiet, sourceCodeLocationInfo: true }), pieces).end(),
  'createParser byte pieces, errors': (pieces) => {
    const parser = larch.createParser({ onParseError: quiet });
    for (const piece of pieces) parser.write(Buffer.from(piece));
    return parser.end();
  },
  'Node ParserStream': async (pieces) => {
    const stream = new ParserStream({ onParseError: quiet });
    for (const piece of pieces) if (!stream.write(piece)) await new Promise((resolve) => stream.once('drain', resolve));
    await new Promise((resolve, reject) => stream.end((error) => (error ? reject(error) : resolve())));
    return stream.document;
  },
  'web WebParserStream': async (pieces) => {
    const stream = new WebParserStream({ onParseError: quiet });
    const writer = stream.getWriter();
    for (const piece of pieces) await writer.write(piece);
    await writer.close();
    return stream.result;
  },
};

/** Ways that stream: what they keep is sampled as they run. */
const STREAMING = {
  'SAX parser': (pieces, sampler) => {
    const count = () => {};
    const sax = larch.createSaxParser({ startTag: count, endTag: count, text: count, comment: count, doctype: count });
    for (const piece of pieces) {
      sax.write(piece);
      sampler.count(piece.length);
    }
    sax.end();
  },
  'Node SAXParser stream': async (pieces, sampler) => {
    const { SAXParser } = await import('larch-html/stream');
    const sax = new SAXParser();
    sax.on('startTag', quiet);
    sax.on('text', quiet);
    for (const piece of pieces) {
      if (!sax.write(piece)) await new Promise((resolve) => sax.once('drain', resolve));
      sampler.count(piece.length);
    }
    await new Promise((resolve) => sax.end(resolve));
  },
  rewriter: (pieces, sampler) => {
    const rewriter = larch.createRewriter({ startTag: (tag) => tag }, quiet);
    for (const piece of pieces) {
      rewriter.write(piece);
      sampler.count(piece.length);
    }
    rewriter.end();
  },
  'createTokenizer pieces': (pieces, sampler) => {
    const tokens = larch.createTokenizer({ onParseError: quiet });
    for (const piece of pieces) {
      tokens.write(piece);
      sampler.count(piece.length);
    }
    tokens.end();
  },
};

/** The command line's commands, run in this process over the input's pieces as bytes. */
const CLI = {
  'CLI parse': ['parse'],
  'CLI parse --errors --json': ['parse', '--errors', '--json'],
  'CLI tokenize': ['tokenize'],
  'CLI highlight': ['highlight'],
};

function feed(parser, pieces) {
  for (const piece of pieces) parser.write(piece);
  return parser;
}

/** Runs the CLI over the pieces, sampling the heap as its output is written (and once at the end of its input). */
function cli(args, pieces, sampler) {
  const readChunks = function* () {
    for (const piece of pieces) yield Buffer.from(piece);
    sampler.sample();
  };
  const write = (text) => sampler.count(text.length);
  const status = runCli([...args, 'input.html'], { readChunks, stdout: write, stderr: write, colors: false });
  if (status !== 0) throw new Error(`larch ${args.join(' ')} exited with ${status}`);
}

async function measure(way, shape, chars) {
  larch.parse('<p>warm'); // compiled code and kept samples are not the way's
  if (Object.hasOwn(WHOLE, way)) {
    const text = pageText(shape, chars);
    const input = way === 'parse bytes' ? Buffer.from(text) : text;
    const before = await settledHeap();
    const result = WHOLE[way](input);
    const retained = heap() - before;
    if (result === undefined) throw new Error(`${way} answered nothing`);
    return retained;
  }
  const pieces = pagePieces(shape, chars, PIECE);
  if (Object.hasOwn(PIECEWISE, way)) {
    const before = await settledHeap();
    const result = await PIECEWISE[way](pieces);
    const retained = heap() - before;
    if (result === undefined) throw new Error(`${way} answered nothing`);
    return retained;
  }
  const base = await settledHeap();
  let sampler;
  if (Object.hasOwn(STREAMING, way)) {
    sampler = new Sampler(base, SAMPLE_EVERY);
    await STREAMING[way](pieces, sampler);
  } else if (Object.hasOwn(CLI, way)) {
    sampler = new Sampler(base, CLI[way][0] === 'parse' ? CLI_OUTPUT_SAMPLE_EVERY : SAMPLE_EVERY);
    cli(CLI[way], pieces, sampler);
  } else {
    throw new TypeError(`memory-probe: unknown way '${way}'`);
  }
  sampler.sample();
  return sampler.most;
}

export const WAYS = { whole: Object.keys(WHOLE), piecewise: Object.keys(PIECEWISE), streaming: Object.keys(STREAMING), cli: Object.keys(CLI) };

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [way, sizes, ...shapes] = process.argv.slice(2);
  for (const shape of shapes.length > 0 ? shapes : Object.keys(SHAPES)) {
    for (const chars of sizes.split(',').map(Number)) {
      const retained = await measure(way, shape, chars);
      process.stdout.write(`RESULT ${JSON.stringify({ shape, chars, retained })}\n`);
    }
  }
}
