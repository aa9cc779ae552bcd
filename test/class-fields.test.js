// Every field of larch's classes exists from the end of its constructor on. tsconfig.json compiles
// class fields as assignments in the constructor (`useDefineForClassFields: false`: on Node 20,
// defining them as class fields made each parse's tokenizer and tree builder noticeably slower to
// make), so a field first assigned by a method would change the object's hidden class partway
// through a parse. Read from tsc's output in build/ (test/helpers/class-fields.js).
import { expect } from 'chai';
import { classesOf, compiledClasses, fieldsAddedLater } from './helpers/class-fields.js';

describe('class fields', () => {
  const classes = compiledClasses();

  it("are all found in build/: the tokenizer's and the tree builder's among them", () => {
    expect(classes.length).to.be.greaterThan(60);
    const tokenizerBase = classes.find((c) => c.name === 'TokenizerBase');
    const treeBuilder = classes.find((c) => c.name === 'TreeBuilder');
    expect(tokenizerBase.constructed.size).to.be.greaterThan(40);
    expect(treeBuilder.constructed.size).to.be.greaterThan(30);
    expect([...tokenizerBase.constructed]).to.include.members(['text', 'pos', 'state', 'tag']);
  });

  it('are each assigned by a constructor before any method assigns them', () => {
    expect(fieldsAddedLater(classes)).to.deep.equal([]);
  });

  it('would be reported when a method adds one, or a constructor adds one only inside a block', () => {
    const compiled = [
      'export class Base {',
      '    constructor(x) {',
      '        this.a = x;',
      '        this.reset();',
      '    }',
      '    reset() {',
      '        this.b = 0;',
      '    }',
      '}',
      'class Sub extends Base {',
      '    declared = 1;',
      '    constructor(x) {',
      '        super(x);',
      '        if (x) {',
      '            this.c = 1;',
      '        }',
      '        this.d = 2;',
      '    }',
      '    grow() {',
      '        this.a++;',
      '        this.b += 1;',
      '        this.declared = 3;',
      '        this.d ??= 4;',
      '        this.e = 5;',
      '    }',
      '}',
    ].join('\n');
    expect(fieldsAddedLater(classesOf(compiled, 'x.js'))).to.deep.equal([
      'x.js Sub.c (only inside a block of the constructor)',
      'x.js:24 Sub.e',
    ]);
  });
});
