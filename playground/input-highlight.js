// The input as the scanner sees it: HTML for the backdrop behind the textarea, one <span> a
// token (class `k-<kind>`, `malformed` with the error code as its title), and the selected range
// wrapped in <mark>. The backdrop holds exactly the input's characters, so it lines up with the
// textarea's text character for character.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (s) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** An empty range (an error at the end of the input, say): a caret-wide mark. */
const POINT = '<mark class="point"></mark>';

/**
 * `tokens`: `{ kind, start, end, flags, code }` covering the input (an empty list shows it
 * plain); `mark`: `{ start, end }` or null.
 */
export function highlightHtml(input, tokens, mark) {
  const cuts = new Set([0, input.length]);
  for (const t of tokens) cuts.add(t.start).add(t.end);
  if (mark) cuts.add(Math.max(0, Math.min(mark.start, input.length))).add(Math.max(0, Math.min(mark.end, input.length)));
  const points = [...cuts].sort((a, b) => a - b);
  let out = '';
  let token = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    while (token < tokens.length && tokens[token].end <= from) token++;
    const t = token < tokens.length && tokens[token].start <= from ? tokens[token] : null;
    const classes = t ? [`k-${t.kind}`, ...t.flags] : [];
    const title = t && t.code ? ` title="${escape(t.code)}"` : '';
    let piece = escape(input.slice(from, to));
    piece = classes.length > 0 ? `<span class="${classes.join(' ')}"${title}>${piece}</span>` : piece;
    if (mark && from >= mark.start && to <= mark.end && mark.end > mark.start) piece = `<mark>${piece}</mark>`;
    if (mark && mark.end === mark.start && mark.start === from) out += POINT;
    out += piece;
  }
  if (mark && mark.end === mark.start && mark.start >= input.length) out += POINT;
  // A final newline in a <pre> collapses; the textarea shows an empty last line.
  return out + '\n';
}
