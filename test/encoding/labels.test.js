// The Encoding Standard's label table and "get an encoding" (https://encoding.spec.whatwg.org/#concept-encoding-get).
import { expect } from 'chai';
import { encodingForLabel } from 'larch-html';
// The table itself is only read by the library, so the bundle drops its export: tsc's output has it.
import { LABELS } from '../../build/lib/encoding/labels.js';

const encodingNames = () => Object.keys(LABELS);
const labelsOf = (name) => LABELS[name];

describe('encodingForLabel (get an encoding)', function () {
  it('trims ASCII whitespace and matches ASCII case-insensitively', function () {
    expect(encodingForLabel('utf-8')).to.equal('UTF-8');
    expect(encodingForLabel(' \t\n\f\rLATIN1 \n')).to.equal('windows-1252');
    expect(encodingForLabel('Shift_JIS')).to.equal('Shift_JIS');
    expect(encodingForLabel('ISO_8859-1:1987')).to.equal('windows-1252');
  });

  it('returns null for an unknown label, never throws', function () {
    for (const label of ['', 'bogus', 'utf-7', 'utf-32', 'replacement', 'utf-8\v', '\u00a0utf-8', 'x'.repeat(10000)]) {
      expect(encodingForLabel(label), JSON.stringify(label.slice(0, 20))).to.equal(null);
    }
  });

  it('folds only A-Z (U+212A KELVIN SIGN is no k, U+0130 no i)', function () {
    expect(encodingForLabel('\u212Aoi8-r')).to.equal(null);
    expect(encodingForLabel('\u0130so-8859-2')).to.equal(null);
  });

  it('maps the labels the spec maps specially: the ISO-2022 ones to replacement, utf-16 and unicode to UTF-16LE', function () {
    for (const label of ['iso-2022-kr', 'csiso2022kr', 'hz-gb-2312', 'iso-2022-cn', 'iso-2022-cn-ext']) {
      expect(encodingForLabel(label)).to.equal('replacement');
    }
    expect(encodingForLabel('utf-16')).to.equal('UTF-16LE');
    expect(encodingForLabel('unicodefffe')).to.equal('UTF-16BE');
    expect(encodingForLabel('x-user-defined')).to.equal('x-user-defined');
  });

  it('has each name as one of its own labels, except replacement', function () {
    for (const name of encodingNames()) {
      if (name === 'replacement') continue;
      expect(encodingForLabel(name), name).to.equal(name);
    }
  });

  it('agrees with the platform TextDecoder on every label it supports', function () {
    let checked = 0;
    for (const name of encodingNames()) {
      for (const label of labelsOf(name)) {
        let platform;
        try {
          platform = new TextDecoder(label).encoding;
        } catch {
          continue; // replacement, and what this platform lacks
        }
        expect(platform, label).to.equal(name.toLowerCase());
        checked++;
      }
    }
    expect(checked).to.be.above(200);
  });
});
