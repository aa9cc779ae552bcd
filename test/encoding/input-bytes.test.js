// What counts as bytes: any ArrayBuffer or view of one, from this realm or another.
import { runInNewContext } from 'node:vm';
import { expect } from 'chai';
import { asUint8Array } from '../../build/lib/encoding/input-bytes.js';

describe('asUint8Array', function () {
  it('returns a Uint8Array (and so a Buffer) as it is', function () {
    const bytes = new Uint8Array([1, 2]);
    expect(asUint8Array(bytes)).to.equal(bytes);
    const buffer = Buffer.from('ab');
    expect(asUint8Array(buffer)).to.equal(buffer);
  });

  it('views an ArrayBuffer, a DataView or another typed array over the same bytes', function () {
    const buffer = new Uint8Array([1, 2, 3, 4]).buffer;
    expect([...asUint8Array(buffer)]).to.deep.equal([1, 2, 3, 4]);
    expect([...asUint8Array(new DataView(buffer, 1, 2))]).to.deep.equal([2, 3]);
    expect(asUint8Array(new Uint16Array(buffer, 2, 1)).length).to.equal(2);
  });

  it('accepts bytes made in another realm', function () {
    const foreign = runInNewContext('[new Uint8Array([60, 112]), new Uint8Array([62]).buffer]');
    expect([...asUint8Array(foreign[0])]).to.deep.equal([60, 112]);
    expect([...asUint8Array(foreign[1])]).to.deep.equal([62]);
  });

  it('returns null for what is no bytes', function () {
    for (const value of ['<p>', 42, null, undefined, [60, 112], { length: 1, 0: 60 }, { byteLength: 1 }]) {
      expect(asUint8Array(value)).to.equal(null);
    }
  });
});
