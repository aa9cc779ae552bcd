// lib/ and adapters/ import each other without cycles, type-only imports included (a cycle of
// types still ties the modules in it together), the core never imports an adapter, and within
// the core no import points up its layers (docs/development.md lists them), and no module of the
// core grows past a size that wants splitting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { importCycles, importGraph, ROOT } from './helpers/import-graph.js';

/** A module of lib/ longer than this is to be split by what its parts do. */
const MAX_MODULE_LINES = 650;

/**
 * The core's layers, lowest first: a module may import from its own layer and those below. A
 * directory of lib/ is a layer; so is each module at lib/'s top.
 */
const LAYERS = [
  ['lib/common/'],
  ['lib/input/'],
  ['lib/encoding/'],
  ['lib/tokenizer/'],
  ['lib/tree/'],
  ['lib/json/'],
  ['lib/options.ts'],
  ['lib/engine/'],
  ['lib/serializer/', 'lib/sax/', 'lib/scanner/', 'lib/xml/'],
  ['lib/parser.ts', 'lib/html-parser.ts', 'lib/tokenize.ts'],
  ['lib/index.ts', 'lib/stream/'],
];

/** The layer of a module of lib/ (its index in LAYERS), or -1 when it is in none. */
const layerOf = (file) => LAYERS.findIndex((layer) => layer.some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix))));

describe('module imports', () => {
  const graph = importGraph();

  it('read every module of lib/ and adapters/', () => {
    expect(graph.size).to.be.greaterThan(80);
    expect(graph.get('lib/index.ts').length).to.be.greaterThan(3);
  });

  it('form no cycle in lib/ and adapters/, type-only imports included', () => {
    expect(importCycles(graph)).to.deep.equal([]);
  });

  it('never go from lib/ to adapters/', () => {
    const upward = [];
    for (const [file, edges] of graph) {
      if (!file.startsWith('lib/')) continue;
      for (const edge of edges) if (edge.to.startsWith('adapters/')) upward.push(`${file} → ${edge.to}`);
    }
    expect(upward).to.deep.equal([]);
  });

  it('never point up the core\'s layers, type-only imports included', () => {
    const upward = [];
    for (const [file, edges] of graph) {
      if (!file.startsWith('lib/')) continue;
      expect(layerOf(file), `${file} is in no layer`).to.be.at.least(0);
      for (const edge of edges) if (layerOf(edge.to) > layerOf(file)) upward.push(`${file} → ${edge.to}`);
    }
    expect(upward).to.deep.equal([]);
  });

  it(`keep every module of lib/ to ${MAX_MODULE_LINES} lines`, () => {
    const long = [];
    for (const file of graph.keys()) {
      if (!file.startsWith('lib/')) continue;
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').length;
      if (lines > MAX_MODULE_LINES) long.push(`${file}: ${lines} lines`);
    }
    expect(long).to.deep.equal([]);
  });

  it('would find a cycle if there were one', () => {
    const withCycle = new Map(graph);
    withCycle.set('lib/tree/open-elements.ts', [...graph.get('lib/tree/open-elements.ts'), { to: 'lib/tree/tree-builder.ts', typeOnly: true }]);
    const cycles = importCycles(withCycle);
    expect(cycles).to.have.length(1);
    expect(cycles[0]).to.include.members(['lib/tree/open-elements.ts', 'lib/tree/tree-builder.ts']);
    expect(importCycles(withCycle, { runtimeOnly: true })).to.deep.equal([]);
  });
});
