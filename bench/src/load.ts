import { fileURLToPath } from 'node:url';
import { loadResultSchema, type LoadResult, type LoadSpec } from './load-spec';
import { runTs } from './processes';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

/** Sends the load from a separate load-generator process and answers what it measured. */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const output = await runTs(GENERATOR, [JSON.stringify(spec)]);
  const line = output.trim().split('\n').at(-1) ?? '';
  return loadResultSchema.parse(JSON.parse(line));
}
