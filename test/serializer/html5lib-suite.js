// Finds the html5lib conformance suite and reads the inputs of its tree-construction tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDat } from '../helpers/dat.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** Every tree-construction test of the suite's top-level .dat files (see helpers/dat.js for the fields). */
export function treeConstructionTests(dir) {
  const tcDir = join(dir, 'tree-construction');
  return readdirSync(tcDir)
    .filter((f) => f.endsWith('.dat'))
    .sort()
    .flatMap((file) => readDat(join(tcDir, file)));
}

/** The real-world pages of the htmlparser-benchmark corpus, as [name, html]. */
export function corpusPages() {
  const dir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');
  return readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]);
}

/** Inputs that exercise unusual tree shapes: adoption agency, foster parenting, templates, foreign content. */
export const trickyInputs = [
  '',
  'text only',
  '<!DOCTYPE html><title>t</title><p>a<b>b<i>c</b>d</i>e',
  '<!doctype html public "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">x',
  '<!DOCTYPE html SYSTEM "about:legacy-compat">',
  '<!DOCTYPE html PUBLIC \'a"b\'>',
  '<table>a<tr>b<td>c</td>d</tr>e</table>f',
  '<table><caption>x<table></table></caption></table>',
  '<a><p><a>x</a></p></a>',
  '<b><p>1<i>2<s>3</b>4</s>5</i>',
  '<div><template><tr><td>x</td></tr></template><template><template>y</template></template></div>',
  '<svg><foreignObject><p>html in svg</p></foreignObject><desc><b>d</b></desc><path xlink:href="#a" xml:lang="en" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>',
  '<math><mi>x</mi><annotation-xml encoding="text/html"><div>y</div></annotation-xml></math>',
  '<p id=1 id=2 class="a&amp;b" __proto__=x constructor=y hasOwnProperty=z toString=w>',
  '<html a=1><body b=2><html c=3 a=9><body d=4 b=9>',
  '<pre>\nkeep</pre><textarea>\n\nx</textarea><listing>\nl</listing>',
  '<script>if (a < b && c > d) {}</script><style>p > a {}</style><xmp><b></xmp><iframe><i></iframe><noembed><p></noembed><noframes>&amp;</noframes>',
  '<noscript><b>x</b></noscript>',
  '<plaintext><b>all text',
  '<!-- c1 --><html><!-- c2 --><head></head><!-- c3 --><body></body><!-- c4 --></html><!-- c5 -->',
  '<frameset><frame></frameset><noframes>x</noframes>',
  '<select><option>a<option>b<optgroup><option>c</select>',
  '<ruby>a<rb>b<rt>c<rp>d</ruby>',
  'a\u0000b<p>\u0000</p>&#0;&notin;&noti;&amp',
  '<br/><img src=x><input type=hidden><hr><wbr><area><base><col><embed><link><meta><source><track><param><keygen><basefont><bgsound><frame>',
  '<table><tr><td><svg><desc><td></desc></svg></td></tr></table>',
  '<ul><li>a<li>b<ul><li>c</ul></ul><dl><dt>x<dd>y</dl>',
  '<h1><h2>x</h1></h2><form><form></form></form>',
  '<body><a href="&quot;&lt;&gt;&nbsp;">&lt;&gt;&amp;&nbsp;"\'</a>',
  '<span title="\u00a0&lt;x&gt;">\u00a0</span>',
  '</p></br></div><p></p>',
  '<isindex><image src=a>',
  '<template><col></template><template><frame></template>',
];
