/**
 * Text of the input stream still to be tokenized, from one writer: the input's pieces, or what
 * one script wrote (#input-stream, #insertion-point). The Engine keeps them as a stack and feeds
 * the tokenizer from the top one (see Engine.pump).
 */
export class InputQueue {
  private readonly pieces: string[] = [];
  /** How many characters are queued. */
  length = 0;
  /** Whether more may come: until the input's last piece, or until the script that writes here ends. */
  open = true;

  /** Queues `text` after what is queued. */
  push(text: string): void {
    if (text === '') return;
    this.pieces.push(text);
    this.length += text.length;
  }

  /** Puts `text` back before what is queued (the text after an insertion point). */
  unshift(text: string): void {
    if (text === '') return;
    this.pieces.unshift(text);
    this.length += text.length;
  }

  /** Takes the next `max` characters (Infinity: all that is queued), the pieces joined. */
  take(max: number): string {
    const pieces = this.pieces;
    let text: string;
    if (this.length <= max) {
      text = pieces.length === 1 ? pieces[0]! : pieces.join('');
      pieces.length = 0;
    } else {
      let n = 0;
      let whole = 0;
      while (n + pieces[whole]!.length <= max) n += pieces[whole++]!.length;
      const parts = pieces.splice(0, whole);
      const cut = max - n;
      if (cut > 0) {
        const next = pieces[0]!;
        parts.push(next.slice(0, cut));
        pieces[0] = next.slice(cut);
      }
      text = parts.length === 1 ? parts[0]! : parts.join('');
    }
    this.length -= text.length;
    return text;
  }
}
