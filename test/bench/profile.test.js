// bench/profile.js: CPU and heap profiles split by stage.
import { expect } from 'chai';
import { categoryOfUrl, summarizeCpuProfile, summarizeHeapProfile } from '../../bench/profile.js';

const ROOT = new URL('../../', import.meta.url).href;

describe('bench profile attribution', () => {
  it('names the stage of larch files and of the compared libraries', () => {
    expect(categoryOfUrl(`${ROOT}dist/esm/lib/tokenizer/tokenizer.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}dist/esm/lib/tree/insertion-modes/in-body.js`)).to.equal('tree builder');
    expect(categoryOfUrl(`${ROOT}dist/esm/adapters/domhandler/adapter.js`)).to.equal('adapter');
    expect(categoryOfUrl(`${ROOT}dist/esm/lib/input/source.js`)).to.equal('other');
    expect(categoryOfUrl(`${ROOT}dist/cjs/lib/engine/engine.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}dist/esm/lib/xml/tokenizer.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}dist/esm/lib/xml/tree-builder.js`)).to.equal('tree builder');
    expect(categoryOfUrl(`${ROOT}node_modules/htmlparser2-v10/dist/esm/Tokenizer.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}node_modules/htmlparser2/dist/Parser.js`)).to.equal('tree builder');
    expect(categoryOfUrl(`${ROOT}node_modules/linkedom/node_modules/htmlparser2/dist/esm/Tokenizer.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}node_modules/domhandler/lib/esm/index.js`)).to.equal('adapter');
    expect(categoryOfUrl(`${ROOT}node_modules/parse5/dist/tokenizer/index.js`)).to.equal('tokenizer');
    expect(categoryOfUrl(`${ROOT}node_modules/parse5/dist/parser/index.js`)).to.equal('tree builder');
    expect(categoryOfUrl(`${ROOT}node_modules/parse5/dist/tree-adapters/default.js`)).to.equal('adapter');
    expect(categoryOfUrl(`${ROOT}node_modules/entities/dist/esm/decode.js`)).to.equal('tokenizer');
    // A library's own lib/tree is not larch's tree builder.
    expect(categoryOfUrl(`${ROOT}node_modules/somelib/lib/tree/x.js`)).to.equal('other');
    expect(categoryOfUrl('node:internal/modules/esm/loader')).to.equal('other');
  });

  const frame = (functionName, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0, scriptId: '0' });
  const tokenizer = `${ROOT}dist/esm/lib/tokenizer/tokenizer.js`;
  const adapter = `${ROOT}dist/esm/adapters/json/adapter.js`;

  it('splits CPU self time by the file of the sampled function, builtins counting for their caller', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 5, 6] },
        { id: 2, callFrame: frame('run', tokenizer, 9), children: [3, 4] },
        { id: 3, callFrame: frame('slice'), children: [] },
        { id: 4, callFrame: frame('createElement', adapter, 4), children: [] },
        { id: 5, callFrame: frame('(garbage collector)'), children: [] },
        { id: 6, callFrame: frame('(idle)'), children: [] },
      ],
      // Each sample lasts until the next one: 2 ms, 1 ms, 3 ms, 1 ms, 5 ms (idle), last as the one before.
      samples: [2, 3, 4, 5, 6, 6],
      timeDeltas: [0, 2000, 1000, 3000, 1000, 5000],
    };
    const { total, split, functions } = summarizeCpuProfile(profile);
    expect(split).to.deep.equal({ tokenizer: 3, 'tree builder': 0, adapter: 3, GC: 1, other: 0 });
    expect(total).to.equal(7);
    expect(functions[0]).to.deep.include({ category: 'adapter', amount: 3, location: 'createElement dist/esm/adapters/json/adapter.js:5' });
    expect(functions.map((f) => f.location)).to.include('slice [native]');
  });

  it('splits sampled allocations by the allocating function', () => {
    const profile = {
      head: {
        callFrame: frame('(root)'),
        selfSize: 0,
        children: [
          { callFrame: frame('run', tokenizer, 9), selfSize: 100, children: [{ callFrame: frame('replace'), selfSize: 50, children: [] }] },
          { callFrame: frame('createElement', adapter, 4), selfSize: 30, children: [] },
        ],
      },
    };
    const { total, split, functions } = summarizeHeapProfile(profile);
    expect(total).to.equal(180);
    expect(split).to.deep.equal({ tokenizer: 150, 'tree builder': 0, adapter: 30, GC: 0, other: 0 });
    expect(functions.map((f) => [f.location, f.amount])).to.deep.equal([
      ['run dist/esm/lib/tokenizer/tokenizer.js:10', 100],
      ['replace [native]', 50],
      ['createElement dist/esm/adapters/json/adapter.js:5', 30],
    ]);
  });
});
