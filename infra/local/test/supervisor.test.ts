import { afterEach, describe, expect, it } from 'vitest';
import { explicitEnv } from '../src/explicit-env';
import { SupervisedChild } from '../src/supervisor';

const children: SupervisedChild[] = [];

afterEach(async () => {
  while (children.length) children.pop()?.kill();
});

function sleeper(): SupervisedChild {
  const child = new SupervisedChild({
    name: 'sleeper',
    command: process.execPath,
    args: ['-e', 'setInterval(() => undefined, 1000)'],
    cwd: process.cwd(),
    env: explicitEnv({}),
  });
  children.push(child);
  child.start();
  return child;
}

describe('SupervisedChild', () => {
  it('starts a child again after it was killed by a signal', async () => {
    const child = sleeper();
    const first = child.pid;
    expect(first).toBeTypeOf('number');
    process.kill(first ?? 0, 'SIGKILL');
    await expect.poll(() => child.pid !== undefined && child.pid !== first, { timeout: 10_000 }).toBe(true);
    await child.stop();
    expect(child.pid).toBeUndefined();
  });

  it('stops at once when the child had already died of a signal and waits for its restart', async () => {
    const child = sleeper();
    const pid = child.pid ?? 0;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => child.pid, { timeout: 10_000 }).toBeUndefined();
    await child.stop();
    expect(child.pid).toBeUndefined();
  });

  it('ends a child that ignores SIGTERM', async () => {
    const child = new SupervisedChild({
      name: 'stubborn',
      command: process.execPath,
      args: ['-e', "process.on('SIGTERM', () => undefined); setInterval(() => undefined, 1000)"],
      cwd: process.cwd(),
      env: explicitEnv({}),
    });
    children.push(child);
    child.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await child.stop(500);
    expect(child.pid).toBeUndefined();
  });
});
