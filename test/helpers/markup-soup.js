// Random markup soup for property tests: pieces chosen to reach the awkward corners of the parser.

// Table and select contexts, foreign content and its breakout tags, formatting elements for the
// adoption agency, raw-text and escape states, character references, CDATA, doctypes, NULs, CRs,
// lone surrogates and noncharacters.
export const PIECES = [
  '<', '>', '</', '/>', '<!', '<!--', '-->', '--!>', '<?', '?>', '<![CDATA[', ']]>', '&', '&amp', '&amp;', '&#', '&#x', '&#0;',
  '&#x110000;', '&notin', '&noti;', ';', '=', '"', "'", ' ', '\t', '\n', '\r', '\r\n', '\0', '\uD800', '\uDFFF', '\uFFFE', '\x01',
  'a', 'b', 'i', 'p', 'div', 'table', 'tr', 'td', 'th', 'tbody', 'caption', 'colgroup', 'col', 'select', 'option', 'optgroup',
  'selectedcontent', 'button', 'form', 'template', 'svg', 'math', 'mi', 'annotation-xml', 'foreignObject', 'desc', 'font', 'color',
  'script', 'style', 'textarea', 'title', 'plaintext', 'xmp', 'noscript', 'iframe', 'frameset', 'frame', 'html', 'head', 'body',
  'li', 'dd', 'h1', 'pre', 'listing', 'nobr', 'image', 'input', 'hr', 'br', 'xlink:href', 'xmlns', 'DOCTYPE', 'html PUBLIC', 'x',
];

/** A string of 1 to `maxPieces` random pieces, drawn with `random` (a seeded generator). */
export function markupSoup(random, maxPieces = 40) {
  const n = 1 + Math.floor(random() * maxPieces);
  let s = '';
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(random() * PIECES.length)];
  return s;
}
