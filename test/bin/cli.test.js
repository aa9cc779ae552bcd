import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';
import { run } from '../../bin/cli.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs the CLI in-process on `input` (as file "in.html"), returning { code, stdout, stderr }. */
function cli(args, input = '') {
  let stdout = '';
  let stderr = '';
  const code = run(args, {
    readFile: (path) => {
      if (path !== 'in.html' && path !== '-') throw new Error('ENOENT: no such file');
      return input;
    },
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { code, stdout, stderr };
}

describe('bin/larch', function () {
  it('parse prints the JSON AST of a document', function () {
    const { code, stdout } = cli(['parse', 'in.html'], '<title>x</title><p>a');
    expect(code).to.equal(0);
    const doc = JSON.parse(stdout);
    expect(doc.type).to.equal('document');
    const html = doc.children.find((n) => n.type === 'element');
    expect(html.tagName).to.equal('html');
    expect(html.children.map((n) => n.tagName)).to.deep.equal(['head', 'body']);
  });

  it('parse --errors prints one error a line as file:line:col code', function () {
    const { code, stdout } = cli(['parse', 'in.html', '--errors'], '<p>\n<a b="1" b="2">&nosuch;');
    expect(code).to.equal(0);
    const lines = stdout.trim().split('\n');
    expect(lines).to.include('in.html:1:1 missing-doctype');
    expect(lines).to.include('in.html:2:11 duplicate-attribute');
    for (const line of lines) expect(line).to.match(/^in\.html:\d+:\d+ [a-z-]+$/);
  });

  it('parse --fragment parses in the context element', function () {
    const { stdout } = cli(['parse', 'in.html', '--fragment', 'tr', '--compact'], '<td>1<td>2');
    const frag = JSON.parse(stdout);
    expect(frag.type).to.equal('fragment');
    expect(frag.children.map((n) => n.tagName)).to.deep.equal(['td', 'td']);
  });

  it('parse --locations adds unist positions', function () {
    const { stdout } = cli(['parse', 'in.html', '--locations', '--fragment', 'div'], '<b>x</b>');
    const b = JSON.parse(stdout).children[0];
    expect(b.position.start).to.deep.equal({ line: 1, column: 1, offset: 0 });
    expect(b.position.end).to.deep.equal({ line: 1, column: 9, offset: 8 });
  });

  it('prints a 100 000-deep tree without a stack overflow', function () {
    const depth = 100000;
    const { code, stdout } = cli(['parse', 'in.html', '--compact'], '<div>'.repeat(depth));
    expect(code).to.equal(0);
    expect(stdout.split('"tagName":"div"').length - 1).to.equal(depth);
  });

  it('reports usage errors with exit code 2', function () {
    expect(cli(['frobnicate']).code).to.equal(2);
    expect(cli(['parse']).code).to.equal(2);
    expect(cli(['parse', 'in.html', '--bogus']).code).to.equal(2);
    expect(cli(['parse', 'missing.html']).code).to.equal(1);
  });

  it('npm start runs on the bundled example page', function () {
    const out = execFileSync('node', ['bin/larch', 'parse', 'examples/page.html', '--compact'], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(out).type).to.equal('document');
  });
});
