// The core entry point (lib/index.ts) and the web stream module bundle for browsers: nothing they
// import at run time, directly or not, is a Node built-in, and neither reaches the Node streams
// of larch-html/stream's Node entry (lib/stream/index.ts), which alone imports node:stream.
import { builtinModules } from 'node:module';
import { expect } from 'chai';
import { importGraph, reachable } from '../helpers/import-graph.js';

const isBuiltin = (name) => name.startsWith('node:') || builtinModules.includes(name.split('/')[0]);

describe('the core import graph', () => {
  const graph = importGraph(undefined, { packages: true });

  it('has no Node built-in in the core entry point or the web stream module, and the Node streams outside both', () => {
    for (const [entry, atLeast] of [['lib/index.ts', 50], ['lib/stream/web.ts', 3]]) {
      const { files, packages } = reachable(graph, entry);
      expect(files.length, entry).to.be.greaterThan(atLeast);
      expect(packages.filter(isBuiltin), entry).to.deep.equal([]);
      expect(files, entry).not.to.include('lib/stream/index.ts');
    }
    const node = reachable(graph, 'lib/stream/index.ts');
    expect(node.packages).to.include('node:stream');
    expect(node.files).to.include.members(['lib/stream/web.ts', 'lib/html-parser.ts', 'lib/sax/sax-parser.ts']);
  });

  it('would see a Node built-in reached through the core', () => {
    const withNode = new Map(graph);
    withNode.set('lib/engine/engine.ts', [...graph.get('lib/engine/engine.ts'), { to: 'node:buffer', typeOnly: false, package: true }]);
    expect(reachable(withNode, 'lib/index.ts').packages).to.include('node:buffer');
  });
});
