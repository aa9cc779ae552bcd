// "Change the encoding" (#change-the-encoding), step by step, on TentativeEncoding itself.
import { expect } from 'chai';
import { EncodingChange, TentativeEncoding } from '../../dist/esm/lib/encoding/changing-the-encoding.js';

const charset = (value) => [{ name: 'charset', value }];

function tentative(text, encoding, bytesFrom = 'latin1') {
  const bytes = Buffer.from(text, bytesFrom);
  return new TentativeEncoding(bytes, encoding, new TextDecoder(encoding).decode(bytes));
}

describe('TentativeEncoding', function () {
  it('throws an EncodingChange with the text decoded anew when the new encoding reads the bytes differently', function () {
    const state = tentative('<p>é', 'windows-1252', 'utf8');
    let thrown;
    try {
      state.metaInserted(charset('utf-8'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.an.instanceOf(EncodingChange);
    expect(thrown.encoding).to.equal('UTF-8');
    expect(thrown.text).to.equal('<p>é');
  });

  it('switches on the fly, certain, when the bytes read the same', function () {
    const state = tentative('<p>e', 'windows-1252');
    state.metaInserted(charset('utf-8'));
    expect(state.encoding).to.equal('UTF-8');
    expect(state.confidence).to.equal('certain');
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
    const utf8 = tentative('<p>e', 'UTF-8');
    utf8.metaInserted(charset('utf-16be'));
    expect(utf8.confidence).to.equal('certain');
    expect(utf8.encoding).to.equal('UTF-8');
    const latin = tentative('<p>\xe9', 'windows-1252');
    latin.metaInserted(charset('x-user-defined'));
    expect(latin.confidence).to.equal('certain');
  });

  it('stays tentative on a meta that names no encoding', function () {
    const state = tentative('<p>\xe9', 'windows-1252');
    state.metaInserted(charset('bogus'));
    state.metaInserted([{ name: 'name', value: 'viewport' }]);
    expect(state.confidence).to.equal('tentative');
  });
});
