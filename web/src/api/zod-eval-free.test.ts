import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('zod in the browser', () => {
  it('builds and runs the contracts’ object parsers without evaluating code', async () => {
    const evaluated: string[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct: (target, args: string[]) => {
          evaluated.push(args.join(','));
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    await import('./zod-eval-free');
    const { contactBodySchema } = await import('./schemas');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const valid = {
      name: 'Ана',
      email: 'ana@example.mk',
      phone: '070123456',
      subject: 'Камин во дневна',
      message: 'Здраво, ве молам јавете ми се за понуда.',
    };
    for (let round = 0; round < 3; round += 1) expect(contactBodySchema.safeParse(valid).success).toBe(true);
    expect(evaluated).toEqual([]);
  });
});
