/**
 * Latency figures printed beside their targets (p50, p99, MET / NOT MET): one shape for every
 * bench table of p99 targets.
 */
import { printTable } from './printTable';

/** The value at `fraction` of `sorted` (ascending), nearest-rank. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** p50 and p99 of `times` (sorted here). */
export function latencies(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

export interface LatencyRow {
  figure: string;
  p50: number;
  p99: number;
  /** The p99 target in ms. */
  target: number;
}

/** Prints the rows; true when every p99 is within its target. */
export function printLatencyTargets(title: string, rows: LatencyRow[]): boolean {
  printTable(
    title,
    ['figure', 'p50 ms', 'p99 ms', 'target', 'result'],
    rows.map((row) => [
      row.figure,
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      `p99 ≤ ${row.target} ms`,
      row.p99 <= row.target ? 'MET' : 'NOT MET',
    ]),
  );
  return rows.every((row) => row.p99 <= row.target);
}
