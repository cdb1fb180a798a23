import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { UndoLog } from './undo-log';

const silent = pino({ level: 'silent' });

/** A tiny store of named prices, written step by step the way an import writes products. */
function priceStore() {
  const prices = new Map<string, number>([['kamin', 100]]);
  const set = async (name: string, price: number | undefined) => {
    const before = prices.get(name);
    if (price === undefined) prices.delete(name);
    else prices.set(name, price);
    return before;
  };
  return { prices, set };
}

describe('UndoLog', () => {
  it('takes back the writes made before a failing one, newest first, leaving the data as it was', async () => {
    const { prices, set } = priceStore();
    const undo = new UndoLog(silent);
    const order: string[] = [];
    await undo.apply(
      'new pellets',
      () => set('pelet', 10),
      () => async () => {
        order.push('pelet');
        await set('pelet', undefined);
      },
    );
    await undo.apply(
      'cheaper kamin',
      () => set('kamin', 90),
      (before) => async () => {
        order.push('kamin');
        await set('kamin', before);
      },
    );
    const failing = undo.apply(
      'broken',
      () => Promise.reject(new Error('store went away')),
      () => async () => {
        order.push('broken');
      },
    );
    await expect(failing).rejects.toThrow('store went away');
    await undo.rollBack();
    expect(order).toEqual(['kamin', 'pelet']);
    expect([...prices]).toEqual([['kamin', 100]]);
  });

  it('goes on taking back the others when one undo fails, and logs it', async () => {
    const { prices, set } = priceStore();
    const logged: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    const undo = new UndoLog(logger);
    await undo.apply(
      'new pellets',
      () => set('pelet', 10),
      () => () => set('pelet', undefined),
    );
    await undo.apply(
      'cannot undo',
      () => set('drva', 5),
      () => () => Promise.reject(new Error('gone')),
    );
    await undo.rollBack();
    expect(prices.has('pelet')).toBe(false);
    expect(prices.get('drva')).toBe(5);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      what: 'cannot undo',
      msg: 'a write could not be taken back',
    });
  });
});
