// `larch highlight`: the source as the lexical scanner sees it (lib/scanner, docs/scanner.md),
// each token coloured by its kind, malformed and unclosed tokens underlined in red. Two outputs:
// ANSI colours for a terminal, and a standalone HTML page (the error codes on hover). Both keep
// every character of the input, so stripping the colouring gives the source back.
import { scan, SCAN_KINDS, ScanFlag } from '../dist/esm/lib/index.js';

/** Each kind's style: an ANSI SGR code and an HTML class (kinds of one family share both). */
const STYLES = {
  text: null,
  whitespace: null,
  charRef: ['35', 'ref'],
  tagOpen: ['36', 'punct'],
  tagClose: ['36', 'punct'],
  tagSelfClose: ['36', 'punct'],
  attrEquals: ['36', 'punct'],
  tagName: ['1;34', 'tag'],
  attrName: ['33', 'attr'],
  attrValue: ['32', 'value'],
  commentOpen: ['90', 'comment'],
  commentText: ['90', 'comment'],
  commentClose: ['90', 'comment'],
  cdataOpen: ['36', 'cdata'],
  cdataText: ['96', 'cdata'],
  cdataClose: ['36', 'cdata'],
  doctypeOpen: ['1;35', 'doctype'],
  doctypeText: ['35', 'doctype'],
  doctypeClose: ['1;35', 'doctype'],
  piOpen: ['95', 'pi'],
  piTarget: ['1;95', 'pi'],
  piText: ['95', 'pi'],
  piClose: ['95', 'pi'],
  // The terminal's own foreground: script and style text is read, not skimmed, and white would
  // vanish on a light background.
  rawText: ['', 'raw'],
};
const ERROR_SGR = '4;31';
const OBSOLETE_SGR = '3';
const RESET = '\x1b[0m';

/** ANSI: `text` in `sgr`, reset before each line end so pagers and terminals keep lines apart. */
function paint(sgr, text, out) {
  if (sgr === '') {
    out(text);
    return;
  }
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) out('\n');
    if (lines[i] !== '') out(`\x1b[${sgr}m${lines[i]}${RESET}`);
  }
}

function sgrOf(result, i) {
  const style = STYLES[SCAN_KINDS[result.kind(i)]];
  const flags = result.flags(i);
  let sgr = style === null ? '' : style[0];
  if (flags & (ScanFlag.MALFORMED | ScanFlag.UNCLOSED)) sgr = sgr === '' ? ERROR_SGR : `${sgr};${ERROR_SGR}`;
  if (flags & ScanFlag.OBSOLETE) sgr = sgr === '' ? OBSOLETE_SGR : `${sgr};${OBSOLETE_SGR}`;
  return sgr;
}

/** Writes `input` to `out` with ANSI colours by token kind (`colors` false: as it is). */
export function highlightAnsi(input, options, out, colors = true) {
  const result = scan(input, options);
  if (!colors) out(input);
  else for (let i = 0; i < result.length; i++) paint(sgrOf(result, i), input.slice(result.start(i), result.end(i)), out);
  return result;
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

const PAGE_STYLE = `body{margin:0;background:#fbfbfb;color:#222}
pre{margin:0;padding:1em;font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;word-break:break-all}
.punct{color:#0a7c86}.tag{color:#1f4fbf;font-weight:600}.attr{color:#9a6700}.value{color:#1a7f37}
.ref{color:#a626a4}.comment{color:#8a8a8a;font-style:italic}.cdata{color:#0a7c86}.doctype{color:#8250df;font-weight:600}
.pi{color:#bf3989}.raw{color:#57606a}
.error{text-decoration:underline wavy #d1242f;text-decoration-skip-ink:none;background:#ffebe9}
.obsolete{text-decoration:line-through}
.synthetic::after{content:'>';color:#d1242f;opacity:.6}
footer{padding:.5em 1em;font:12px sans-serif;color:#57606a;border-top:1px solid #ddd}`;

/** A standalone HTML page showing `input` coloured by token kind, error codes on hover. */
export function highlightHtml(input, options, title, out) {
  const result = scan(input, options);
  out(`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)} — larch highlight</title>\n<style>\n${PAGE_STYLE}\n</style>\n</head>\n<body>\n<pre>`);
  let errors = 0;
  for (let i = 0; i < result.length; i++) {
    const kind = SCAN_KINDS[result.kind(i)];
    const style = STYLES[kind];
    const flags = result.flags(i);
    const classes = style === null ? [] : [style[1]];
    const notes = [];
    if (flags & (ScanFlag.MALFORMED | ScanFlag.UNCLOSED)) {
      errors++;
      classes.push('error');
      notes.push(`${flags & ScanFlag.UNCLOSED ? 'unclosed' : 'malformed'}${result.code(i) ? `: ${result.code(i)}` : ''}`);
    }
    if (flags & ScanFlag.OBSOLETE) {
      classes.push('obsolete');
      notes.push('obsolete element');
    }
    if (flags & ScanFlag.SYNTHETIC) {
      classes.push('synthetic');
      notes.push('closed by the editing recovery');
    }
    const text = escapeHtml(input.slice(result.start(i), result.end(i)));
    if (classes.length === 0) {
      out(text);
    } else {
      const hover = `${kind}${notes.length ? ` (${notes.join('; ')})` : ''}`;
      out(`<span class="${classes.join(' ')}" title="${escapeHtml(hover)}">${text}</span>`);
    }
  }
  out(`</pre>\n<footer>${result.length} tokens, ${errors} flagged malformed or unclosed</footer>\n</body>\n</html>\n`);
  return result;
}
