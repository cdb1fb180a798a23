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
  // its own category: the fuzzing before it may rename or delete any other
  const created = await send(first.base, '/api/categories', {
    method: 'POST',
    headers: { ...JSON_WRITE, cookie },
    body: JSON.stringify({ name: { mk: 'Crash writes', al: 'Crash writes' } }),
  });
  if (created.status !== 201) throw new Error(`category not created: ${created.status} ${created.body}`);
  const category = (JSON.parse(created.body) as { id: number }).id;
  const acknowledged: number[] = [];
  let attempted = 0;
  let next = 0;
  let lastRefusal = '';
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
          category,
          imageUrl: '/attached_assets/crash.jpg',
        }),
        timeoutMs: 10_000,
      });
      if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
      else lastRefusal = `${answer.status} ${answer.body.slice(0, 300)}`;
      if (answer.status === 0) return;
    }
  };
  const writers = Array.from({ length: 4 }, () => writer());
  while (acknowledged.length < total / 2) {
    if (next >= total)
      throw new Error(
        `only ${acknowledged.length} of ${total} creates were acknowledged; last refusal: ${lastRefusal}`,
      );
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
