/** Small durable-filesystem helpers. */
import { open } from 'node:fs/promises';

/** fsyncs a directory so that created, renamed or deleted entries survive a crash. */
export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
