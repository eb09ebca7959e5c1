// The verify progress line: an ora spinner on stderr, only on a terminal and never with --quiet.
import ora, { type Ora } from 'ora';

export interface ProgressState {
  rows: number;
  bytesRead: number;
  /** input size in bytes when known (a file), for the ETA */
  size?: number;
}

export interface Progress {
  stop(): void;
}

const fmt = new Intl.NumberFormat('en-US');

export function progressText(s: ProgressState, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (s.rows * 1000) / elapsedMs : 0;
  let text = `verifying: ${fmt.format(s.rows)} rows, ${fmt.format(Math.round(rate))} rows/s`;
  if (s.size && s.bytesRead > 0 && s.bytesRead < s.size && elapsedMs > 1000) {
    const eta = ((s.size - s.bytesRead) / s.bytesRead) * elapsedMs;
    text += `, ETA ${Math.ceil(eta / 1000)}s`;
  }
  return text;
}

/** Draws `read()` every 200 ms while enabled; a no-op otherwise. */
export function startProgress(stream: NodeJS.WritableStream & { columns?: number }, enabled: boolean, read: () => ProgressState): Progress {
  // a terminal that reports 0 columns (e.g. under `script`) sends ora's line clearing into an endless loop
  if (!enabled || !stream.columns) return { stop() {} };
  const started = Date.now();
  // stdin may be the data: the spinner must not take it over
  const spinner: Ora = ora({ stream, discardStdin: false, text: 'starting lookup workers…' }).start();
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
