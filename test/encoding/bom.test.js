// "BOM sniff" (https://encoding.spec.whatwg.org/#bom-sniff), whole and on the first bytes of a stream.
import { expect } from 'chai';
import { sniffBom, NEED_MORE_BYTES } from '../../build/lib/encoding/bom.js';

const sniff = (list, complete = true) => sniffBom(new Uint8Array(list), complete);

describe('sniffBom', function () {
  it('recognizes the UTF-8, UTF-16BE and UTF-16LE marks and their lengths', function () {
    expect(sniff([0xef, 0xbb, 0xbf, 0x3c])).to.deep.equal({ encoding: 'UTF-8', length: 3 });
    expect(sniff([0xfe, 0xff, 0, 0x3c])).to.deep.equal({ encoding: 'UTF-16BE', length: 2 });
    expect(sniff([0xff, 0xfe, 0x3c, 0])).to.deep.equal({ encoding: 'UTF-16LE', length: 2 });
  });

  it('finds none in other bytes, in near misses and in cut marks of a complete input', function () {
    for (const list of [[], [0x3c], [0xef, 0xbb], [0xef, 0xbb, 0xbe], [0xfe, 0xfe], [0xff], [0xbb, 0xbf]]) {
      expect(sniff(list), JSON.stringify(list)).to.equal(null);
    }
  });

  it('waits on the first bytes of a stream while they could still become a mark', function () {
    for (const list of [[], [0xef], [0xef, 0xbb], [0xfe], [0xff]]) {
      expect(sniff(list, false), JSON.stringify(list)).to.equal(NEED_MORE_BYTES);
    }
    expect(sniff([0xef, 0x3c], false)).to.equal(null);
    expect(sniff([0x3c], false)).to.equal(null);
  });
});
