// For jsdom (a demonstration, not a patch to it): a jsdom document built by larch through jsdom's
// own parse5 tree adapter, whose inline scripts run in jsdom's window in document order as the
// parser finishes each one, document.write writing at the insertion point. What jsdom would call
// instead of parse5.parse in lib/jsdom/browser/parser/html.js:
//
//   parse(markup, { ...config, treeAdapter: new JSDOMParse5Adapter(documentImpl),
//     onScript(scriptImpl, control) { /* prepare and run the script, with document.write
//       going to control.write; an external one: control.pause(), then run it and
//       control.resume() once it has loaded */ } })
//
// where today it runs scripts from the adapter's onItemPop and splices written markup in after
// the script element. jsdom is the devDependency (29.1.1); its adapter class is not exported, so
// the test takes it from the config its parser hands parse5.
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { parse } from 'larch-html';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom');
const idlUtils = require('jsdom/lib/generated/idl/utils.js');

/** jsdom's JSDOMParse5Adapter class: its parser module loaded once more over a parse5 that records the config. */
function jsdomParse5Adapter() {
  const htmlPath = require.resolve('jsdom/lib/jsdom/browser/parser/html.js');
  const parse5Path = require.resolve('parse5', { paths: [htmlPath] });
  const saved = [require.cache[htmlPath], require.cache[parse5Path]];
  let adapterClass = null;
  delete require.cache[htmlPath];
  require.cache[parse5Path] = {
    id: parse5Path,
    filename: parse5Path,
    loaded: true,
    exports: { parse: (markup, config) => (adapterClass = config.treeAdapter.constructor), parseFragment() {} },
  };
  try {
    require(htmlPath).parseIntoDocument('', { _parseOptions: {} });
  } finally {
    [require.cache[htmlPath], require.cache[parse5Path]] = saved;
  }
  return adapterClass;
}

/** Parses `html` into a jsdom document through larch, running each inline script in jsdom's window as it is finished. */
function jsdomRunningScripts(html) {
  const JSDOMParse5Adapter = jsdomParse5Adapter();
  // jsdom runs no script itself ('outside-only'): the onScript hook does.
  const { window } = new JSDOM('', { runScripts: 'outside-only' });
  const { document } = window;
  document.documentElement.remove();
  const ran = [];
  parse(html, {
    treeAdapter: new JSDOMParse5Adapter(idlUtils.implForWrapper(document)),
    onScript(scriptImpl, control) {
      const script = idlUtils.wrapperForImpl(scriptImpl);
      ran.push(script.textContent);
      document.write = (...text) => control.write(...text);
      document.writeln = (...text) => control.writeln(...text);
      try {
        window.eval(script.textContent);
      } finally {
        delete document.write;
        delete document.writeln;
      }
    },
  });
  return { document, ran };
}

describe('scripts that write, for jsdom (its parse5 adapter under larch)', function () {
  it('runs inline scripts in document order, each seeing the document parsed so far and writing at the insertion point', function () {
    const html =
      '<!DOCTYPE html><p>1<script>document.write("<b>" + document.getElementsByTagName("p").length + "</b>")</script>2' +
      '<p id=second><script>document.write("<i>" + document.getElementById("second").textContent.length + "</i>")</script>tail';
    const { document, ran } = jsdomRunningScripts(html);
    expect(ran).to.have.lengthOf(2);
    expect(document.body.innerHTML).to.equal(
      '<p>1<script>document.write("<b>" + document.getElementsByTagName("p").length + "</b>")</script><b>1</b>2</p>' +
        '<p id="second"><script>document.write("<i>" + document.getElementById("second").textContent.length + "</i>")</script><i>85</i>tail</p>',
    );
  });

  it('parses a written script and runs it before the rest of what wrote it, and a written partial tag with the input after it', function () {
    const html = `<!DOCTYPE html><body><script>document.write("<script>document.write('in')</scr" + "ipt>out<a")</script> href=x>link</a>`;
    const { document, ran } = jsdomRunningScripts(html);
    expect(ran).to.deep.equal([`document.write("<script>document.write('in')</scr" + "ipt>out<a")`, "document.write('in')"]);
    expect(document.body.innerHTML.replace(/<script>.*?<\/script>/g, '')).to.equal('inout<a href="x">link</a>');
  });
});
