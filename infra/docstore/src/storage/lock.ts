/** An exclusive lock on a data directory: a lock file holding the owner's pid; stale locks are taken over. */
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'docstore.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireLock(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fh = await open(file, 'wx');
      await fh.writeFile(`${process.pid}\n`);
      await fh.close();
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new Error(
          `docstore: data directory ${dir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}; ` +
            `if that process is not a docstore, remove ${file}`,
          { cause: err },
        );
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`docstore: could not lock data directory ${dir}`);
}
