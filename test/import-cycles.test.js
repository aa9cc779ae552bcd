// lib/ and adapters/ import each other without cycles, type-only imports included (a cycle of
// types still ties the modules in it together), and the core never imports an adapter.
import { expect } from 'chai';
import { importCycles, importGraph } from './helpers/import-graph.js';

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

  it('would find a cycle if there were one', () => {
    const withCycle = new Map(graph);
    withCycle.set('lib/tree/open-elements.ts', [...graph.get('lib/tree/open-elements.ts'), { to: 'lib/tree/tree-builder.ts', typeOnly: true }]);
    const cycles = importCycles(withCycle);
    expect(cycles).to.have.length(1);
    expect(cycles[0]).to.include.members(['lib/tree/open-elements.ts', 'lib/tree/tree-builder.ts']);
    expect(importCycles(withCycle, { runtimeOnly: true })).to.deep.equal([]);
  });
});
