import type { ProductImport, ProductPage } from '@hiti/contracts';
import { CLIENT_HEADER } from '@hiti/contracts';
import { E2E_ADMIN } from './constants';

/** A session cookie of the first super admin. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** One page of the catalogue as the API answers it (`query` adds filters or a language). */
export async function productPage(baseUrl: string, query = 'page=1&pageSize=1'): Promise<ProductPage> {
  const response = await fetch(`${baseUrl}/api/products?${query}`);
  if (!response.ok) throw new Error(`/api/products?${query} answered ${response.status}`);
  return (await response.json()) as ProductPage;
}

/**
 * Adds `count` products named `{marker} {n}` through a CSV import (as staff would), waits for the import to
 * complete and answers their ids. They take the picture of a product already listed.
 */
export async function importProducts(
  baseUrl: string,
  cookie: string,
  marker: string,
  count: number,
): Promise<number[]> {
  const [listed] = (await productPage(baseUrl, 'page=1&pageSize=1&lang=mk')).items;
  if (!listed) throw new Error('the catalogue is empty');
  const lines = ['name,name_al,description,description_al,category,fullPrice,imageUrl'];
  for (let row = 1; row <= count; row += 1) {
    lines.push(
      `${marker} ${row},${marker} ${row},Камин за проба,Oxhak prove,${listed.category},${100 + row},${listed.imageUrl}`,
    );
  }
  const headers = { cookie, [CLIENT_HEADER.name]: CLIENT_HEADER.value };
  const queued = await fetch(`${baseUrl}/api/products/import?dryRun=false`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: `${lines.join('\n')}\n`,
  });
  if (queued.status !== 202) throw new Error(`the import answered ${queued.status}: ${await queued.text()}`);
  let job = (await queued.json()) as ProductImport;
  const deadline = Date.now() + 60_000;
  while (job.finishedAt === null) {
    if (Date.now() > deadline) throw new Error(`import ${job.id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await (
      await fetch(`${baseUrl}/api/products/imports/${job.id}`, { headers })
    ).json()) as ProductImport;
  }
  if (job.state !== 'completed') throw new Error(`import ${job.id} ended ${job.state}`);
  const added = await productPage(baseUrl, `search=${encodeURIComponent(marker)}&page=1&pageSize=100`);
  return added.items.map((product) => product.id);
}

/** Removes products (those a journey added). */
export async function deleteProducts(baseUrl: string, cookie: string, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const response = await fetch(`${baseUrl}/api/products/${id}`, {
      method: 'DELETE',
      headers: { cookie, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
    });
    if (!response.ok) throw new Error(`deleting product ${id} answered ${response.status}`);
  }
}
