// The README's examples marked "README example" run as they are (through the package's own name,
// so `import ... from 'larch-html'` resolves as it does for a user) and print what their `// →`
// comments say.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '..');
const README = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const EXAMPLES = [...README.matchAll(/<!-- README example[^>]*-->\n```js\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('README examples', function () {
  it('has examples to run', function () {
    expect(EXAMPLES.length).to.be.at.least(2);
  });

  EXAMPLES.forEach((code, i) => {
    it(`example ${i + 1} (${code.split('\n')[0]}) prints what it says`, function () {
      const expected = code
        .split('\n')
        .filter((line) => line.startsWith('// → '))
        .map((line) => line.slice('// → '.length));
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
      expect(output.trimEnd().split('\n')).to.deep.equal(expected);
    });
  });
});
