import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
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

await baseline();
await variantSet();
const baselineTimes: number[] = [];
const variantTimes: number[] = [];
const ratios: number[] = [];
// Pairs run back to back (in alternating order) so a shared machine's changing load hits both alike.
for (let round = 0; round < ROUNDS; round += 1) {
  const variantFirst = round % 2 === 1;
  const first = await timed(variantFirst ? variantSet : baseline);
  const second = await timed(variantFirst ? baseline : variantSet);
  const [baselineMs, variantsMs] = variantFirst ? [second, first] : [first, second];
  baselineTimes.push(baselineMs);
  variantTimes.push(variantsMs);
  ratios.push(variantsMs / baselineMs);
}

const ratio = median(ratios);
console.log(
  `media variants: 12 MP JPEG (${WIDTH}x${HEIGHT}, ${(input.length / 1e6).toFixed(1)} MB), ${ROUNDS} rounds`,
);
console.log(`  one sharp resize chain to 1280 WebP  median ${median(baselineTimes).toFixed(1)} ms`);
console.log(`  variant set 320/640/1280 WebP        median ${median(variantTimes).toFixed(1)} ms`);
console.log(
  `  ratio ${ratio.toFixed(2)}x (median of the rounds; goal <= ${GOAL}x) ${ratio <= GOAL ? 'OK' : 'OVER GOAL'}`,
);
