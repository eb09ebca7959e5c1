// The machine's load, printed beside bench figures (the machine is shared, so figures are noisy).
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, as "0.52 0.61 0.70". */
export const loadText = () => loadavg().map((l) => l.toFixed(2)).join(' ');
