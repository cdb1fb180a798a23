import { describe, expect, it } from 'vitest';
import { stopInOrder } from '../src/stop-in-order';
import type { StoppableChild } from '../src/stop-in-order';

/** A process that takes `ms` to stop and writes into `log` when it starts and ends stopping. */
function child(name: string, log: string[], ms = 5): StoppableChild {
  return {
    expectExit: () => log.push(`${name} expected`),
    stop: async () => {
      log.push(`${name} stopping`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} stopped`);
    },
  };
}

describe('stopInOrder', () => {
  it('stops the gateway, then the services and the mail worker, then Redis, then the embedded servers', async () => {
    const log: string[] = [];
    const redis = child('redis', log);
    const services = [child('catalog', log, 20), child('notify-worker', log, 5)];
    const gateway = child('gateway', log);
    await stopInOrder([[redis], services, [gateway]], [async () => void log.push('docstore stopped')]);

    const at = (entry: string) => log.indexOf(entry);
    expect(at('gateway stopped')).toBeLessThan(at('catalog stopping'));
    expect(at('gateway stopped')).toBeLessThan(at('notify-worker stopping'));
    expect(at('catalog stopped')).toBeLessThan(at('redis stopping'));
    expect(at('notify-worker stopped')).toBeLessThan(at('redis stopping'));
    expect(at('redis stopped')).toBeLessThan(at('docstore stopped'));
    // a layer stops together: the worker does not wait for the catalog to finish
    expect(at('notify-worker stopping')).toBeLessThan(at('catalog stopped'));
  });

  it('tells every process its exit is expected before any stops, so none is restarted meanwhile', async () => {
    const log: string[] = [];
    await stopInOrder([[child('redis', log)], [child('gateway', log)]], []);
    expect(log.slice(0, 2).sort()).toEqual(['gateway expected', 'redis expected']);
    expect(log.indexOf('gateway stopping')).toBe(2);
  });
});
