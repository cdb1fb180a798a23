import { JSON_WRITE, adminCookie, send } from './client';
import { killAll, launch, stop, type Launched } from './system';

export interface CrashFigures {
  attempted: number;
  acknowledged: number;
  lost: number;
}

/** Creates products while the whole system is SIGKILLed, starts it again and looks for every acknowledged one. */
export async function crashDuringWrites(
  first: Launched,
  dataDir: string,
  total: number,
): Promise<CrashFigures> {
  const cookie = await adminCookie(first.base);
  const acknowledged: number[] = [];
  let attempted = 0;
  let next = 0;
  const writer = async () => {
    while (next < total) {
      next += 1;
      attempted += 1;
      const answer = await send(first.base, '/api/products', {
        method: 'POST',
        headers: { ...JSON_WRITE, cookie },
        body: JSON.stringify({
          name: { mk: `Crash test ${next}` },
          description: { mk: 'Written while the system is killed' },
          category: 'Fault suite',
          imageUrl: '/attached_assets/crash.jpg',
        }),
        timeoutMs: 10_000,
      });
      if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
      if (answer.status === 0) return;
    }
  };
  const writers = Array.from({ length: 4 }, () => writer());
  while (acknowledged.length < total / 2) {
    if (next >= total) throw new Error(`only ${acknowledged.length} of ${total} creates were acknowledged`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  killAll(first);
  await Promise.all(writers);
  const second = await launch(dataDir, Number(new URL(first.base).port));
  let lost = 0;
  for (const id of acknowledged) {
    if ((await send(second.base, `/api/products/${id}`)).status !== 200) lost += 1;
  }
  await stop(second);
  return { attempted, acknowledged: acknowledged.length, lost };
}
