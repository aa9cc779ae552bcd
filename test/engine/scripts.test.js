// Scripts that write while the parser parses (lib/engine/scripts.ts, `onScript`): what a script
// writes is parsed at the insertion point, before the rest of the input, nested writes included;
// a push parser can wait for a paused script; misuse is a TypeError; and the cost stays linear.
import { expect } from 'chai';
import { createFragmentParser, createParser, parse, parseFragment, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { ATTRIBUTE_SETTERS, parseRunningScripts } from '../helpers/script-dom.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** The body's HTML after parsing `html` with its inline scripts run. */
const bodyOf = (html, options) => {
  const document = parseRunningScripts(html, jsonAdapter, ATTRIBUTE_SETTERS.attrsArray, options);
  return /<body>(.*)<\/body>/s.exec(serialize(document))[1];
};

/** The text of a JSON script element. */
const textOf = (script) => script.children.map((child) => child.value).join('');

describe('scripts that write (onScript)', function () {
  describe('the trees a browser gives', function () {
    const cases = [
      ['text written before the rest of the input', '1<script>document.write("2")</script>3', '1<script>document.write("2")</script>23'],
      ['writeln, with a line feed after', '<pre><script>document.writeln("a")</script>b</pre>', '<pre><script>document.writeln("a")</script>a\nb</pre>'],
      [
        'nested writes: a written script writes before the rest of what wrote it',
        `<body><script>document.write("<script>document.write('in')</scr" + "ipt>out")</script>end`,
        `<script>document.write("<script>document.write('in')</scr" + "ipt>out")</script><script>document.write('in')</script>inoutend`,
      ],
      ['a partial tag, finished by the rest of the input', '<body><script>document.write("<b")</script> class=x>bold</b>', '<script>document.write("<b")</script><b class="x">bold</b>'],
      ['a partial character reference', '<body><script>document.write("&am")</script>p;x', '<script>document.write("&am")</script>&amp;x'],
      ['a write at the end of the input', '<p>a<script>document.write("<i>b")</script>', '<p>a<script>document.write("<i>b")</script><i>b</i></p>'],
      [
        'a write inside a table: its text is foster parented, its cell goes in a row',
        '<table><script>document.write("text<td>cell")</script><tr><td>x</table>',
        'text<table><script>document.write("text<td>cell")</script><tbody><tr><td>cell</td></tr><tr><td>x</td></tr></tbody></table>',
      ],
      ['several writes in one script, in order', '<body><script>document.write("<p>"); document.write("a"); document.write("</p>b")</script>c', '<script>document.write("<p>"); document.write("a"); document.write("</p>b")</script><p>a</p>bc'],
      ['a write that opens a script the input closes', '<body><script>document.write("<script>x=")</script>1</script>y', '<script>document.write("<script>x=")</script><script>x=1</script>y'],
    ];
    for (const [name, html, body] of cases) {
      it(name, function () {
        expect(bodyOf(html)).to.equal(body);
      });
    }

    it('runs an SVG script at its end tag, with writes after it in the SVG', function () {
      const seen = [];
      const document = parse('<svg><script>s</script>after</svg>', {
        onScript(script, control) {
          seen.push([script.tagName, script.namespace]);
          control.write('<circle/>');
        },
      });
      expect(seen).to.deep.equal([['script', 'http://www.w3.org/2000/svg']]);
      expect(serialize(document)).to.contain('<svg><script>s</script><circle></circle>after</svg>');
    });

    it('hands over each script once its end tag is in, before anything after it is parsed', function () {
      const seen = [];
      const document = parse('<script>a</script><p>x<script>b</script>', {
        onScript(script) {
          seen.push([textOf(script), jsonAdapter.getParentNode(script).tagName]);
        },
      });
      expect(seen).to.deep.equal([['a', 'head'], ['b', 'p']]);
      expect(serialize(document)).to.contain('<p>x<script>b</script></p>');
    });

    it('gives the same tree from a push parser fed in pieces cut anywhere', function () {
      const html = '<table><script>document.write("t<td>c")</script><tr><td>x</table><script>document.write("<b")</script> id=y>z</b>';
      const whole = serialize(parseRunningScripts(html, jsonAdapter, ATTRIBUTE_SETTERS.attrsArray));
      const random = seededRandom(41);
      for (let round = 0; round < 40; round++) {
        const parser = createParser({
          onScript(script, control) {
            new Function('document', textOf(script))({ write: (...text) => control.write(...text) });
          },
        });
        for (let at = 0; at < html.length; ) {
          const next = Math.min(html.length, at + 1 + Math.floor(random() * 12));
          parser.write(html.slice(at, next));
          at = next;
        }
        expect(serialize(parser.end())).to.equal(whole);
      }
    });

    it('takes bytes in pieces; a written <meta> changes the encoding, on the fly or by starting again (the scripts run again)', function () {
      /** Pushes `html` (latin1 bytes) in 5-byte pieces; answers the encoding, how often the script ran, and the document. */
      const push = (html) => {
        let runs = 0;
        const parser = createParser({
          defaultEncoding: 'windows-1252',
          onScript(script, control) {
            runs++;
            new Function('document', textOf(script))({ write: (...text) => control.write(...text) });
          },
        });
        const bytes = Buffer.from(html, 'latin1');
        for (let at = 0; at < bytes.length; at += 5) parser.write(bytes.subarray(at, at + 5));
        const document = parser.end();
        return { encoding: parser.encoding, runs, html: serialize(document) };
      };
      // The label is cut in the script's source, so that the prescan of the bytes does not find it.
      const script = '<script>document.write("<meta charset=iso-8859-" + "2>")</script>';
      // Bytes that read the same in both: the decoder changes on the fly (#changing-the-encoding-while-parsing).
      const onTheFly = push(`<!DOCTYPE html>${script}<p>x</p>`);
      expect([onTheFly.encoding, onTheFly.runs]).to.deep.equal(['ISO-8859-2', 1]);
      // A byte read differently already: the parse starts again, and the script with it.
      const again = push(`<!DOCTYPE html><title>\xb1</title>${script}<p>\xb1</p>`);
      expect([again.encoding, again.runs]).to.deep.equal(['ISO-8859-2', 2]);
      expect(again.html).to.contain('<title>\u0105</title>').and.to.contain('<p>\u0105</p>');
    });

    it('parses with no hook exactly as without scripts', function () {
      const html = '<script>document.write("x")</script><p>a';
      expect(serialize(parse(html, { onScript: null }))).to.equal(serialize(parse(html)));
    });
  });

  describe('pause and resume (a push parser)', function () {
    it('waits after a paused script, holding what comes, until resume; writes then go in first', function () {
      let held = null;
      const parser = createParser({
        onScript(script, control) {
          if (textOf(script) === 'external') {
            control.pause();
            held = control;
          }
        },
      });
      parser.write('<p>a<script>external</script>b');
      expect(parser.paused).to.equal(true);
      expect(held.paused).to.equal(true);
      parser.write('c<i>d');
      const document = parser.end();
      expect(serialize(document)).to.contain('<p>a<script>external</script></p>');
      held.write('<em>loaded</em>');
      expect(serialize(document)).to.contain('<script>external</script><em>loaded</em></p>');
      held.resume();
      expect(parser.paused).to.equal(false);
      expect(held.paused).to.equal(false);
      expect(serialize(document)).to.contain('<p>a<script>external</script><em>loaded</em>bc<i>d</i></p>');
    });

    it('waits for a paused script a write brought, after the script that wrote it finishes', function () {
      let waiting = null;
      const parser = createParser({
        onScript(script, control) {
          const text = textOf(script);
          if (text === 'outer') {
            control.write('<script>inner</scr' + 'ipt>');
            control.write('B');
          } else {
            control.pause();
            waiting = control;
          }
        },
      });
      const document = parser.end('<body><script>outer</script>C');
      expect(parser.paused).to.equal(true);
      waiting.write('A');
      waiting.resume();
      expect(serialize(document)).to.contain('<script>outer</script><script>inner</script>ABC');
    });

    it('may resume before its onScript returns, as a script that did not need to wait', function () {
      const document = createParser({
        onScript(script, control) {
          control.pause();
          control.resume();
          control.write('w');
        },
      }).end('<body><script>s</script>x');
      expect(serialize(document)).to.contain('<script>s</script>wx');
    });
  });

  it('ignores writes nested deeper than browsers allow (21), so a script that writes itself ends', function () {
    const document = parse('<body><script>s</script>', {
      onScript: (script, control) => control.write('<i><script>s</scr' + 'ipt>'),
    });
    expect((serialize(document).match(/<i>/g) ?? []).length).to.equal(21);
  });

  describe('misuse', function () {
    it('refuses a write when no script runs (the insertion point is undefined)', function () {
      let later = null;
      parse('<script>s</script>', { onScript: (script, control) => (later = control) });
      expect(() => later.write('x')).to.throw(TypeError, /write\(\) while no script runs/);
    });

    it('refuses pause in parse(), after onScript returned, and resume of a script that does not hold the parser', function () {
      expect(() => parse('<script>s</script>', { onScript: (script, control) => control.pause() })).to.throw(TypeError, /pause\(\) needs a push parser/);
      let later = null;
      createParser({ onScript: (script, control) => (later = control) }).end('<script>s</script>');
      expect(() => later.pause()).to.throw(TypeError, /pause\(\) after the script's onScript returned/);
      expect(() => later.resume()).to.throw(TypeError, /resume\(\) of a script that does not hold the parser/);
    });

    it('refuses onScript for fragments, with scripting off, and when it is not a function', function () {
      const onScript = () => {};
      expect(() => parseFragment('<script>s</script>', { onScript })).to.throw(TypeError, /a fragment's scripts never run/);
      expect(() => createFragmentParser('div', { onScript })).to.throw(TypeError, /a fragment's scripts never run/);
      expect(() => parse('x', { onScript, scriptingEnabled: false })).to.throw(TypeError, /scripts run only with scripting on/);
      expect(() => parse('x', { onScript: 'run' })).to.throw(TypeError, /options\.onScript must be a function, got string/);
    });

    it('lets an exception from onScript out, and writes convert their arguments as document.write does', function () {
      expect(() => parse('<script>s</script>', { onScript: () => { throw new RangeError('from the script'); } })).to.throw(RangeError, 'from the script');
      const document = parse('<body><script>s</script>', { onScript: (script, control) => control.write(1, null, '') });
      expect(serialize(document)).to.contain('<script>s</script>1null</body>');
    });
  });

  describe('linear time', function () {
    /** The least of three ×10 growth ratios of `run(n)`'s time (linear is about ×10, quadratic ×100). */
    const growth = (run, n) => {
      const time = (size) => {
        const start = process.hrtime.bigint();
        run(size);
        return Number(process.hrtime.bigint() - start);
      };
      time(n);
      return Math.min(...[0, 1, 2].map(() => time(10 * n) / time(n)));
    };

    it('in the number of scripts, each writing', function () {
      const run = (n) => parse('<p>x<script>w</script>'.repeat(n), { onScript: (script, control) => control.write('<b>written</b> text') });
      expect(growth(run, 2000)).to.be.below(30);
    });

    it('in the scripts one long write brings, each writing before the rest of it', function () {
      const run = (n) => {
        let first = true;
        parse('<body><script>go</script>', {
          onScript(script, control) {
            const wasFirst = first;
            first = false;
            control.write(wasFirst ? `<script>n</scr${'ipt>'}${'x'.repeat(10)}`.repeat(n) : 'w');
          },
        });
      };
      expect(growth(run, 2000)).to.be.below(30);
    });
  });
});
