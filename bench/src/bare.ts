import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_FLAGS } from '@hiti/local';
import { startTs, waitFor, type Started } from './processes';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

export interface BareServer extends Started {
  url: string;
}

/** A baseline process answering every GET with exactly `body` (already encoded when `contentEncoding` is given). */
export async function startBare(
  body: Buffer,
  contentType: string,
  contentEncoding?: string,
): Promise<BareServer> {
  const file = join(mkdtempSync(join(tmpdir(), 'hiti-bench-bare-')), 'body');
  writeFileSync(file, body);
  // The same runtime flags as the system under test, so that only the code differs.
  const started = startTs(
    BARE_SERVER,
    [file, contentType, ...(contentEncoding ? [contentEncoding] : [])],
    {},
    SERVICE_NODE_FLAGS,
  );
  const [, port] = await waitFor(started, /LISTENING (\d+)/, 30_000);
  return { ...started, url: `http://127.0.0.1:${port}` };
}
