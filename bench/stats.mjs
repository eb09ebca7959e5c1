// Small figures the benches compute alike: percentiles of latencies, medians of rounds, CPU time.

/** The p-th percentile (0-100) of an ascending array. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU milliseconds this process (every thread) has used so far. */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
