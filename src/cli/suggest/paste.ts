// A pasted address block ("1516 Folsom St⏎San Francisco, CA") arrives as one chunk of input; its
// line breaks would reach the prompt as Enter halfway through. They become ", " instead.
import { PassThrough, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** A chunk holding more than a lone key: its inner line breaks read as ", ", trailing ones dropped. */
export function flattenPaste(chunk: string): string {
  if (chunk.length < 2 || !/[\r\n]/.test(chunk) || !/[^\r\n\u001b]/.test(chunk)) return chunk;
  return chunk.replace(/[\r\n]+$/, '').replace(/[ \t]*[\r\n]+[ \t]*/g, ', ');
}

export interface PasteSafeInput {
  /** what the prompt reads: a TTY-looking stream fed by the terminal, pastes flattened */
  input: Readable & { isTTY: true; setRawMode(mode: boolean): unknown };
  /** stops feeding it and gives the terminal back */
  close(): void;
}

export function pasteSafeInput(tty: Readable & { setRawMode?: (mode: boolean) => unknown }): PasteSafeInput {
  const input = Object.assign(new PassThrough({ encoding: 'utf8' }), {
    isTTY: true as const,
    setRawMode: (mode: boolean) => tty.setRawMode?.(mode),
  });
  // a character split across two reads is held until it is whole
  const decoder = new StringDecoder('utf8');
  const onData = (data: Buffer | string): void => {
    const text = typeof data === 'string' ? data : decoder.write(data);
    if (text !== '') input.write(flattenPaste(text));
  };
  tty.on('data', onData);
  // readline pauses its input when the job resumes after Ctrl-Z (fg) and waits for someone to resume it
  let closed = false;
  input.on('pause', () => setImmediate(() => closed || input.resume()));
  return {
    input,
    close() {
      closed = true;
      tty.off('data', onData);
      tty.setRawMode?.(false);
      tty.pause();
      input.end();
    },
  };
}
