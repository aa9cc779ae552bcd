// Decoding through the platform TextDecoder, and the replacement decoder.
import { expect } from 'chai';
import { decode, isSupported } from '../../build/lib/encoding/decode.js';
// The table itself is only read by the library, so the bundle drops its export: tsc's output has it.
import { LABELS } from '../../build/lib/encoding/labels.js';

const encodingNames = () => Object.keys(LABELS);

describe('decode', function () {
  it('decodes in the named encoding and drops that encoding\'s byte order mark', function () {
    expect(decode(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'windows-1252')).to.equal('café');
    expect(decode(Buffer.from('\ufeffcafé', 'utf8'), 'UTF-8')).to.equal('café');
    expect(decode(Buffer.from([0xff, 0xfe, 0x41, 0]), 'UTF-16LE')).to.equal('A');
    expect(decode(Buffer.from([0x82, 0xa0]), 'Shift_JIS')).to.equal('あ');
  });

  it('turns invalid sequences into U+FFFD', function () {
    expect(decode(Buffer.from([0x61, 0xff, 0x62]), 'UTF-8')).to.equal('a\ufffdb');
  });

  it('decodes replacement as one U+FFFD for any non-empty input, nothing for empty input', function () {
    expect(decode(Buffer.from('<p>hello</p>'), 'replacement')).to.equal('\ufffd');
    expect(decode(new Uint8Array(0), 'replacement')).to.equal('');
  });

  it('says an encoding is supported exactly when the platform can decode it (replacement always)', function () {
    for (const name of encodingNames()) {
      let platform = true;
      try {
        new TextDecoder(name);
      } catch {
        platform = false;
      }
      expect(isSupported(name), name).to.equal(name === 'replacement' || platform);
    }
  });
});

describe('decode (windows-1252 C1 bytes)', () => {
  it('reads 0x80 and 0x9F as the Encoding Standard says (the euro sign, Y with diaeresis), not as Latin-1', async () => {
    const { decode } = await import('../../build/lib/encoding/decode.js');
    expect(decode(Uint8Array.of(0x80, 0x9f, 0x41), 'windows-1252')).to.equal('\u20ac\u0178A');
  });
});
