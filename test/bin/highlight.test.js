// `larch highlight` (bin/highlight.js): its ANSI and HTML output on a small page, checked as text.
import { expect } from 'chai';
import { run } from '../../bin/cli.js';

const PAGE = '<!DOCTYPE html>\n<p class="a" class=b>x &amp; y<font>z</font>\n<!-- c -->\n<div id="x\n<i>ok</i>\n';

/** Runs the CLI in-process; `colors` is what bin/larch passes: standard output is a terminal and NO_COLOR unset. */
function cli(args, input, colors = true) {
  let stdout = '';
  let stderr = '';
  const code = run(args, { readChunks: () => [Buffer.from(input, 'utf8')], stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), colors });
  return { code, stdout, stderr };
}

const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
const unescapeHtml = (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('bin/larch highlight', () => {
  it('writes no colours where standard output takes none (a pipe, NO_COLOR) unless --color', () => {
    expect(cli(['highlight', 'page.html'], PAGE, false).stdout).to.equal(PAGE);
    expect(cli(['highlight', 'page.html', '--no-color'], PAGE, true).stdout).to.equal(PAGE);
    const forced = cli(['highlight', 'page.html', '--color'], PAGE, false).stdout;
    expect(forced).to.contain('\x1b[');
    expect(stripAnsi(forced)).to.equal(PAGE);
    expect(cli(['highlight', 'page.html', '--color', '--no-color'], PAGE).code).to.equal(2);
  });

  it('writes title, style and script text in the terminal\'s own colour, not white', () => {
    const page = '<title>T</title><style>b{}</style><script>s()</script>';
    const { stdout } = cli(['highlight', 'page.html'], page);
    for (const text of ['T', 'b{}', 's()']) expect(stdout).to.contain(`\x1b[36m>\x1b[0m${text}\x1b[36m</`);
    expect(stdout).not.to.contain('\x1b[37m');
  });

  it('prints the source with ANSI colours by token kind; without them it is the source', () => {
    const { code, stdout } = cli(['highlight', 'page.html'], PAGE);
    expect(code).to.equal(0);
    expect(stripAnsi(stdout)).to.equal(PAGE);
    expect(stdout).to.contain('\x1b[36m<\x1b[0m\x1b[1;34mp\x1b[0m \x1b[33mclass\x1b[0m\x1b[36m=\x1b[0m\x1b[32m"a"\x1b[0m');
    expect(stdout).to.contain('\x1b[35m&amp;\x1b[0m');
    expect(stdout).to.contain('\x1b[90m<!--\x1b[0m\x1b[90m c \x1b[0m\x1b[90m-->\x1b[0m');
    expect(stdout.startsWith('\x1b[1;35m<!DOCTYPE\x1b[0m')).to.equal(true);
  });

  it('underlines malformed and unclosed tokens in red, and marks obsolete element names', () => {
    const { stdout } = cli(['highlight', 'page.html'], PAGE);
    // The duplicate attribute, and the tag the end of the input cuts off (spec reading).
    expect(stdout).to.contain('\x1b[33;4;31mclass\x1b[0m');
    expect(stdout).to.contain('\x1b[36;4;31m<\x1b[0m\x1b[1;34mdiv\x1b[0m');
    expect(stdout).to.contain('\x1b[1;34;3mfont\x1b[0m');
  });

  it('resets colours before every line end', () => {
    const { stdout } = cli(['highlight', 'page.html'], '<!--a\nb-->');
    expect(stdout).to.equal('\x1b[90m<!--\x1b[0m\x1b[90ma\x1b[0m\n\x1b[90mb\x1b[0m\x1b[90m-->\x1b[0m');
  });

  it('--editing closes the tag left open at its line end', () => {
    const { stdout } = cli(['highlight', 'page.html', '--editing'], PAGE);
    expect(stripAnsi(stdout)).to.equal(PAGE);
    expect(stdout).to.contain('\x1b[32;4;31m"x\x1b[0m\n\x1b[36m<\x1b[0m\x1b[1;34mi\x1b[0m');
  });

  it('--html writes a standalone page with the same classes and the error codes on hover', () => {
    const { code, stdout } = cli(['highlight', 'page.html', '--html', '--editing'], PAGE);
    expect(code).to.equal(0);
    expect(stdout.startsWith('<!DOCTYPE html>\n<html lang="en">')).to.equal(true);
    expect(stdout).to.contain('<title>page.html — larch highlight</title>');
    expect(stdout).to.contain('<span class="attr error" title="attrName (malformed: duplicate-attribute)">class</span>');
    expect(stdout).to.contain('<span class="punct error" title="tagOpen (unclosed: eof-in-tag)">&lt;</span>');
    expect(stdout).to.contain('<span class="tag obsolete" title="tagName (obsolete element)">font</span>');
    expect(stdout).to.contain('<span class="punct synthetic" title="tagClose (closed by the editing recovery)"></span>');
    const pre = stdout.slice(stdout.indexOf('<pre>') + 5, stdout.indexOf('</pre>'));
    expect(unescapeHtml(pre.replace(/<\/?span[^>]*>/g, ''))).to.equal(PAGE);
  });

  it('--fail-on-error exits 1 when a token is flagged, and unknown options are usage errors', () => {
    expect(cli(['highlight', 'page.html', '--fail-on-error'], PAGE).code).to.equal(1);
    expect(cli(['highlight', 'page.html', '--fail-on-error'], '<p>fine</p>').code).to.equal(0);
    const bad = cli(['highlight', 'page.html', '--json'], PAGE);
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain("unknown option '--json'");
    expect(cli(['--help'], '').stdout).to.contain('larch highlight <file|->');
  });

  it('decodes the bytes as parse does: --encoding, or a byte order mark', () => {
    const latin1 = cli(['highlight', 'page.html', '--encoding', 'latin1'], '');
    expect(latin1.code).to.equal(0);
    let stdout = '';
    run(['highlight', 'page.html', '--encoding', 'windows-1252'], { readChunks: () => [Buffer.from([0x3c, 0x62, 0x3e, 0xe9])], stdout: (s) => (stdout += s), stderr: () => {} });
    expect(stripAnsi(stdout)).to.equal('<b>\u00e9');
  });
});
