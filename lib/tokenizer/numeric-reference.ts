/**
 * #numeric-character-reference-end-state: the replacements for code points 0x80–0x9F
 * (windows-1252 reinterpretations). Index = code point − 0x80; 0 means "no replacement".
 */
const C1_REPLACEMENTS = new Uint16Array([
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
]);

/** The problem a numeric character reference's value has, if any (#numeric-character-reference-end-state). */
export const enum NumericRefProblem {
  NONE = 0,
  NULL = 1,
  OUTSIDE_UNICODE_RANGE = 2,
  SURROGATE = 3,
  NONCHARACTER = 4,
  CONTROL = 5,
}

export function numericRefProblem(cp: number): NumericRefProblem {
  if (cp === 0) return NumericRefProblem.NULL;
  if (cp > 0x10ffff) return NumericRefProblem.OUTSIDE_UNICODE_RANGE;
  if (cp >= 0xd800 && cp <= 0xdfff) return NumericRefProblem.SURROGATE;
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe) return NumericRefProblem.NONCHARACTER;
  // Controls other than ASCII whitespace; U+000D counts as a control here.
  if (cp === 0x0d || (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0c) || (cp >= 0x7f && cp <= 0x9f)) {
    return NumericRefProblem.CONTROL;
  }
  return NumericRefProblem.NONE;
}

/** The code point a numeric reference stands for, after the spec's replacements. */
export function numericRefValue(cp: number, problem: NumericRefProblem): number {
  switch (problem) {
    case NumericRefProblem.NULL:
    case NumericRefProblem.OUTSIDE_UNICODE_RANGE:
    case NumericRefProblem.SURROGATE:
      return 0xfffd;
    case NumericRefProblem.CONTROL:
      if (cp >= 0x80 && cp <= 0x9f) {
        const r = C1_REPLACEMENTS[cp - 0x80]!;
        if (r !== 0) return r;
      }
      return cp;
    default:
      return cp;
  }
}
