import type { SystemUnderTest } from './system';

const DAY_MS = 86_400_000;

/** Adds `count` products through the admin API (as staff would), every fourth on a running promotion. */
export async function seedProducts(system: SystemUnderTest, count: number): Promise<number[]> {
  const categories = (await (await fetch(`${system.url}/api/categories`)).json()) as Array<{ id: number }>;
  const now = Date.now();
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const fullPrice = 100 + ((index * 137) % 3000);
    const promo = index % 4 === 0;
    const response = await fetch(`${system.url}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: system.url, cookie: system.cookie },
      body: JSON.stringify({
        name: { mk: `Камин Модел ${index}`, al: `Kamin Modeli ${index}` },
        description: {
          mk: 'Вграден камин на дрва со панорамско стакло и систем за чисто стакло, 9 kW.',
          al: 'Kamin me dru i montuar me xham panoramik dhe sistem për xham të pastër, 9 kW.',
        },
        category: categories[index % categories.length]?.id,
        imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
        fullPrice,
        unitType: 'piece',
        inStock: index % 7 !== 0,
        featured: index % 9 === 0,
        promoPrice: promo ? Math.round(fullPrice * 0.85) : null,
        promoStartDate: promo ? new Date(now - 7 * DAY_MS).toISOString() : null,
        promoEndDate: promo ? new Date(now + 30 * DAY_MS).toISOString() : null,
      }),
    });
    if (!response.ok) throw new Error(`product ${index}: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}
