import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/src/system';
import { send } from './client';
import { pidOf, type Launched } from './system';

const URL_BYTES = 12_000;
const CONCURRENCY = 16;

export interface UrlFlood {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  startRssMb: number;
  peakRssMb: number;
  /** The gateway's memory limit in the Kubernetes manifests. */
  limitMb: number;
}

function gatewayLimitMb(): number {
  const manifest = readFileSync(join(REPO_ROOT, 'infra', 'k8s', 'base', 'gateway.yaml'), 'utf8');
  const limit = /limits:\s*\{\s*memory:\s*(\d+)Mi\s*\}/.exec(manifest)?.[1];
  if (limit === undefined) throw new Error('no memory limit in the gateway manifest');
  return Number(limit);
}

function rssMb(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) / 1024;
}

/** Distinct URLs of about 12 KB each (a page with a long query, an unknown page, a product with a tag). */
function floodPath(index: number): string {
  const padding = 'x'.repeat(URL_BYTES);
  switch (index % 3) {
    case 0:
      return `/products?search=${index}&junk=${index}${padding}`;
    case 1:
      return `/al/${index}${padding.slice(0, 8000)}`;
    default:
      return `/product/${index}?utm_source=${index}${padding}`;
  }
}

/**
 * Distinct 12 KB URLs from 16 visitors at once while the gateway's resident memory is sampled: whatever
 * each URL leaves behind (cached pages, ready answers, keys) must stay inside the manifests' memory limit.
 */
export async function urlFlood(launched: Launched, requests: number): Promise<UrlFlood> {
  const pid = await pidOf(launched, 'gateway');
  const startRssMb = rssMb(pid);
  let peakRssMb = startRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 200);
  const byStatus: Record<string, number> = {};
  let next = 0;
  const visitor = async () => {
    while (next < requests) {
      const answer = await send(launched.base, floodPath(next++));
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  } finally {
    clearInterval(sampler);
  }
  peakRssMb = Math.max(peakRssMb, rssMb(pid));
  const serverErrors = Object.entries(byStatus)
    .filter(([status]) => Number(status) >= 500 || status === '0')
    .reduce((sum, [, count]) => sum + count, 0);
  return { requests, byStatus, serverErrors, startRssMb, peakRssMb, limitMb: gatewayLimitMb() };
}
