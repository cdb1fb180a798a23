import { afterAll, beforeAll } from 'vitest';
import { describeServiceBasics } from '@hiti/local/test-env';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog();
});

afterAll(async () => {
  await catalog.close();
});

describeServiceBasics('catalog', () => catalog.app);
