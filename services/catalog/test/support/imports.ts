import type { ProductImport } from '@hiti/contracts';
import type { TestCatalog } from './catalog';

/** The fields of a new product in category "Aksesor", with any overrides. */
export const fields = (name: string, overrides: Record<string, unknown> = {}) => ({
  name: { mk: name, al: '' },
  description: { mk: 'Опис', al: 'Përshkrim' },
  category: 'aksesor',
  imageUrl: '/attached_assets/demo.jpg',
  ...overrides,
});

/** Reads an import until `until` holds (or gives up after 30 s). */
export async function waitForImport(
  catalog: Pick<TestCatalog, 'call'>,
  id: string,
  until: (job: ProductImport) => boolean,
): Promise<ProductImport> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await catalog.call('GET', `/products/imports/${id}`);
    const job = response.json<ProductImport>();
    if (response.statusCode === 200 && until(job)) return job;
    if (Date.now() > deadline) throw new Error(`import never got there: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
