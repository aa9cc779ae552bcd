// require() of the hast entry points. property-information (and unified, for the plugin's users) are
// ES modules only, so CommonJS can load them only where Node can require ES modules (20.19+, 22.12+);
// there it works without a warning, elsewhere it fails with Node's ERR_REQUIRE_ESM.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('hast adapter: CommonJS', function () {
  this.timeout(30000);

  it(`requires larch-html/adapters/hast and larch-html/rehype ${process.features.require_module ? 'without warnings (this Node can require ES modules)' : 'and gets ERR_REQUIRE_ESM (this Node cannot require ES modules)'}`, function () {
    const script = `
      try {
        const { parse } = require('larch-html');
        const { adapter } = require('larch-html/adapters/hast');
        const { rehypeLarch } = require('larch-html/rehype');
        const root = parse('<p class="a b">x', { treeAdapter: adapter });
        process.stdout.write(JSON.stringify(root.children[0].children[1].children[0].properties) + ' ' + typeof rehypeLarch);
      } catch (error) {
        process.stdout.write(error.code);
      }`;
    const child = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    if (process.features.require_module) {
      expect(child.stderr).to.equal('');
      expect(child.stdout).to.equal('{"className":["a","b"]} function');
    } else {
      expect(child.stdout).to.equal('ERR_REQUIRE_ESM');
    }
  });
});
