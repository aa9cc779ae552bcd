// Helpers of the scanner's tests: the readable view as strings, the coverage check, and seeded
// random HTML-ish inputs (fragments of markup, broken and whole, glued at random, so constructs
// are cut, nested, unclosed and mixed with raw text).
import { scanTokens } from 'larch-html';
export { seededRandom } from '../helpers/seeded-random.js';

/** The readable view as `kind[flags:code] "text"` strings. */
export function show(input, options) {
  return scanTokens(input, options).map((t) => {
    const marks = t.flags.length === 0 ? '' : `[${t.flags.join(',')}${t.code ? `:${t.code}` : ''}]`;
    return `${t.kind}${marks} ${JSON.stringify(input.slice(t.start, t.end))}`;
  });
}

/** Why `result` does not cover `input` exactly (consecutive, non-empty but for synthetic), or null. */
export function coverageProblem(input, result) {
  let at = 0;
  for (let i = 0; i < result.length; i++) {
    const start = result.start(i);
    const end = result.end(i);
    if (start !== at) return `token ${i} starts at ${start}, expected ${at}`;
    if (end < start || (end === start && (result.flags(i) & 8) === 0)) return `token ${i} (${result.kindName(i)}) is empty or reversed at ${start}`;
    at = end;
  }
  return at === input.length ? null : `tokens end at ${at}, input at ${input.length}`;
}

const PIECES = [
  '<', '>', '/', '</', '/>', '<!', '<!--', '-->', '--!>', '-', '<?', '?>', '?', '<![CDATA[', ']]>', ']',
  '=', '"', "'", ' ', '\n', '\r\n', '\r', '\t', '&', '&amp;', '&amp', '&#', '&#x', '&#x41;', '&#0;', '&notin', '&noti;', ';',
  'a', 'div', 'p', 'b', 'class', 'x', '3', '\0', '\u00e9', '\ud800', '\uffff', '\u0001',
  '<div', '<p class="note">', '</p>', '<br/>', '<a href=x>', '<img alt=\'y\' src=z>',
  '<script>', '</script>', '<!--<script>', '<style>', '</style>', '<title>', '</title>', '<textarea>', '</textarea>',
  '<plaintext>', '<xmp>', '<noscript>', '<iframe>', '<svg>', '</svg>', '<math>', '</math>', '<foreignObject>',
  '<!DOCTYPE html>', '<!doctype', ' PUBLIC "-//x"', ' [', '<?php', '<?xml ', 'echo', '<font>', '<center>',
];

/** An input of about `pieces` random pieces. */
export function randomInput(random, pieces) {
  let s = '';
  for (let i = 0; i < pieces; i++) s += PIECES[Math.floor(random() * PIECES.length)];
  return s;
}
