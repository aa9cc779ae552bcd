import { FeedbackSimulator } from '../tokenizer/feedback-simulator.js';
import { TextState } from '../tokenizer/token.js';
import { MAX_RESTART_ID } from './kinds.js';

/**
 * A feedback simulator tracking more elements than this makes no restart point: each state keeps
 * a copy of the simulator, so a limit keeps a deep stack of foreign content from costing memory
 * quadratic in its depth. An edit inside such content re-scans from the last shallower point.
 */
const MAX_RESTART_DEPTH = 64;

/** The restart state of the data state with no foreign content open: by far the most common. */
export const DATA_STATE_ID = 1;

/**
 * The restart states of one scan and the edits that follow it. At the end of each construct (a
 * tag, comment, DOCTYPE, processing instruction, `</>`, CDATA section) the tokenizer is in a text
 * state, and what decides every later token is small: that text state, the last start tag's name
 * (which end tag ends RCDATA, RAWTEXT or script data), and the elements the feedback simulator
 * tracks (foreign content and its integration points). Equal states get one id, so an
 * incremental re-scan recognizes the old stream by comparing numbers.
 */
export class RestartTable {
  readonly textStates: TextState[] = [TextState.DATA, TextState.DATA];
  readonly lastStartTags: string[] = ['', ''];
  /** A copy of the simulator for each state (null: none tracked, or no feedback at all). */
  readonly simulators: (FeedbackSimulator | null)[] = [null, null];
  /** Ids of the states with foreign content open, by text state, last start tag and simulator stack. */
  private readonly ids = new Map<string, number>();
  /**
   * Ids of the states with nothing tracked, by text state then last start tag: every `<script>`
   * and `<style>` ends in one, and a lookup by name builds no key string.
   */
  private readonly plainIds: Map<string, number>[] = [];

  /** The id of this state, or 0 when it makes no restart point. */
  idFor(textState: TextState, lastStartTag: string, sim: FeedbackSimulator | null): number {
    const depth = sim === null ? 0 : sim.depth;
    if (textState === TextState.DATA && depth === 0) return DATA_STATE_ID;
    if (depth > MAX_RESTART_DEPTH) return 0;
    // The last start tag only matters where an end tag must match it.
    const tag = textState === TextState.RCDATA || textState === TextState.RAWTEXT || textState === TextState.SCRIPT_DATA ? lastStartTag : '';
    let ids: Map<string, number>;
    let key: string;
    if (depth === 0) {
      ids = this.plainIds[textState] ??= new Map();
      key = tag;
    } else {
      ids = this.ids;
      key = `${textState}|${tag}|${sim!.stateKey()}`;
    }
    let id = ids.get(key);
    if (id === undefined) {
      id = this.textStates.length;
      if (id > MAX_RESTART_ID) return 0;
      ids.set(key, id);
      this.textStates.push(textState);
      this.lastStartTags.push(tag);
      this.simulators.push(depth === 0 ? null : sim!.clone());
    }
    return id;
  }

  /** A description of state `id`, equal for equal states of any table (for tests). */
  describe(id: number): string {
    if (id === 0) return '';
    const sim = this.simulators[id];
    return `${this.textStates[id]}|${this.lastStartTags[id]}|${sim ? sim.stateKey() : ''}`;
  }
}
