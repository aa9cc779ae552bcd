// html5lib tree-construction tests (../shared, frozen in June 2026) that the current spec
// contradicts: `<?` now starts a processing instruction (whatwg/html#12118;
// #processing-instruction-open-state, #insert-a-processing-instruction). Each entry gives the
// tree the spec gives now (processing instructions in web-platform-tests' `<?target data?>`
// dump format), written from the spec's states, and what an adapter without the processing
// instruction methods (parse5's, for one) builds: there larch inserts the comment the old rules
// made, so those trees stay the suite's, except where the spec now emits nothing at all. The
// runners assert these instead of the stale expectations and count them apart; an entry that
// no longer differs from the suite fails.

const HEAD_BODY = '| <html>\n|   <head>\n|   <body>';

export const SUPERSEDED_TREES = [
  {
    id: 'html5test-com.dat:129',
    reason: 'a valid target (`import`) makes a processing instruction, inserted into the Document in the initial insertion mode (#the-initial-insertion-mode)',
    document: `| <?import namespace="foo" implementation="#bar"?>\n${HEAD_BODY}`,
    withoutProcessingInstructions: 'suite',
  },
  {
    id: 'tests1.dat:551',
    reason: '`<?` at the end of the input emits nothing, not a "?" bogus comment (#processing-instruction-open-state, EOF)',
    document: HEAD_BODY,
    withoutProcessingInstructions: 'document',
  },
  {
    id: 'tests1.dat:603',
    reason: '`<?COMMENT?>` is a processing instruction with target "COMMENT" (case kept) and empty data (#processing-instruction-questionable-state)',
    document: `| <?COMMENT ?>\n${HEAD_BODY}`,
    withoutProcessingInstructions: 'suite',
  },
  {
    id: 'tests1.dat:642',
    reason: '`-` is a target character, so `<?COM--MENT?>` is a processing instruction (#processing-instruction-target-state)',
    document: `| <?COM--MENT ?>\n${HEAD_BODY}`,
    withoutProcessingInstructions: 'suite',
  },
];

const byId = new Map(SUPERSEDED_TREES.map((entry) => [entry.id, entry]));

/** Whether an adapter builds processing instruction nodes (else larch gives it comments). */
export const makesProcessingInstructions = (adapter) => typeof adapter.createProcessingInstruction === 'function';

/**
 * The tree `test` (with `id` "file.dat:line") must dump to through `adapter`, and whether the
 * test is superseded: the suite's expectation, or the entry's.
 */
export function expectedTree(test, adapter) {
  const entry = byId.get(test.id);
  if (entry === undefined) return { document: test.document, superseded: false };
  if (!makesProcessingInstructions(adapter) && entry.withoutProcessingInstructions === 'suite') {
    return { document: test.document, superseded: false };
  }
  return { document: entry.document, superseded: true };
}

/** Entries that name no suite test, or whose expectation the suite now has: both fail a run. */
export function staleSupersededTrees(tests) {
  const stale = [];
  const seen = new Map(tests.map((test) => [test.id, test]));
  for (const entry of SUPERSEDED_TREES) {
    const test = seen.get(entry.id);
    if (test === undefined) stale.push(`${entry.id}: no such test`);
    else if (test.document === entry.document) stale.push(`${entry.id}: the suite now expects this tree`);
  }
  return stale;
}
