import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  SELF_CHECK_BAND,
  alternate,
  inSelfCheckBand,
  median,
  type LoadResult,
  type Measure,
} from '@hiti/bench/ab';
import { renderVariants } from '../src/domain/variants';

const WIDTH = 4000;
const HEIGHT = 3000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const GOAL = 1.5;

/** A 12 MP photo-like JPEG: smooth gradients plus fine detail, so it decodes and encodes like a real one. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const offset = (y * WIDTH + x) * 3;
      pixels[offset] = (x * 255) / WIDTH;
      pixels[offset + 1] = (y * 255) / HEIGHT;
      pixels[offset + 2] = ((x ^ y) * 7) % 256;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** One run of `work` as a measure for `alternate`: its time in ms (as `p50`) and the runs per second it allows. */
function timedRun(work: () => Promise<unknown>): Measure {
  return async () => {
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    return { ok: 1, failed: 0, perSecond: 1000 / ms, p50: ms, p99: ms, statuses: {} };
  };
}

/** How many times longer the system's run took than the baseline's. */
const timeRatio = (system: LoadResult, baseline: LoadResult) => system.p50 / baseline.p50;
const medianMs = (results: LoadResult[]) => median(results.map((result) => result.p50));

const input = await twelveMegapixelJpeg();
const baseline = () => sharp(input).resize({ width: 1280 }).webp({ quality: 80 }).toBuffer();
const variantSet = () => renderVariants(input);

// Warm-up, then rounds back to back in alternating order, so a machine's changing load hits both alike.
const selfCheck = await alternate(timedRun(baseline), timedRun(baseline), ROUNDS, timeRatio);
const selfCheckValid = inSelfCheckBand(selfCheck.ratio);
const pairing = await alternate(timedRun(variantSet), timedRun(baseline), ROUNDS, timeRatio);
const ratio = pairing.ratio;
console.log(
  `media variants: 12 MP JPEG (${WIDTH}x${HEIGHT}, ${(input.length / 1e6).toFixed(1)} MB), ${ROUNDS} rounds`,
);
console.log(`  one sharp resize chain to 1280 WebP  median ${medianMs(pairing.baseline).toFixed(1)} ms`);
console.log(`  variant set 320/640/1280 WebP        median ${medianMs(pairing.system).toFixed(1)} ms`);
console.log(
  `  ratio ${ratio.toFixed(2)}x (median of the rounds; goal <= ${GOAL}x) ${ratio <= GOAL ? 'OK' : 'OVER GOAL'}`,
);
console.log(
  `  self-check, the resize chain against itself: ${selfCheck.ratio.toFixed(2)}x (must be ${SELF_CHECK_BAND.low}-${SELF_CHECK_BAND.high}): run ${selfCheckValid ? 'VALID' : 'INVALID'}`,
);
if (!selfCheckValid) process.exitCode = 2;
