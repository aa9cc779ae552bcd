// The scanner's word layout (lib/scanner/kinds.ts): the error codes a word's code field names.
import { expect } from 'chai';
import { ERR } from '../../build/lib/common/error-codes.js';
import { SCAN_ERROR_CODES, codeId, codeName } from '../../build/lib/scanner/kinds.js';
import { scan } from '../../build/lib/scanner/index.js';
import { tokenize } from '../../build/lib/index.js';

describe('scanner: error code fields', () => {
  it('number every input-stream and tokenizer code the same way in every process, within six bits', () => {
    expect(SCAN_ERROR_CODES.length).to.be.at.most(64);
    expect(SCAN_ERROR_CODES).to.include.members([ERR.controlCharacterInInputStream, ERR.eofInTag, ERR.unknownNamedCharacterReference]);
    expect(SCAN_ERROR_CODES).not.to.include(ERR.missingDoctype);
    SCAN_ERROR_CODES.slice(1).forEach((code, i) => {
      expect(codeId(code)).to.equal(i + 1);
      expect(codeName(i + 1)).to.equal(code);
    });
  });

  it('hold every code the tokenizer reports, so no scan error loses its code', () => {
    const input = '<!DOCTYPE x PUBLIC"a"SYSTEM\'b\'x><a b=1 b c"=d/ \0 e=\'\'f><!-- a --!><!--><?x ?>&#0;&#xD800;&noent; &amp\x01</a x><' + '\uFDD0';
    const codes = new Set();
    tokenize(input, { onParseError: (e) => codes.add(e.code) });
    expect(codes.size).to.be.above(10);
    for (const code of codes) expect(codeId(code), code).to.be.above(0);
    const scanned = scan(input, { inputErrors: true }).tokens();
    const flagged = scanned.filter((t) => t.code !== undefined).map((t) => t.code);
    expect(flagged).to.include.members([ERR.duplicateAttribute, ERR.controlCharacterInInputStream, ERR.unknownNamedCharacterReference]);
  });
});
