// Bad input gets a result, never an exception or a hang: seeded random markup soup through every
// entry point and every adapter. A failure prints the seed and the input, so it can be replayed.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, parseXml, parseXmlFragment, serialize, serializeXml, tokenize, tokenizeXml } from 'larch-html';
import { adapter as jsonAdapter, xmlAdapter as jsonXmlAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter, xmlAdapter as domhandlerXmlAdapter } from 'larch-html/adapters/domhandler';
import {
  createLinkedomAdapter,
  createLinkedomXmlAdapter,
  parseHTMLDocument,
  useLarchFragmentParsing,
} from 'larch-html/adapters/linkedom';
import { seededRandom as generator } from './helpers/seeded-random.js';
import { markupSoup as randomInput } from './helpers/markup-soup.js';

const COUNT = 6000;
const SEED = 20261121;

describe('never throws on bad input', function () {
  this.timeout(120000);

  it(`parses, fragments, tokenizes and serializes ${COUNT} random inputs through every HTML adapter`, function () {
    const random = generator(SEED);
    const adapters = [
      ['json', () => jsonAdapter],
      ['domhandler', () => domhandlerAdapter],
      ['linkedom', () => createLinkedomAdapter()],
      ['parse5-default', () => parse5.defaultTreeAdapter],
    ];
    // innerHTML through useLarchFragmentParsing, in a few contexts, on the linkedom turns.
    const page = parseHTMLDocument('<div></div><table></table><select></select><svg></svg><textarea></textarea>');
    useLarchFragmentParsing(page);
    const contexts = ['div', 'table', 'select', 'svg', 'textarea'].map((name) => page.querySelector(name));
    for (let i = 0; i < COUNT; i++) {
      const input = randomInput(random);
      const [name, make] = adapters[i % adapters.length];
      try {
        const errors = [];
        const onParseError = (e) => errors.push(e);
        const treeAdapter = make();
        const doc = parse(input, { treeAdapter, onParseError, sourceCodeLocationInfo: i % 2 === 0, scriptingEnabled: i % 3 !== 0 });
        serialize(doc, { treeAdapter });
        const context = treeAdapter.createElement(i % 5 === 0 ? 'svg' : 'td', i % 5 === 0 ? 'http://www.w3.org/2000/svg' : 'http://www.w3.org/1999/xhtml', []);
        const fragment = parseFragment(context, input, { treeAdapter, onParseError });
        serialize(fragment, { treeAdapter });
        tokenize(input, { onParseError });
        if (name === 'linkedom') contexts[i % contexts.length].innerHTML = input;
        for (const e of errors) {
          expect(e.code).to.match(/^[a-z]+(-[a-z]+)*$/);
          expect(e.startOffset).to.be.within(0, input.length);
          expect(e.startLine).to.be.at.least(1);
          expect(e.startCol).to.be.at.least(1);
        }
      } catch (error) {
        throw new Error(`seed ${SEED}, input #${i} through ${name}: ${JSON.stringify(input)}\n${error.stack}`);
      }
    }
  });

  it(`parses and serializes ${COUNT} random inputs as XML through every XML adapter`, function () {
    const random = generator(SEED + 1);
    const adapters = [
      ['json', () => jsonXmlAdapter],
      ['domhandler', () => domhandlerXmlAdapter],
      ['linkedom', () => createLinkedomXmlAdapter()],
    ];
    for (let i = 0; i < COUNT; i++) {
      const input = randomInput(random);
      const [name, make] = adapters[i % adapters.length];
      try {
        const treeAdapter = make();
        const errors = [];
        const onParseError = (e) => errors.push(e);
        const doc = parseXml(input, { treeAdapter, onParseError, sourceCodeLocationInfo: i % 2 === 0 });
        serializeXml(doc, { treeAdapter });
        serializeXml(parseXmlFragment(input, { treeAdapter, onParseError }), { treeAdapter });
        const tokens = tokenizeXml(input, { onParseError });
        if (input.length > 0) expect(tokens.at(-1).end).to.equal(input.length);
        for (const e of errors) {
          expect(e.code).to.match(/^[a-z]+(-[a-z]+)*$/);
          expect(e.startOffset).to.be.within(0, input.length);
        }
      } catch (error) {
        throw new Error(`seed ${SEED + 1}, input #${i} through ${name}: ${JSON.stringify(input)}\n${error.stack}`);
      }
    }
  });
});
