import { MongoClient } from 'mongodb';
import { categorySearchText, productSearchText } from '../../services/catalog/src/domain/search-text';

const DAY_MS = 86_400_000;

/** The picture of every product the scale bench writes: one of the demo pictures the media service serves. */
export const DEMO_IMAGE_URL = '/attached_assets/demo-kamin-montues_600w.jpg';

interface StoredCategory {
  id: number;
  name: { mk: string; al: string };
}
const BATCH = 1000;
const CATALOG_DB = 'hiti_catalog';

/** Ten categories of a fireplace and stove showroom, in both languages. */
export const CATEGORIES = [
  ['Камини на дрва', 'Kamina me dru'],
  ['Печки на пелети', 'Soba me pelet'],
  ['Вградни камини', 'Kamina të integruara'],
  ['Шпорети', 'Shporet'],
  ['Котли за централно', 'Kaldaja për qendror'],
  ['Камински влошки', 'Futje kamini'],
  ['Оџаци', 'Oxhaqe'],
  ['Гасни камини', 'Kamina me gaz'],
  ['Електрични камини', 'Kamina elektrike'],
  ['Прибор', 'Aksesorë'],
] as const;

const MAKERS = ['Алфа', 'Вулкан', 'Нордик', 'Термо', 'Пламен', 'Кристал', 'Алпина', 'Хит'];
const MAKERS_AL = ['Alfa', 'Vulkan', 'Nordik', 'Termo', 'Flaka', 'Kristal', 'Alpina', 'Hit'];

/** A product with realistic bilingual texts, varied by its number. */
function product(id: number, categoryId: number, categoryName: { mk: string; al: string }, now: number) {
  const maker = id % MAKERS.length;
  const kw = 5 + (id % 20);
  const fullPrice = 150 + ((id * 137) % 4800);
  const promo = id % 4 === 0;
  const name = {
    mk: `${categoryName.mk} ${MAKERS[maker]} ${kw} kW, модел ${id}`,
    al: `${categoryName.al} ${MAKERS_AL[maker]} ${kw} kW, modeli ${id}`,
  };
  const description = {
    mk: `${MAKERS[maker]} ${id}: ложиште од шамот, панорамско стакло со систем за чисто стакло, топлинска моќност ${kw} kW, загрева до ${kw * 10} m². Гаранција пет години, монтажа и сервис низ цела Македонија.`,
    al: `${MAKERS_AL[maker]} ${id}: vatër prej shamoti, xham panoramik me sistem për xham të pastër, fuqi ngrohëse ${kw} kW, ngroh deri në ${kw * 10} m². Garanci pesë vjet, montim dhe servis në gjithë Maqedoninë.`,
  };
  const created = new Date(now - id * 1000);
  return {
    id,
    name,
    description,
    categoryId,
    imageUrl: DEMO_IMAGE_URL,
    fullPrice,
    unitPrice: null,
    unitType: 'piece',
    inStock: id % 7 !== 0,
    onPromo: promo,
    promoPrice: promo ? Math.round(fullPrice * 0.85) : null,
    promoStartDate: promo ? new Date(now - 7 * DAY_MS) : null,
    promoEndDate: promo ? new Date(now + 30 * DAY_MS) : null,
    featured: id % 97 === 0,
    pdfUrl: null,
    searchText: productSearchText({ name, description }),
    categorySearchText: categorySearchText(categoryName),
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Writes products straight into the catalog's storage until it holds `total` (ids above every existing
 * one), spread over the categories `categoryIds`, then moves the catalogue version on as a write does, so that the
 * catalog reads them at its next list.
 */
export async function seedCatalogue(mongoUrl: string, total: number, categoryIds: number[]): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db(CATALOG_DB);
    const counters = db.collection<{ _id: string; seq: number }>('counters');
    const ours = await db
      .collection<StoredCategory>('categories')
      .find({ id: { $in: categoryIds } })
      .toArray();
    const now = Date.now();
    const products = db.collection('products');
    const existing = await products.countDocuments();
    const missing = total - existing;
    if (missing <= 0) return;
    const first =
      ((
        await counters.findOneAndUpdate(
          { _id: 'products' },
          { $inc: { seq: missing } },
          { upsert: true, returnDocument: 'after' },
        )
      )?.seq ?? missing) -
      missing +
      1;
    for (let start = 0; start < missing; start += BATCH) {
      const batch = [];
      for (let offset = start; offset < Math.min(missing, start + BATCH); offset += 1) {
        const id = first + offset;
        const category = ours[id % ours.length];
        if (!category) throw new Error('the categories were not written');
        batch.push(product(id, category.id, category.name, now));
      }
      await products.insertMany(batch, { ordered: false });
    }
    await counters.updateOne({ _id: 'catalogue-version' }, { $inc: { seq: 1 } }, { upsert: true });
  } finally {
    await client.close();
  }
}
