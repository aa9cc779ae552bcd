// Inputs shaped like real pages, at any size, for the memory growth checks and `npm run bench:cli`:
// each shape is a page head, then a unit repeated (numbered, so no two units are the same string),
// then a tail. `pageText` makes the whole text; `pagePieces` makes the same text piece by piece without ever
// holding it whole, so a streaming path can be fed 100 MB while the test itself keeps little.

const HEAD = '<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Shapes</title></head><body>\n';

export const SHAPES = {
  /** A table of links, entities and images, one row a line (a listing or a report page). */
  'table-rows': {
    head: `${HEAD}<table>\n`,
    unit: (i) =>
      `<tr><td class=c1><a href="/item/${i}?a=1&b=2">Item ${i}</a><td>café &amp; naïve &mdash; text ${i}<td><img src=/i/${i}.png alt=""><br>\n`,
    tail: '</table></body></html>\n',
  },
  /** Long runs of prose with inline markup, headings and lists (an article or documentation). */
  'long-text': {
    head: `${HEAD}<main><article>\n`,
    unit: (i) =>
      (i % 20 === 0 ? `<h2 id=s${i}>Section ${i}</h2>\n` : '') +
      `<p>Paragraph ${i} runs on for a while, as prose does: it has <em>emphasis</em>, a <a href="#s${i}">link</a>, ` +
      `some <code>code()</code> and an ellipsis&hellip; then it goes on with more words that are only words, ` +
      `because most of a real page's bytes are text between tags rather than the tags themselves.\n` +
      (i % 7 === 0 ? `<ul><li>one<li>two<li>three ${i}</ul>\n` : ''),
    tail: '</article></main></body></html>\n',
  },
  /** Elements with many attributes each (a component-heavy application page). */
  'many-attributes': {
    head: `${HEAD}<div id=app>\n`,
    unit: (i) =>
      `<div id=n${i} class="card card-${i % 9} is-active" data-index=${i} data-kind='item' role=listitem tabindex=0 ` +
      `aria-label="Card ${i}" style="color: gray; margin: 0 ${i % 5}px" title="A card" hidden=false>` +
      `<button type=button data-action=open disabled>Open ${i}</button><input name=q${i} value="${i}" checked></div>\n`,
    tail: '</div></body></html>\n',
  },
  /**
   * Markup that breaks rules at every step: text and elements foster-parented out of tables,
   * misnested formatting (the adoption agency), stray end tags, bad character references, NULs,
   * a control character, duplicate attributes, a bogus comment, no DOCTYPE (quirks mode).
   */
  'many-errors': {
    head: '<html><body>\n',
    unit: (i) =>
      `<table> x${i} <b>bold</b><tr><td>cell</p></table>` +
      `<b><i>misnested ${i}</b> rest</i> &bogus; &#0; &amp \0 \x01 <a x=1 x=2>dup</a> <!-- a -- b --!> </br> <!bogus ${i}> <?pi ${i}?>\n`,
    tail: '</body></html>\n',
  },
};

const UNITS = Object.values(SHAPES).map((shape) => shape.unit);

/** Each of the shapes' units in turn, in one body (what the long streaming runs are fed). */
SHAPES.mixed = {
  head: HEAD,
  unit: (i) => UNITS[i % UNITS.length](i),
  tail: '</body></html>\n',
};

/** The whole text of `shape` (a key of SHAPES), at least `chars` characters long. */
export function pageText(shape, chars) {
  const { head, unit, tail } = SHAPES[shape];
  const parts = [head];
  let length = head.length;
  for (let i = 0; length < chars; i++) {
    const u = unit(i);
    parts.push(u);
    length += u.length;
  }
  parts.push(tail);
  return parts.join('');
}

/** The text `pageText(shape, chars)` makes, as pieces of `size` characters (the last shorter). */
export function* pagePieces(shape, chars, size) {
  const { head, unit, tail } = SHAPES[shape];
  let buffered = head;
  let length = head.length;
  for (let i = 0; length < chars; i++) {
    const u = unit(i);
    buffered += u;
    length += u.length;
    if (buffered.length >= size) {
      let from = 0;
      for (; buffered.length - from >= size; from += size) yield buffered.slice(from, from + size);
      buffered = buffered.slice(from);
    }
  }
  buffered += tail;
  for (let from = 0; from < buffered.length; from += size) yield buffered.slice(from, from + size);
}
