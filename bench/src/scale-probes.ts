import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { DEMO_IMAGE_URL } from './scale-seed';
import type { SystemUnderTest } from './system';

export interface Timed {
  status: number;
  bytes: number;
  ms: number;
}

/** One request: status, decoded body bytes and the time to its last byte. */
export async function timed(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, ms: performance.now() - started };
}

/** The median of `times` calls of `probe` (each a new request). */
export async function medianOf(times: number, probe: (index: number) => Promise<Timed>): Promise<Timed> {
  const results: Timed[] = [];
  for (let index = 0; index < times; index += 1) results.push(await probe(index));
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)] as Timed;
}

/**
 * The gateway's event-loop delay p99 since its last scrape (prom-client resets the histogram at each), from
 * its management address.
 */
export async function eventLoopP99Ms(managementUrl: string): Promise<number> {
  const text = await (await fetch(`${managementUrl}/metrics`)).text();
  // with or without the registry's default labels ({service="gateway"})
  const line = text.split('\n').find((row) => /^nodejs_eventloop_lag_p99_seconds[ {]/u.test(row));
  return Number(line?.split(' ').at(-1) ?? Number.NaN) * 1000;
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** The server process under `root` (its own tree only) started in the app folder `app` (`gateway`, `services/catalog`). */
export function processOf(root: number, app: string): number | null {
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      const isServer = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/server.ts');
      if (pid !== root && isServer && readlinkSync(`/proc/${pid}/cwd`).endsWith(`/${app}`)) return pid;
    } catch {
      continue;
    }
    queue.push(...childrenOf(pid));
  }
  return null;
}

/** Resident memory of a process in MB (0 when it is gone). */
function rssMb(pid: number | null): number {
  if (pid === null) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/u)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The highest RSS of each process seen while `work` runs (sampled every 200 ms). */
export async function peakRss<T>(
  pids: (number | null)[],
  work: () => Promise<T>,
): Promise<{ result: T; peaks: number[] }> {
  const peaks = pids.map((pid) => rssMb(pid));
  const sampler = setInterval(() => {
    pids.forEach((pid, index) => (peaks[index] = Math.max(peaks[index] ?? 0, rssMb(pid))));
  }, 200);
  try {
    return { result: await work(), peaks };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A CSV file of `rows` new products (no id, so each is created), in the columns the import reads, with
 * every field a row needs (the picture included) and names that `tag` keeps apart from other runs.
 */
function importCsv(rows: number, tag: string): string {
  const lines = ['name,name_al,description,description_al,category,fullPrice,imageUrl'];
  for (let row = 1; row <= rows; row += 1) {
    lines.push(
      `Увезен камин ${tag} ${row},Kamin i importuar ${tag} ${row},Камин од увоз,Kamin nga importi,Прибор,${100 + row},${DEMO_IMAGE_URL}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A CSV import of `rows` new products through the admin API, to its end (a job is polled); rows per second.
 * NaN when the file is refused (the answer names the first refused row) or the job does not complete.
 */
export async function importRowsPerSecond(
  system: SystemUnderTest,
  rows: number,
  tag: string,
): Promise<number> {
  const headers = {
    cookie: system.cookie,
    'content-type': 'text/csv',
    'x-hiti-client': 'web',
    origin: system.url,
  };
  const started = performance.now();
  const response = await fetch(`${system.url}/api/products/import?dryRun=false`, {
    method: 'POST',
    headers,
    body: importCsv(rows, tag),
  });
  const answer = (await response.json()) as { id?: string; state?: string; errors?: unknown[] };
  if (response.status === 202 && answer.id) {
    for (;;) {
      const job = (await (
        await fetch(`${system.url}/api/products/imports/${answer.id}`, { headers })
      ).json()) as { state?: string };
      if (job.state !== 'queued' && job.state !== 'running') {
        if (job.state !== 'completed') return Number.NaN;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    // 200 is a refused file (nothing queued), with its errors
    console.log(`import refused (${response.status}): ${JSON.stringify(answer.errors?.[0] ?? answer)}`);
    return Number.NaN;
  }
  return rows / ((performance.now() - started) / 1000);
}
