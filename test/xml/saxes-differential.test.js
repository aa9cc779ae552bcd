// Differential test on well-formed XML: larch's tree must say what saxes (a conforming,
// namespace-aware XML parser) says: element names and namespaces, attributes with their
// namespaces, text, CDATA, processing instructions and comments, in order.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { SaxesParser } from 'saxes';
import { parseXml } from 'larch-html';

const require = createRequire(import.meta.url);
const ICONS = join(dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

const isSpace = (s) => /^[ \t\n\r]*$/.test(s);

function attrList(entries) {
  return entries.map(([name, uri, value]) => `${name}|${uri}|${value}`).sort();
}

/** Merges adjacent text events (parsers may split text differently). */
function push(events, event) {
  const last = events[events.length - 1];
  if (event[0] === 'text' && last && last[0] === 'text') last[1] += event[1];
  else events.push(event);
}

/** `entities`: declared entities to hand to saxes, which does not read the internal subset. */
function saxesEvents(xml, entities = null) {
  const events = [];
  let depth = 0;
  const parser = new SaxesParser({ xmlns: true });
  if (entities !== null) parser.ENTITIES = entities;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    depth++;
    const attrs = Object.values(tag.attributes).map((a) => [a.name, a.uri, a.value]);
    push(events, ['open', tag.name, tag.uri, attrList(attrs)]);
  });
  parser.on('closetag', () => {
    depth--;
    push(events, ['close']);
  });
  parser.on('text', (text) => {
    if (depth > 0 || !isSpace(text)) push(events, ['text', text]);
  });
  parser.on('cdata', (data) => push(events, ['cdata', data]));
  parser.on('processinginstruction', (pi) => push(events, ['pi', pi.target, pi.body]));
  parser.on('comment', (data) => push(events, ['comment', data]));
  parser.write(xml).close();
  return events;
}

function larchEvents(xml) {
  const errors = [];
  const document = parseXml(xml, { onParseError: (e) => errors.push(e.code) });
  const events = [];
  // Explicit stack: [node, closing?].
  const stack = document.children.map((n) => [n, false]).reverse();
  while (stack.length > 0) {
    const [node, closing] = stack.pop();
    if (closing) {
      push(events, ['close']);
      continue;
    }
    switch (node.type) {
      case 'element': {
        const attrs = node.attrs.map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.namespace ?? '', a.value]);
        push(events, ['open', node.tagName, node.namespace, attrList(attrs)]);
        stack.push([node, true]);
        for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], false]);
        break;
      }
      case 'text':
        push(events, ['text', node.value]);
        break;
      case 'cdata':
        push(events, ['cdata', node.value]);
        break;
      case 'processingInstruction':
        // saxes reports the XML declaration as `xmldecl`, not as a processing instruction.
        if (node.target !== 'xml') push(events, ['pi', node.target, node.data]);
        break;
      case 'comment':
        push(events, ['comment', node.value]);
        break;
    }
  }
  return { events, errors };
}

function compare(xml, label) {
  const expected = saxesEvents(xml);
  const { events, errors } = larchEvents(xml);
  expect(errors, `${label}: parse errors on well-formed XML`).to.deep.equal([]);
  expect(events, label).to.deep.equal(expected);
  return expected.length;
}

describe('XML differential against saxes (well-formed XML)', () => {
  it('gives the same tree as saxes for every bootstrap-icons SVG', () => {
    const files = readdirSync(ICONS).filter((f) => f.endsWith('.svg'));
    expect(files.length).to.be.at.least(2000);
    let events = 0;
    for (const file of files) events += compare(readFileSync(join(ICONS, file), 'utf8'), file);
    expect(events).to.be.greaterThan(files.length * 3);
  });

  for (const file of readdirSync(FIXTURES)) {
    it(`gives the same tree as saxes for ${file}`, () => {
      compare(readFileSync(join(FIXTURES, file), 'utf8'), file);
    });
  }

  it('gives the same tree as saxes with CRLF line ends and an entity-declaring internal subset', () => {
    const xml =
      '<?xml version="1.0"?>\r\n<!DOCTYPE r [\r\n<!ENTITY who "world">\r\n]>\r\n<r a="x\r\ny">Hello &who;!\r\n<![CDATA[a\r\nb]]></r>\r\n';
    const expected = saxesEvents(xml, { who: 'world' });
    expect(larchEvents(xml).events).to.deep.equal(expected);
  });
});
