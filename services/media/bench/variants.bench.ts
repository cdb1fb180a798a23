import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { SELF_CHECK_BAND, inSelfCheckBand } from '@hiti/bench/ab';
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

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const input = await twelveMegapixelJpeg();
const baseline = () => sharp(input).resize({ width: 1280 }).webp({ quality: 80 }).toBuffer();
const variantSet = () => renderVariants(input);

/** Rounds of `system` and `baseline` back to back, in alternating order, so a machine's changing load hits both alike. */
async function pairRounds(system: () => Promise<unknown>, baselineRun: () => Promise<unknown>) {
  const systemTimes: number[] = [];
  const baselineTimes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const systemFirst = round % 2 === 1;
    const first = await timed(systemFirst ? system : baselineRun);
    const second = await timed(systemFirst ? baselineRun : system);
    const [baselineMs, systemMs] = systemFirst ? [second, first] : [first, second];
    systemTimes.push(systemMs);
    baselineTimes.push(baselineMs);
    ratios.push(systemMs / baselineMs);
  }
  return { systemTimes, baselineTimes, ratio: median(ratios) };
}

await baseline();
await variantSet();
const selfCheck = await pairRounds(baseline, baseline);
const selfCheckValid = inSelfCheckBand(selfCheck.ratio);
const { systemTimes: variantTimes, baselineTimes, ratio } = await pairRounds(variantSet, baseline);
console.log(
  `media variants: 12 MP JPEG (${WIDTH}x${HEIGHT}, ${(input.length / 1e6).toFixed(1)} MB), ${ROUNDS} rounds`,
);
console.log(`  one sharp resize chain to 1280 WebP  median ${median(baselineTimes).toFixed(1)} ms`);
console.log(`  variant set 320/640/1280 WebP        median ${median(variantTimes).toFixed(1)} ms`);
console.log(
  `  ratio ${ratio.toFixed(2)}x (median of the rounds; goal <= ${GOAL}x) ${ratio <= GOAL ? 'OK' : 'OVER GOAL'}`,
);
console.log(
  `  self-check, the resize chain against itself: ${selfCheck.ratio.toFixed(2)}x (must be ${SELF_CHECK_BAND.low}-${SELF_CHECK_BAND.high}): run ${selfCheckValid ? 'VALID' : 'INVALID'}`,
);
if (!selfCheckValid) process.exitCode = 2;
