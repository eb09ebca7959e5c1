// `<seconds>` flags that become a Node timer or an abort signal: those take whole milliseconds up to
// 2^31-1 (~24.8 days); a fraction throws and a longer delay fires at once, so both are settled here.
import { CliError } from './errors.js';

const MAX_TIMER_MS = 2_147_483_647;

/** Whole milliseconds, at least 1; `refusal` says how the flag reads when the value is not above 0. */
export function timerMs(value: unknown, flag: string, refusal: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new CliError(`${flag} ${refusal} (got '${String(value)}')`);
  const ms = Math.max(1, Math.round(n * 1000));
  if (ms > MAX_TIMER_MS) throw new CliError(`${flag} takes at most ${Math.floor(MAX_TIMER_MS / 1000)} seconds (about 24 days) (got '${String(value)}')`);
  return ms;
}
