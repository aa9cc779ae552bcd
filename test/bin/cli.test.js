import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { run } from '../../bin/cli.js';
import { tokenize } from 'larch-html';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/larch');

/** The bytes of `input` in pieces of `size`, as readChunks gives a file's. */
function* pieces(input, size) {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/**
 * Runs the CLI in-process on `input` (the bytes of file "in.html", read in pieces of 7 bytes, so
 * tags, references and UTF-8 sequences are cut), returning { code, stdout, stderr }.
 */
function cli(args, input = '') {
  let stdout = '';
  let stderr = '';
  const code = run(args, {
    readChunks: (path) => {
      if (path !== 'in.html' && path !== '-') throw new Error('ENOENT: no such file');
      return pieces(input, 7);
    },
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { code, stdout, stderr };
}

/** Runs bin/larch as a process through a shell (for pipes), returning spawnSync's result. */
function shell(command, cwd) {
  return spawnSync('bash', ['-o', 'pipefail', '-c', command], { cwd, encoding: 'utf8', env: { ...process.env, LARCH: `node ${BIN}` } });
}

describe('bin/larch', function () {
  this.timeout(60000);

  it('parse prints the document as the parser built it, serialized', function () {
    const { code, stdout } = cli(['parse', 'in.html'], '<title>x</title><p>a<b>b');
    expect(code).to.equal(0);
    expect(stdout).to.equal('<html><head><title>x</title></head><body><p>a<b>b</b></p></body></html>\n');
  });

  it('parse --json prints the JSON AST', function () {
    const { code, stdout } = cli(['parse', 'in.html', '--json'], '<title>x</title><p>a');
    expect(code).to.equal(0);
    const doc = JSON.parse(stdout);
    expect(doc.type).to.equal('document');
    const html = doc.children.find((n) => n.type === 'element');
    expect(html.tagName).to.equal('html');
    expect(html.children.map((n) => n.tagName)).to.deep.equal(['head', 'body']);
  });

  it('parse --outline prints one node a line, indented, with positions under --locations', function () {
    const { stdout } = cli(['parse', 'in.html', '--outline', '--locations'], '<!DOCTYPE html>\n<p class=x>hi<!--c-->\n<template><td>t</template>');
    expect(stdout).to.equal(
      [
        '#document (no-quirks)',
        '  <!DOCTYPE html>  @1:1',
        '  <html>',
        '    <head>',
        '    <body>',
        '      <p class="x">  @2:1',
        '        "hi"  @2:12',
        '        <!-- c -->  @2:14',
        '        <template>  @3:1',
        '          content',
        '            <td>  @3:11',
        '              "t"  @3:15',
        '',
      ].join('\n'),
    );
  });

  it('parse --errors prints one error a line as file:line:col code', function () {
    const { code, stdout } = cli(['parse', 'in.html', '--errors'], '<p>\n<a b="1" b="2">&nosuch;');
    expect(code).to.equal(0);
    const lines = stdout.trim().split('\n');
    expect(lines).to.include('in.html:1:1 missing-doctype');
    expect(lines).to.include('in.html:2:11 duplicate-attribute');
    for (const line of lines) expect(line).to.match(/^in\.html:\d+:\d+ [a-z-]+$/);
  });

  it('parse --errors with an output format writes the errors to standard error', function () {
    const { stdout, stderr } = cli(['parse', 'in.html', '--errors', '--outline'], '<p>x');
    expect(stderr).to.equal('in.html:1:1 missing-doctype\n');
    expect(stdout).to.contain('      <p>\n');
  });

  it('--fail-on-error exits with 1 when there were parse errors, 0 when there were none', function () {
    expect(cli(['parse', 'in.html', '--fail-on-error'], '<p>x').code).to.equal(1);
    expect(cli(['parse', 'in.html', '--fail-on-error'], '<!DOCTYPE html><p>x').code).to.equal(0);
    expect(cli(['parse', 'in.html'], '<p>x').code).to.equal(0);
    expect(cli(['tokenize', 'in.html', '--fail-on-error'], '<p a=1 a=2>').code).to.equal(1);
  });

  it('parse --fragment parses in the context element', function () {
    const { stdout } = cli(['parse', 'in.html', '--fragment', 'tr', '--json', '--compact'], '<td>1<td>2');
    const frag = JSON.parse(stdout);
    expect(frag.type).to.equal('fragment');
    expect(frag.children.map((n) => n.tagName)).to.deep.equal(['td', 'td']);
    expect(cli(['parse', 'in.html', '--fragment', 'svg svg'], '<path/>').stdout).to.equal('<path></path>\n');
    expect(cli(['parse', 'in.html', '--fragment', 'a b c'], 'x').code).to.equal(2);
    expect(cli(['parse', 'in.html', '--fragment', '<td>'], 'x')).to.include({ code: 2, stderr: "larch: bad --fragment context '<td>'\nRun 'larch --help' for the commands and options.\n" });
  });

  it('parse --locations adds unist positions', function () {
    const { stdout } = cli(['parse', 'in.html', '--json', '--locations', '--fragment', 'div'], '<b>x</b>');
    const b = JSON.parse(stdout).children[0];
    expect(b.position.start).to.deep.equal({ line: 1, column: 1, offset: 0 });
    expect(b.position.end).to.deep.equal({ line: 1, column: 9, offset: 8 });
  });

  it('parse --xml prints well-formed XML, or its JSON AST', function () {
    expect(cli(['parse', 'in.html', '--xml'], '<r><a>x</r>').stdout).to.equal('<r><a>x</a></r>\n');
    expect(JSON.parse(cli(['parse', 'in.html', '--xml', '--json'], '<r/>').stdout).children[0].tagName).to.equal('r');
  });

  it('--no-scripting parses noscript contents as markup', function () {
    const html = '<body><noscript><p>x</p></noscript>';
    expect(cli(['parse', 'in.html', '--outline'], html).stdout).to.contain('"<p>x</p>"');
    expect(cli(['parse', 'in.html', '--outline', '--no-scripting'], html).stdout).to.contain('<p>');
  });

  it('reads bytes: a UTF-8 byte order mark is not text', function () {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const { stdout } = cli(['parse', 'in.html', '--errors'], Buffer.concat([bom, Buffer.from('<!DOCTYPE html><p>x')]));
    expect(stdout).to.equal('');
    const doc = JSON.parse(cli(['parse', 'in.html', '--json'], Buffer.concat([bom, Buffer.from('<!DOCTYPE html>')])).stdout);
    expect(doc.mode).to.equal('no-quirks');
  });

  it('decodes UTF-16 with a byte order mark, and UTF-8 without one', function () {
    const text = '<!DOCTYPE html><p>é𝄞';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    const expected = '<!DOCTYPE html><html><head></head><body><p>é𝄞</p></body></html>\n';
    expect(cli(['parse', 'in.html'], le).stdout).to.equal(expected);
    expect(cli(['parse', 'in.html'], be).stdout).to.equal(expected);
    expect(cli(['parse', 'in.html'], Buffer.from(text)).stdout).to.equal(expected);
    expect(cli(['parse', 'in.html'], Buffer.from([0x3c, 0x70, 0x3e, 0xff])).stdout).to.contain('<p>\ufffd</p>');
  });

  it('sniffs the encoding a <meta> names, in the first 1024 bytes and past them', function () {
    const latin1 = Buffer.from('<meta charset=latin1><p>caf\xe9', 'latin1');
    expect(cli(['parse', 'in.html'], latin1).stdout).to.contain('<p>café</p>');
    const sjis = Buffer.concat([Buffer.from('<meta charset="shift_jis"><title>'), Buffer.from([0x93, 0xfa, 0x96, 0x7b]), Buffer.from('</title>')]);
    expect(cli(['parse', 'in.html'], sjis).stdout).to.contain('<title>日本</title>');
    const late = Buffer.concat([Buffer.from(`<!-- ${'x'.repeat(2000)} --><meta charset="shift_jis"><p>`), Buffer.from([0x82, 0xa0])]);
    expect(cli(['parse', 'in.html'], late).stdout).to.contain('<p>あ</p>');
    expect(cli(['tokenize', 'in.html'], latin1).stdout).to.contain('"data":"café"');
  });

  it('--encoding overrides the sniffing; an unknown label is a usage error', function () {
    const bytes = Buffer.from('<meta charset=utf-8><p>caf\xe9', 'latin1');
    expect(cli(['parse', 'in.html'], bytes).stdout).to.contain('<p>caf\ufffd</p>');
    expect(cli(['parse', 'in.html', '--encoding', 'latin1'], bytes).stdout).to.contain('<p>café</p>');
    expect(cli(['tokenize', 'in.html', '--encoding', 'windows-1252'], bytes).stdout).to.contain('"data":"café"');
    const bad = cli(['parse', 'in.html', '--encoding', 'klingon'], bytes);
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain("unknown encoding 'klingon'");
  });

  it('prints a 100 000-deep tree without a stack overflow', function () {
    const depth = 100000;
    const { code, stdout } = cli(['parse', 'in.html', '--json', '--compact'], '<div>'.repeat(depth));
    expect(code).to.equal(0);
    expect(stdout.split('"tagName":"div"').length - 1).to.equal(depth);
    expect(cli(['parse', 'in.html'], '<div>'.repeat(depth)).stdout.length).to.equal('<html><head></head><body></body></html>\n'.length + 11 * depth);
    expect(cli(['parse', 'in.html', '--outline'], '<div>'.repeat(depth)).stdout.split('\n').length).to.equal(depth + 5);
  });

  it('hands output over in chunks, not as one string', function () {
    const chunks = [];
    run(['parse', 'in.html'], { readChunks: () => pieces('<p>x</p>'.repeat(50000), 65536), stdout: (s) => chunks.push(s.length), stderr: () => {} });
    expect(chunks.length).to.be.above(3);
    expect(Math.max(...chunks)).to.be.below(1 << 18);
  });

  it('reports usage errors and unreadable input with exit code 2', function () {
    expect(cli(['frobnicate']).code).to.equal(2);
    expect(cli(['parse']).code).to.equal(2);
    expect(cli(['parse', 'in.html', '--bogus']).code).to.equal(2);
    expect(cli(['parse', 'in.html', '--json', '--outline']).code).to.equal(2);
    expect(cli(['parse', 'missing.html']).code).to.equal(2);
  });

  it('reports a usage error in one line and a pointer to --help, not the whole help', function () {
    const { code, stderr } = cli(['parse', 'in.html', '--bogus']);
    expect(code).to.equal(2);
    expect(stderr).to.equal("larch: unknown option '--bogus' for parse\nRun 'larch --help' for the commands and options.\n");
    expect(cli(['--help']).stdout).to.match(/^usage: larch parse/);
  });

  it('refuses --locations and --compact where the output has no use for them', function () {
    expect(cli(['parse', 'in.html', '--compact']).stderr).to.match(/^larch: --compact applies to --json output only\n/);
    expect(cli(['parse', 'in.html', '--html', '--locations']).stderr).to.match(/^larch: --locations applies to --json and --outline/);
    expect(cli(['parse', 'in.html', '--errors', '--locations']).code).to.equal(2);
    expect(cli(['parse', 'in.html', '--json', '--compact', '--locations'], '<p>').code).to.equal(0);
    expect(cli(['parse', 'in.html', '--outline', '--locations'], '<p>').code).to.equal(0);
  });

  it('reads bytes that name no encoding as UTF-8, as the API does, or in --default-encoding', function () {
    const bytes = Buffer.from('<p>café — naïve', 'utf8');
    expect(cli(['parse', 'in.html'], bytes).stdout).to.contain('<p>café — naïve</p>');
    const legacy = Buffer.from('<p>caf\xe9', 'latin1');
    expect(cli(['parse', 'in.html', '--default-encoding', 'windows-1252'], legacy).stdout).to.contain('<p>café</p>');
    expect(cli(['parse', 'in.html', '--default-encoding', 'nope'], legacy).stderr).to.contain("unknown encoding 'nope'");
  });

  it('tokenize prints tokens as the input is read, not after the whole of it', function () {
    let read = 0;
    let readAtFirstOutput = -1;
    const piece = Buffer.from('<p class="a">text &amp; more</p>\n'.repeat(2000));
    const code = run(['tokenize', 'in.html'], {
      readChunks: function* () {
        for (let i = 0; i < 50; i++, read++) yield piece;
      },
      stdout: () => {
        if (readAtFirstOutput < 0) readAtFirstOutput = read;
      },
      stderr: () => {},
    });
    expect(code).to.equal(0);
    expect(readAtFirstOutput).to.be.within(0, 5);
  });

  it('tokenize prints what tokenize() gives for the whole input, whatever the pieces', function () {
    const html = '<!DOCTYPE html><p class=a>x &amp y<!-- c --><script>a<b</script>';
    const lines = cli(['tokenize', 'in.html'], html).stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).to.deep.equal(JSON.parse(JSON.stringify(tokenize(html))));
  });

  it('tokenize --xml prints XML5 tokens', function () {
    const lines = cli(['tokenize', 'in.html', '--xml'], '<a x="1"><![CDATA[c]]></A>').stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((t) => t.type)).to.deep.equal(['startTag', 'cdata', 'endTag']);
    expect(lines[2].name).to.equal('A');
  });

  it('--json prints what JSON.stringify prints, compact or indented, with or without locations', function () {
    const html = '<!DOCTYPE html><p class=a>x<!--c--><svg><path/></svg>';
    for (const args of [['--json'], ['--json', '--compact'], ['--json', '--locations']]) {
      const { stdout } = cli(['parse', 'in.html', ...args], html);
      expect(stdout).to.equal(JSON.stringify(JSON.parse(stdout), null, args.includes('--compact') ? 0 : 2) + '\n');
    }
  });

  it('--version prints the package version', function () {
    const { version } = JSON.parse(spawnSync('cat', [join(ROOT, 'package.json')], { encoding: 'utf8' }).stdout);
    expect(cli(['--version']).stdout).to.equal(`larch ${version}\n`);
  });

  describe('as a process', function () {
    let dir;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'larch-cli-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('exits quietly when the reader of a pipe goes away (| head)', function () {
      writeFileSync(join(dir, 'big.html'), '<p>' + 'text '.repeat(200000) + '</p>'.repeat(1000));
      const result = shell('$LARCH parse big.html --json | head -c 10', dir);
      expect(result.stderr).to.equal('');
      expect(result.stdout).to.equal('{\n  "type"');
      expect(result.status).to.equal(0);
    });

    it('says in one line that the output cannot be written (> /dev/full), with exit status 2', function () {
      writeFileSync(join(dir, 'small.html'), '<p>x');
      const result = shell('$LARCH parse small.html > /dev/full', dir);
      expect(result.status).to.equal(2);
      expect(result.stderr).to.equal('larch: cannot write the output: ENOSPC\n');
    });

    it('tokenize stops quietly when the reader goes away (| head -1), with nothing said about the input', function () {
      writeFileSync(join(dir, 'many.html'), '<p>x</p>'.repeat(200000));
      const result = shell('$LARCH tokenize many.html | head -1', dir);
      expect(result.stderr).to.equal('');
      expect(result.status).to.equal(0);
      expect(JSON.parse(result.stdout)).to.deep.include({ type: 'startTag', name: 'p', start: 0 });
    });

    it('writes no colours into a pipe, nor with NO_COLOR, unless --color', function () {
      writeFileSync(join(dir, 'c.html'), '<p class=a>x');
      expect(shell('$LARCH highlight c.html | cat', dir).stdout).to.equal('<p class=a>x');
      expect(shell('NO_COLOR=1 $LARCH highlight c.html', dir).stdout).to.equal('<p class=a>x');
      expect(shell('$LARCH highlight c.html --color | cat', dir).stdout).to.contain('\x1b[36m<');
    });

    it('reads standard input as bytes', function () {
      const result = shell("printf '\\xef\\xbb\\xbf<!DOCTYPE html><p>x' | $LARCH parse - --errors --fail-on-error", dir);
      expect(result.stdout).to.equal('');
      expect(result.status).to.equal(0);
    });

    it("decodes standard input by sniffing: printf '<meta charset=latin1><p>caf\\xe9' | larch parse - prints café", function () {
      const result = shell("printf '<meta charset=latin1><p>caf\\xe9' | $LARCH parse -", dir);
      expect(result.status).to.equal(0);
      expect(result.stdout).to.equal('<html><head><meta charset="latin1"></head><body><p>café</p></body></html>\n');
    });

    it('npm start shows the example page\'s parse errors and the outline of its tree', function () {
      const result = spawnSync('node', [BIN, 'parse', 'examples/page.html', '--errors', '--outline'], { cwd: ROOT, encoding: 'utf8' });
      expect(result.status).to.equal(0);
      expect(result.stderr).to.match(/^examples\/page\.html:\d+:\d+ missing-semicolon-after-character-reference$/m);
      expect(result.stdout).to.match(/^#document \(no-quirks\)\n {2}<!DOCTYPE html>\n {2}<html lang="en">\n/);
      const pkg = JSON.parse(spawnSync('cat', [join(ROOT, 'package.json')], { encoding: 'utf8' }).stdout);
      expect(pkg.scripts.start).to.contain('bin/larch parse examples/page.html --errors --outline');
    });
  });
});
