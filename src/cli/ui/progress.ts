// The verify progress line: an ora spinner on stderr, only on a terminal and never with --quiet.
import type { Ora } from 'ora';

/** ora's spinner factory. Loaded only for a terminal: importing ora costs ~50 ms, spent before the first lookup worker starts. */
export type Spinners = typeof import('ora').default;

/** ora, when a progress line can be drawn on `stream` (enabled and a terminal that reports its width); else undefined. */
export async function loadSpinners(stream: NodeJS.WritableStream & { columns?: number }, enabled: boolean): Promise<Spinners | undefined> {
  // a terminal that reports 0 columns (e.g. under `script`) sends ora's line clearing into an endless loop
  return enabled && stream.columns ? (await import('ora')).default : undefined;
}

export interface ProgressState {
  rows: number;
  bytesRead: number;
  /** input size in bytes when known (a file), for the ETA */
  size?: number;
  /** 'keys': the first pass over a JSON file for CSV output's columns */
  phase?: 'keys';
}

export interface Progress {
  stop(): void;
}

// made on first use: creating the first NumberFormat of a process loads ICU's locale data (20–90 ms), which a
// run with no progress line (not a terminal, --quiet) would pay before its first lookup
let numbers: Intl.NumberFormat | undefined;
const fmt = { format: (n: number): string => (numbers ??= new Intl.NumberFormat('en-US')).format(n) };

export function progressText(s: ProgressState, elapsedMs: number): string {
  if (s.phase === 'keys') {
    const share = s.size && s.size > 0 ? `, ${Math.min(100, Math.floor((s.bytesRead * 100) / s.size))}%` : '';
    return `reading every object's keys for the CSV columns (a first pass): ${fmt.format(s.bytesRead)} bytes${share}`;
  }
  const rate = elapsedMs > 0 ? (s.rows * 1000) / elapsedMs : 0;
  let text = `verifying: ${fmt.format(s.rows)} rows, ${fmt.format(Math.round(rate))} rows/s`;
  if (s.size && s.bytesRead > 0 && s.bytesRead < s.size && elapsedMs > 1000) {
    const eta = ((s.size - s.bytesRead) / s.bytesRead) * elapsedMs;
    text += `, ETA ${Math.ceil(eta / 1000)}s`;
  }
  return text;
}

/** Draws `read()` every 200 ms with `spinners` (from loadSpinners); a no-op without them. */
export function startProgress(stream: NodeJS.WritableStream, spinners: Spinners | undefined, read: () => ProgressState): Progress {
  if (!spinners) return { stop() {} };
  const started = Date.now();
  // stdin may be the data: the spinner must not take it over
  const first = read();
  const spinner: Ora = spinners({ stream, discardStdin: false, text: first.phase === 'keys' ? progressText(first, 0) : 'starting lookup workers…' }).start();
  const timer = setInterval(() => {
    spinner.text = progressText(read(), Date.now() - started);
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      spinner.stop();
    },
  };
}
