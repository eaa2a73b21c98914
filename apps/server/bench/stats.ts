import { availableParallelism, loadavg } from 'node:os';

/** The nearest-rank percentile `p` (0–100) of a list of samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds, two decimals, right-aligned for columns. */
export const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

/** Other work on the machine shows in every figure: how busy it was while the benchmark ran. */
export function machineLine(): string {
  return `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;
}
