import { ERR } from '../common/error-codes.js';
import { CC } from './char-codes.js';
import { State } from './state.js';
import { ProcessingInstructionStates } from './processing-instruction-states.js';
import { Doctype, matchesAsciiCaseInsensitive } from './tokenizer-base.js';

/**
 * The comment states (#markup-declaration-open-state to #comment-end-bang-state, and the bogus
 * comment state): cold next to text and tags, so they live apart (see TokenizerBase).
 */
export abstract class CommentStates extends ProcessingInstructionStates {
  /** Emits the comment whose data ends at `dataEnd`; `end` is just past the comment. */
  protected emitComment(dataEnd: number, end: number): void {
    this.recorder.commentData(dataEnd);
    const data = this.sbEnd(dataEnd);
    const start = this.tokenStart;
    this.flushText(start);
    this.resetText(end);
    this.pos = end;
    this.state = State.DATA;
    this.sink.onComment(data, start, end);
  }

  /** EOF inside a comment: emit it with the data up to `dataEnd`, then EOF. */
  protected eofInComment(dataEnd: number): void {
    if (this.suspend(this.len)) return;
    this.err(ERR.eofInComment, this.len);
    this.emitComment(dataEnd, this.len);
    this.emitEof(this.len);
  }

  // #bogus-comment-state
  protected bogusCommentState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p - base);
      if (c === CC.GT) {
        this.emitComment(p, p + 1);
        return;
      }
      if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
      }
      p++;
    }
    if (this.suspend(len)) return;
    this.emitComment(len, len);
    this.emitEof(len);
  }

  // #markup-declaration-open-state
  protected markupDeclarationOpenState(): void {
    const text = this.text;
    const base = this.base;
    const p = this.pos;
    // Which of the three it is takes up to seven characters to tell.
    if (this.len - p < 7 && this.suspend(p)) return;
    if (text.startsWith('--', p - base)) {
      this.sbStart(p + 2);
      this.pos = p + 2;
      this.state = State.COMMENT_START;
    } else if (matchesAsciiCaseInsensitive(text, p - base, 'doctype')) {
      this.doctype = new Doctype(this.tokenStart);
      this.pos = p + 7;
      this.state = State.DOCTYPE;
    } else if (text.startsWith('[CDATA[', p - base)) {
      if (this.sink.isCdataAllowed()) {
        this.dropText(this.tokenStart, p + 7);
        this.pos = p + 7;
        this.state = State.CDATA_SECTION;
        this.recorder.emptyMarkup(this.tokenStart, p + 7);
      } else {
        // A bogus comment whose data starts with "[CDATA[".
        this.err(ERR.cdataInHtmlContent, p + 6);
        this.sbStart(p);
        this.pos = p + 7;
        this.state = State.BOGUS_COMMENT;
      }
    } else {
      this.err(ERR.incorrectlyOpenedComment, p);
      this.sbStart(p);
      this.state = State.BOGUS_COMMENT;
    }
  }

  // #comment-start-state
  protected commentStartState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.EOF && this.suspend(p)) return;
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_START_DASH;
    } else if (c === CC.GT) {
      this.err(ERR.abruptClosingOfEmptyComment, p);
      this.emitComment(p, p + 1);
    } else {
      this.state = State.COMMENT;
    }
  }

  // #comment-start-dash-state
  protected commentStartDashState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END;
    } else if (c === CC.GT) {
      this.err(ERR.abruptClosingOfEmptyComment, p);
      this.emitComment(p - 1, p + 1);
    } else if (c === CC.EOF) {
      this.eofInComment(p - 1);
    } else {
      // The dash is data.
      this.state = State.COMMENT;
    }
  }

  // #comment-state
  protected commentState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    for (let p = this.findDashLtNul(this.pos); p < len; p = this.findDashLtNul(p + 1)) {
      const c = text.charCodeAt(p - base);
      if (c === CC.DASH) {
        this.pos = p + 1;
        this.state = State.COMMENT_END_DASH;
        return;
      } else if (c === CC.LT) {
        this.pos = p + 1;
        this.state = State.COMMENT_LESS_THAN_SIGN;
        return;
      } else {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
      }
    }
    this.eofInComment(len);
  }

  // #comment-less-than-sign-state
  protected commentLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.BANG) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG;
    } else if (c === CC.LT) {
      this.pos++;
    } else {
      this.state = State.COMMENT;
    }
  }

  // #comment-less-than-sign-bang-state
  protected commentLessThanSignBangState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.DASH) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH;
    } else {
      this.state = State.COMMENT;
    }
  }

  // #comment-less-than-sign-bang-dash-state
  protected commentLessThanSignBangDashState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.DASH) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH;
    } else {
      this.state = State.COMMENT_END_DASH;
    }
  }

  // #comment-less-than-sign-bang-dash-dash-state
  protected commentLessThanSignBangDashDashState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c !== CC.GT && c !== CC.EOF) this.err(ERR.nestedComment, this.pos);
    this.state = State.COMMENT_END;
  }

  // #comment-end-dash-state
  protected commentEndDashState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END;
    } else if (c === CC.EOF) {
      this.eofInComment(p - 1);
    } else {
      this.state = State.COMMENT;
    }
  }

  // #comment-end-state (the two dashes before `pos` are not data unless more follows)
  protected commentEndState(): void {
    let p = this.pos;
    while (this.at(p) === CC.DASH) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitComment(p - 2, p + 1);
    } else if (c === CC.BANG) {
      this.pos = p + 1;
      this.state = State.COMMENT_END_BANG;
    } else if (c === CC.EOF) {
      this.eofInComment(p - 2);
    } else {
      this.pos = p;
      this.state = State.COMMENT;
    }
  }

  // #comment-end-bang-state
  protected commentEndBangState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END_DASH;
    } else if (c === CC.GT) {
      this.err(ERR.incorrectlyClosedComment, p);
      this.emitComment(p - 3, p + 1);
    } else if (c === CC.EOF) {
      this.eofInComment(p - 3);
    } else {
      this.state = State.COMMENT;
    }
  }
}
