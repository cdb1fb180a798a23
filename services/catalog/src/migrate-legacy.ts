import type { FastifyBaseLogger } from 'fastify';
import type { BilingualText } from '@hiti/contracts';
import { nextSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { categoryKey, categoryKeys } from './domain/category-name';
import { findByEitherLanguage, splitLegacyText } from './domain/legacy-text';
import { categorySearchText, productSearchText } from './domain/search-text';
import { CATEGORY_COLLECTION, CATEGORY_SEQUENCE } from './models/category';
import { PRODUCT_COLLECTION } from './models/product';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './seed/demo-catalogue';

/** A category or product document before or after this migration. */
interface LegacyCategory {
  _id: unknown;
  id: number;
  name: string | BilingualText;
  description?: string | BilingualText;
}

interface LegacyProduct {
  _id: unknown;
  name: string | BilingualText;
  description: string | BilingualText;
  category?: string;
}

const asText = (value: string | BilingualText | undefined): string =>
  typeof value === 'string' ? value : '';

/** A legacy name and description: the demo's own texts in both languages, else placed by script. */
function texts(
  demo: readonly { name: BilingualText; description: BilingualText }[],
  name: string,
  description: string,
): { name: BilingualText; description: BilingualText } {
  const known = findByEitherLanguage(demo, (entry) => entry.name, name);
  const knownDescription = known && findByEitherLanguage([known], (entry) => entry.description, description);
  return {
    name: known ? { ...known.name } : splitLegacyText(name),
    description: knownDescription ? { ...knownDescription.description } : splitLegacyText(description),
  };
}

async function dropIndex(connection: Connection, collection: string, name: string): Promise<void> {
  const indexes = await connection
    .collection(collection)
    .indexes()
    .catch(() => []);
  if (indexes.some((index) => index.name === name)) await connection.collection(collection).dropIndex(name);
}

/**
 * Start-up migration from one name and description per category and product (and products naming
 * their category) to texts per language and products referring to their category's id. Runs before
 * the indexes are built; idempotent (migrated documents are not selected again). Nothing is lost: a
 * product naming a category that no longer exists gets that category back.
 */
export async function migrateLegacyCatalogue(
  connection: Connection,
  logger: FastifyBaseLogger,
): Promise<{ categories: number; products: number }> {
  const categories = connection.collection<LegacyCategory>(CATEGORY_COLLECTION);
  const products = connection.collection<LegacyProduct>(PRODUCT_COLLECTION);
  const legacyCategories = await categories.find({ name: { $type: 'string' } }).toArray();
  const legacyProducts = await products.find({ categoryId: { $exists: false } }).toArray();
  if (legacyCategories.length === 0 && legacyProducts.length === 0) return { categories: 0, products: 0 };

  await dropIndex(connection, CATEGORY_COLLECTION, 'nameKey_1');
  await dropIndex(connection, PRODUCT_COLLECTION, 'category_1');
  for (const category of legacyCategories) {
    const { name, description } = texts(DEMO_CATEGORIES, asText(category.name), asText(category.description));
    await categories.updateOne(
      { _id: category._id },
      { $set: { name, description, nameKeys: categoryKeys(name) }, $unset: { nameKey: 1 } },
    );
  }

  const byKey = new Map<string, { id: number; name: BilingualText }>();
  const stored = await connection
    .collection<{ id: number; name: BilingualText; nameKeys: string[] }>(CATEGORY_COLLECTION)
    .find({})
    .toArray();
  for (const category of stored) {
    for (const key of category.nameKeys ?? []) byKey.set(key, { id: category.id, name: category.name });
  }
  for (const product of legacyProducts) {
    const legacyCategory = product.category ?? '';
    const key = categoryKey(legacyCategory);
    let category = byKey.get(key);
    if (!category) {
      const id = await nextSequence(connection, CATEGORY_SEQUENCE);
      const name = splitLegacyText(legacyCategory);
      const now = new Date();
      await connection.collection(CATEGORY_COLLECTION).insertOne({
        id,
        name,
        nameKeys: categoryKeys(name),
        description: { mk: '', al: '' },
        imageUrl: null,
        createdAt: now,
        updatedAt: now,
      });
      category = { id, name };
      byKey.set(key, category);
    }
    const fields = texts(DEMO_PRODUCTS, asText(product.name), asText(product.description));
    await products.updateOne(
      { _id: product._id },
      {
        $set: {
          ...fields,
          categoryId: category.id,
          searchText: productSearchText(fields),
          categorySearchText: categorySearchText(category.name),
        },
        $unset: { category: 1 },
      },
    );
  }
  const counts = { categories: legacyCategories.length, products: legacyProducts.length };
  logger.info(counts, 'catalogue moved to texts per language and category ids');
  return counts;
}
