// A pasted address block ("1516 Folsom St⏎San Francisco, CA") must not reach the prompt as Enter halfway
// through: its line breaks become ", ". A terminal in bracketed-paste mode (the prompt turns it on) marks a
// paste ESC[200~ … ESC[201~, however many reads it takes; without the marks, a chunk holding more than a
// lone key is a paste, and one that ended in a dropped line break joins the next with ", " when that comes
// at once (a paste split across two reads, as a loaded machine or a slow link delivers it). A read that ends in
// what may be the start of a mark (ESC[20) is held until the next read says, or PASTE_GAP_MS passes (a lone Esc key).
import { PassThrough, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** The terminal escapes that turn bracketed-paste mode on and off. */
export const BRACKETED_PASTE_ON = '\u001b[?2004h';
export const BRACKETED_PASTE_OFF = '\u001b[?2004l';
const PASTE_START = '\u001b[200~';
const PASTE_END = '\u001b[201~';

/** How soon the rest of a paste split across reads arrives: no one types the next key that fast. */
export const PASTE_GAP_MS = 50;

/** How many characters at the end of `text` may open `mark` (a proper prefix of it): 0 when none. */
export function markTail(text: string, mark: string): number {
  for (let n = Math.min(mark.length - 1, text.length); n > 0; n--) if (text.endsWith(mark.slice(0, n))) return n;
  return 0;
}

/** Line breaks (and the blanks around them) as ", ". */
const commaLines = (text: string): string => text.replace(/[ \t]*[\r\n]+[ \t]*/g, ', ');

/** A chunk holding more than a lone key: its inner line breaks read as ", ", trailing ones dropped. */
export function flattenPaste(chunk: string): string {
  if (chunk.length < 2 || !/[\r\n]/.test(chunk) || !/[^\r\n\u001b]/.test(chunk)) return chunk;
  return commaLines(chunk.replace(/[\r\n]+$/, ''));
}

/** Turns the terminal's reads into what the prompt should see, paste by paste (see the file's opening comment). */
export class PasteReader {
  private inPaste = false;
  /** inside a bracketed paste: text was passed on, and a line break came after the last of it */
  private pasteHadText = false;
  private pasteBreak = false;
  /** when the last unbracketed chunk taken as a paste ended in a line break that was dropped */
  private brokeAt = -Infinity;

  /** the end of the last read, held: it may open a mark the next read finishes */
  private held = '';

  read(chunk: string, now: number): string {
    let out = '';
    let rest = this.held + chunk;
    this.held = '';
    while (rest !== '') {
      if (this.inPaste) {
        const end = rest.indexOf(PASTE_END);
        if (end < 0) return out + this.pasted(this.hold(rest, PASTE_END));
        out += this.pasted(rest.slice(0, end));
        this.inPaste = false;
        rest = rest.slice(end + PASTE_END.length);
        continue;
      }
      const start = rest.indexOf(PASTE_START);
      const keys = start < 0 ? this.hold(rest, PASTE_START) : rest.slice(0, start);
      if (keys !== '') out += this.typed(keys, now, out === '');
      if (start < 0) return out;
      this.inPaste = true;
      this.pasteHadText = false;
      this.pasteBreak = false;
      rest = rest.slice(start + PASTE_START.length);
    }
    return out;
  }

  /** A part of a mark is waiting for the rest of it (flush gives it up when none comes). */
  get holding(): boolean {
    return this.held !== '';
  }

  /** What was held as a mark's start, read as it is: no more of the mark came (a lone Esc is the Esc key). */
  flush(now: number): string {
    const held = this.held;
    this.held = '';
    if (held === '') return '';
    return this.inPaste ? this.pasted(held) : this.typed(held, now, true);
  }

  /** `text` less the end that may open `mark`, which is kept for the next read. */
  private hold(text: string, mark: string): string {
    const n = markTail(text, mark);
    if (n === 0) return text;
    this.held = text.slice(text.length - n);
    return text.slice(0, text.length - n);
  }

  /** Part of a bracketed paste, however the reads cut it: its line breaks between text read as ", ". */
  private pasted(text: string): string {
    const line = commaLines(text.replace(/^[\r\n]+|[\r\n]+$/g, ''));
    if (line === '') {
      if (/[\r\n]/.test(text)) this.pasteBreak = true;
      return '';
    }
    const sep = this.pasteHadText && (this.pasteBreak || /^[\r\n]/.test(text)) ? ', ' : '';
    this.pasteHadText = true;
    this.pasteBreak = /[\r\n]$/.test(text);
    return sep + line;
  }

  /** Keys, or a paste the terminal did not mark: after a paste whose line break was dropped, text at once is its rest. */
  private typed(keys: string, now: number, first: boolean): string {
    const flat = flattenPaste(keys);
    const rest = first && now - this.brokeAt <= PASTE_GAP_MS && !/^[\u0000-\u001f]/.test(flat);
    this.brokeAt = flat !== keys && /[\r\n]$/.test(keys) ? now : -Infinity;
    return rest ? `, ${flat}` : flat;
  }
}

export interface PasteSafeInput {
  /** what the prompt reads: a TTY-looking stream fed by the terminal, pastes flattened */
  input: Readable & { isTTY: true; setRawMode(mode: boolean): unknown };
  /** stops feeding it and gives the terminal back */
  close(): void;
}

export function pasteSafeInput(tty: Readable & { setRawMode?: (mode: boolean) => unknown }, now: () => number = () => performance.now()): PasteSafeInput {
  const input = Object.assign(new PassThrough({ encoding: 'utf8' }), {
    isTTY: true as const,
    setRawMode: (mode: boolean) => tty.setRawMode?.(mode),
  });
  // a character split across two reads is held until it is whole
  const decoder = new StringDecoder('utf8');
  const pastes = new PasteReader();
  let flushTimer: NodeJS.Timeout | undefined;
  const onData = (data: Buffer | string): void => {
    clearTimeout(flushTimer);
    const text = pastes.read(typeof data === 'string' ? data : decoder.write(data), now());
    if (text !== '') input.write(text);
    // (a mark's start with nothing more after the gap was a key: Esc)
    if (pastes.holding) {
      flushTimer = setTimeout(() => {
        const held = pastes.flush(now());
        if (held !== '') input.write(held);
      }, PASTE_GAP_MS);
    }
  };
  tty.on('data', onData);
  // readline pauses its input when the job resumes after Ctrl-Z (fg) and waits for someone to resume it
  let closed = false;
  input.on('pause', () => setImmediate(() => closed || input.resume()));
  return {
    input,
    close() {
      closed = true;
      clearTimeout(flushTimer);
      tty.off('data', onData);
      tty.setRawMode?.(false);
      tty.pause();
      input.end();
    },
  };
}
