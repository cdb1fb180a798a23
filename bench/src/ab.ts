import type { LoadResult } from './load-spec';

export type { LoadResult };

export type Measure = () => Promise<LoadResult>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface Pairing {
  system: LoadResult[];
  baseline: LoadResult[];
  ratios: number[];
  ratio: number;
}

/**
 * One warm-up of each side, then `rounds` A/B rounds whose order alternates (AB, BA, AB, ...), so neither
 * side always runs on a warmer or colder machine; the figure is the median of the per-round ratios.
 */
export async function alternate(
  system: Measure,
  baseline: Measure,
  rounds: number,
  ratioOf: (system: LoadResult, baseline: LoadResult) => number,
): Promise<Pairing> {
  await system();
  await baseline();
  const pairing: Pairing = { system: [], baseline: [], ratios: [], ratio: Number.NaN };
  for (let round = 0; round < rounds; round += 1) {
    let systemResult: LoadResult;
    let baselineResult: LoadResult;
    if (round % 2 === 0) {
      systemResult = await system();
      baselineResult = await baseline();
    } else {
      baselineResult = await baseline();
      systemResult = await system();
    }
    pairing.system.push(systemResult);
    pairing.baseline.push(baselineResult);
    pairing.ratios.push(ratioOf(systemResult, baselineResult));
  }
  pairing.ratio = median(pairing.ratios);
  return pairing;
}

export const throughputRatio = (system: LoadResult, baseline: LoadResult) =>
  system.perSecond / baseline.perSecond;
export const p99Ratio = (system: LoadResult, baseline: LoadResult) => system.p99 / baseline.p99;
export { median };

/** A self-check (a baseline against an identical copy of itself) outside this band makes a run invalid. */
export const SELF_CHECK_BAND = { low: 0.95, high: 1.05 } as const;
export const inSelfCheckBand = (ratio: number) =>
  ratio >= SELF_CHECK_BAND.low && ratio <= SELF_CHECK_BAND.high;
