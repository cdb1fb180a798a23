/** How long a start waits for a process at most: a very busy machine, not a fixed minute and a half. */
const DEFAULT_TIMEOUT_MS = 600_000;
/** How often a start still waiting says so. */
const PROGRESS_EVERY_MS = 15_000;

export interface WaitReadyOptions {
  /** The process waited for, as the messages name it (a service, not a port). */
  name: string;
  timeoutMs?: number;
  /** Told every 15 s while the process is still not ready (default: a line on stderr). */
  onProgress?: (message: string) => void;
}

/** Polls a `/health/ready` URL until it answers 200, saying while it waits which process it waits for. */
export async function waitReady(url: string, options: WaitReadyOptions): Promise<void> {
  const { name, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const onProgress = options.onProgress ?? ((message: string) => process.stderr.write(`${message}\n`));
  const started = Date.now();
  const deadline = started + timeoutMs;
  let nextProgress = started + PROGRESS_EVERY_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() >= nextProgress) {
      nextProgress += PROGRESS_EVERY_MS;
      onProgress(`still waiting for ${name} to be ready (${Math.round((Date.now() - started) / 1000)} s)...`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready after ${Math.round(timeoutMs / 1000)} s (${url}: ${last})`);
}
