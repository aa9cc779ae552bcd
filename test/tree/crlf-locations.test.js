import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse } from 'larch-html';

// The parser keeps the input's carriage returns (the tokenizer normalizes what it delivers), so
// where the tree builder splits a text run (leading whitespace in head, after body, in a column
// group, the newline dropped after <pre>), a CRLF counts as one character of text but two of input.
// (Runs with character references are left out: their split locations differ from parse5's with
// or without CRs, since which input characters a prefix took is not known to the tree builder.)

const options = { treeAdapter: parse5.defaultTreeAdapter, sourceCodeLocationInfo: true };

/** Every text node in document order, with its value and location, found iteratively. */
function texts(document) {
  const found = [];
  const stack = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.nodeName === '#text') {
      const { startOffset, endOffset, startLine, startCol, endLine, endCol } = node.sourceCodeLocation;
      found.push([node.value, startOffset, endOffset, startLine, startCol, endLine, endCol]);
    }
    const children = node.content ? node.content.childNodes : node.childNodes;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return found;
}

const CASES = {
  'whitespace split off in head': '<head>\r\n \r\nx',
  'whitespace split off after head': '<head></head>\r\n\r\n y',
  'whitespace split off after body': '<body></body>\r\n\r\nz',
  'whitespace split off in a column group': '<table><colgroup>\r\n \r\nq',
  'a lone CR in a split': '<head>\r \rx',
  'the newline after <pre> as CRLF': '<pre>\r\nx\r\ny</pre>',
  'the newline after <pre> followed by more whitespace': '<pre>\r\n\r\n x</pre>',
  'the newline after <textarea> as a lone CR': '<textarea>\rx</textarea>',
  'table text with CRLF': '<table>\r\n<tr>\r\n<td>a\r\nb</td></tr>\r\n</table>',
};

describe('tree builder: text locations with CRLF in the input', () => {
  for (const [what, html] of Object.entries(CASES)) {
    it(`locates text nodes as parse5 does: ${what}`, () => {
      expect(texts(parse(html, options))).to.deep.equal(texts(parse5.parse(html, { sourceCodeLocationInfo: true })));
    });
  }
});
