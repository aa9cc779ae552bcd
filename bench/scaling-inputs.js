// The inputs `npm run bench:scaling` times at growing N: each stresses one algorithm whose cost
// must stay linear in N (deep nesting, the adoption agency, foster parenting of text and of
// elements, attribute lists, attributes merged into <html>, character references, table cells).
import { loadCorpus } from './corpus.js';

const attributes = (n) => {
  const parts = new Array(n);
  for (let i = 0; i < n; i++) parts[i] = `a${i}="${i}"`;
  return parts.join(' ');
};

export const CASES = [
  { id: 'nested-divs', label: 'N nested <div>s', make: (n) => '<div>'.repeat(n) },
  {
    id: 'misnested-formatting',
    label: 'N misnested <b><i> (adoption agency)',
    make: (n) => '<b><i>x'.repeat(n) + '</b>y</i>'.repeat(n),
  },
  { id: 'unclosed-a', label: 'N unclosed <a>s', make: (n) => '<a>x'.repeat(n) },
  {
    id: 'foster-text',
    label: 'text foster-parented out of a table N times',
    make: (n) => `<table>${'x<tr></tr>'.repeat(n)}</table>`,
  },
  {
    id: 'foster-elements',
    label: 'elements foster-parented out of a table N times',
    make: (n) => `<table>${'<b>x</b>'.repeat(n)}</table>`,
  },
  { id: 'attributes', label: 'one tag with N attributes', make: (n) => `<div ${attributes(n)}></div>` },
  {
    id: 'html-attributes',
    label: 'N <html> tags each adding an attribute',
    make: (n) => {
      const parts = new Array(n);
      for (let i = 0; i < n; i++) parts[i] = `<html a${i}>`;
      return parts.join('');
    },
  },
  { id: 'char-refs', label: 'N character references', make: (n) => '&amp;&#x41;&lt'.repeat(Math.ceil(n / 3)) },
  { id: 'table-cells', label: 'N table cells', make: (n) => `<table><tr>${'<td>x'.repeat(n)}</table>` },
  {
    id: 'corpus-100mb',
    label: 'one 100 MB document of corpus pages',
    sizes: [1e6],
    make: () => {
      const { pages } = loadCorpus();
      const parts = [];
      let length = 0;
      for (let i = 0; length < 100e6; i = (i + 1) % pages.length) {
        parts.push(pages[i].html);
        length += pages[i].html.length;
      }
      return parts.join('');
    },
  },
];
