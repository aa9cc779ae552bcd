// "Change the encoding" (#change-the-encoding), step by step, on TentativeEncoding itself.
import { expect } from 'chai';
import { EncodingChange, TentativeEncoding } from '../../build/lib/encoding/changing-the-encoding.js';

const charset = (value) => [{ name: 'charset', value }];

function tentative(text, encoding, bytesFrom = 'latin1') {
  const bytes = Buffer.from(text, bytesFrom);
  return new TentativeEncoding(bytes, encoding, new TextDecoder(encoding).decode(bytes));
}

/** The state after a <meta charset=label> in `text` (bytes: latin-1), parsed in `encoding`: [encoding, confidence]. */
function afterMeta(text, encoding, label) {
  const state = tentative(text, encoding);
  state.metaInserted(charset(label));
  return [state.encoding, state.confidence];
}

describe('TentativeEncoding', function () {
  it('answers an EncodingChange with the text decoded anew, and stops the parse, when the new encoding reads the bytes differently', function () {
    const state = tentative('<p>é', 'windows-1252', 'utf8');
    let stops = 0;
    state.onChange = () => stops++;
    state.metaInserted(charset('utf-8'));
    expect(state.restart).to.be.an.instanceOf(EncodingChange);
    expect(state.restart.encoding).to.equal('UTF-8');
    expect(state.restart.text).to.equal('<p>é');
    expect(stops).to.equal(1);
    state.metaInserted(charset('utf-8'));
    expect(stops, 'a later meta changes nothing').to.equal(1);
  });

  it('switches on the fly, certain, when the bytes read the same', function () {
    expect(afterMeta('<p>e', 'windows-1252', 'utf-8')).to.deep.equal(['UTF-8', 'certain']);
  });

  it('becomes certain on the same encoding, under any label, and then ignores every meta', function () {
    const state = tentative('<p>\xe9', 'windows-1252');
    state.metaInserted(charset('ISO-8859-1'));
    expect(state.confidence).to.equal('certain');
    state.metaInserted(charset('utf-8'));
    expect(state.encoding).to.equal('windows-1252');
  });

  it('in UTF-16, becomes certain and keeps the encoding', function () {
    const state = tentative('<p>é', 'utf-16le', 'utf16le');
    state.encoding = 'UTF-16LE';
    state.metaInserted(charset('koi8-r'));
    expect(state.encoding).to.equal('UTF-16LE');
    expect(state.confidence).to.equal('certain');
  });

  it('maps UTF-16 to UTF-8 and x-user-defined to windows-1252 before comparing', function () {
    expect(afterMeta('<p>e', 'UTF-8', 'utf-16be')).to.deep.equal(['UTF-8', 'certain']);
    expect(afterMeta('<p>\xe9', 'windows-1252', 'x-user-defined')).to.deep.equal(['windows-1252', 'certain']);
  });

  it('stays tentative on a meta that names no encoding', function () {
    expect(afterMeta('<p>\xe9', 'windows-1252', 'bogus')).to.deep.equal(['windows-1252', 'tentative']);
    const state = tentative('<p>\xe9', 'windows-1252');
    state.metaInserted([{ name: 'name', value: 'viewport' }]);
    expect(state.confidence).to.equal('tentative');
  });
});
