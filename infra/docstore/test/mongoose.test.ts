/** The product's data layer: mongoose models over the wire, as the services use them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import type { MongoServerError } from 'mongodb';
import { startTarget } from './support/target.js';
import type { Target } from './support/target.js';

let target: Target;
let conn: Connection;

interface Category {
  _id: number;
  name: { mk: string; al: string };
  slug: string;
}

interface Product {
  productId: number;
  name: string;
  slug: string;
  category: number;
  price: number;
  promoPrice?: number | null;
  tags: string[];
  active: boolean;
  views: number;
  createdAt: Date;
  updatedAt: Date;
}

const counterSchema = new Schema<{ _id: string; seq: number }>(
  { _id: String, seq: { type: Number, default: 0 } },
  { versionKey: false },
);

const categorySchema = new Schema<Category>(
  { _id: Number, name: { mk: String, al: String }, slug: { type: String, required: true, unique: true } },
  { versionKey: false },
);

const productSchema = new Schema<Product>(
  {
    productId: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    slug: { type: String, required: true },
    category: { type: Number, ref: 'Category', required: true },
    price: { type: Number, required: true },
    promoPrice: { type: Number, default: null },
    tags: { type: [String], default: [] },
    active: { type: Boolean, default: true },
    views: { type: Number, default: 0 },
  },
  { timestamps: true },
);
productSchema.index({ category: 1, slug: 1 }, { unique: true });
productSchema.index({ category: 1, price: -1 });

function defineModels(c: Connection) {
  return {
    Counter: c.model('Counter', counterSchema, 'counters'),
    CategoryModel: c.model('Category', categorySchema, 'categories'),
    ProductModel: c.model('Product', productSchema, 'products'),
  };
}

let models: ReturnType<typeof defineModels>;

async function nextId(name: string): Promise<number> {
  const r = await models.Counter.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: 1 } },
    { upsert: true, new: true },
  ).lean();
  return r?.seq ?? -1;
}

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName('mongoose') }).asPromise();
  models = defineModels(conn);
  await Promise.all(Object.values(models).map((m) => m.init()));
});

afterAll(async () => {
  await conn.close();
  await target.stop();
});

describe('mongoose', () => {
  it('pings through the connection', async () => {
    expect(await conn.db?.admin().ping()).toMatchObject({ ok: 1 });
  });

  it('creates the declared indexes', async () => {
    const indexes = await models.ProductModel.listIndexes();
    const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
    expect(byName.productId_1).toMatchObject({ key: { productId: 1 }, unique: true });
    expect(byName.category_1_slug_1).toMatchObject({ key: { category: 1, slug: 1 }, unique: true });
    expect(byName['category_1_price_-1']).toMatchObject({ key: { category: 1, price: -1 } });
  });

  it('issues numeric ids from a counter (findOneAndUpdate + $inc, upsert)', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => nextId('products_test')));
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('saves, reads lean, sorts, pages and counts', async () => {
    const cat = await models.CategoryModel.create({
      _id: await nextId('categories'),
      name: { mk: 'Печки', al: 'Soba' },
      slug: 'pecki',
    });
    for (const [i, price] of [120, 80, 300, 150].entries()) {
      await models.ProductModel.create({
        productId: await nextId('products'),
        name: `Stove ${i}`,
        slug: `stove-${i}`,
        category: cat._id,
        price,
        tags: i % 2 === 0 ? ['wood'] : ['gas'],
      });
    }
    const first = await models.ProductModel.findOne({ slug: 'stove-0' }).lean();
    expect(first).toMatchObject({
      name: 'Stove 0',
      price: 120,
      active: true,
      views: 0,
      promoPrice: null,
      tags: ['wood'],
    });
    expect(first?.createdAt).toBeInstanceOf(Date);
    const byId = await models.ProductModel.findById(first?._id).lean();
    expect(byId?.slug).toBe('stove-0');
    const page = await models.ProductModel.find({ category: cat._id })
      .sort({ price: -1 })
      .skip(1)
      .limit(2)
      .select('name price')
      .lean();
    expect(page.map((p) => p.price)).toEqual([150, 120]);
    expect(Object.keys(page[0] ?? {}).sort()).toEqual(['_id', 'name', 'price']);
    expect(await models.ProductModel.countDocuments({ price: { $gte: 100 } })).toBe(3);
    expect(await models.ProductModel.estimatedDocumentCount()).toBe(4);
    expect((await models.ProductModel.distinct('tags')).sort()).toEqual(['gas', 'wood']);
    const populated = await models.ProductModel.findOne({ slug: 'stove-1' })
      .populate<{ category: Category }>('category')
      .lean();
    expect(populated?.category.slug).toBe('pecki');
  });

  it('raises MongoServerError 11000 with keyPattern and keyValue on a unique index', async () => {
    await models.CategoryModel.create({ _id: 900, name: { mk: 'A', al: 'A' }, slug: 'dupe' });
    const err = await models.CategoryModel.create({
      _id: 901,
      name: { mk: 'B', al: 'B' },
      slug: 'dupe',
    }).catch((e: unknown) => e);
    // mongoose raises the MongoServerError class of the driver it bundles
    expect(err).toBeInstanceOf(mongoose.mongo.MongoServerError);
    const e = err as MongoServerError;
    expect(e.name).toBe('MongoServerError');
    expect(e.code).toBe(11000);
    expect(e.keyPattern).toEqual({ slug: 1 });
    expect(e.keyValue).toEqual({ slug: 'dupe' });
    expect(e.message).toMatch(
      /^E11000 duplicate key error collection: \S+\.categories index: slug_1 dup key: \{ slug: "dupe" \}$/,
    );

    const compound = await models.ProductModel.create({
      productId: 9001,
      name: 'X',
      slug: 'stove-0',
      category: 1,
      price: 1,
    }).catch((x: unknown) => x);
    expect((compound as MongoServerError).code).toBe(11000);
    expect((compound as MongoServerError).keyPattern).toEqual({ category: 1, slug: 1 });
    expect((compound as MongoServerError).keyValue).toEqual({ category: 1, slug: 'stove-0' });
  });

  it('upserts with defaults through $setOnInsert', async () => {
    const r = await models.ProductModel.findOneAndUpdate(
      { productId: 5000 },
      { $set: { name: 'Upserted', slug: 'upserted', category: 7, price: 10 } },
      { upsert: true, new: true, setDefaultsOnInsert: true },
    ).lean();
    expect(r).toMatchObject({
      productId: 5000,
      name: 'Upserted',
      active: true,
      views: 0,
      tags: [],
      promoPrice: null,
    });
    expect(r?.createdAt).toBeInstanceOf(Date);
    const again = await models.ProductModel.findOneAndUpdate(
      { productId: 5000 },
      { $set: { price: 11 } },
      { upsert: true, new: true },
    ).lean();
    expect(again).toMatchObject({ price: 11, views: 0 });
    expect(again?.createdAt?.getTime()).toBe(r?.createdAt?.getTime());
    const u = await models.ProductModel.updateOne(
      { productId: 5001 },
      { $set: { name: 'U', slug: 'u', category: 7, price: 1 } },
      { upsert: true },
    );
    expect(u.upsertedCount).toBe(1);
    expect(await models.ProductModel.findOne({ productId: 5001 }).lean()).toMatchObject({
      active: true,
      views: 0,
    });
  });

  it('updates, increments, pushes, pulls and deletes', async () => {
    const p = await models.ProductModel.findOne({ slug: 'stove-2' });
    if (!p) throw new Error('missing');
    p.price = 333;
    p.tags.push('steel');
    await p.save();
    expect(await models.ProductModel.findById(p._id).lean()).toMatchObject({
      price: 333,
      tags: ['wood', 'steel'],
      __v: 1,
    });
    await models.ProductModel.updateOne({ _id: p._id }, { $inc: { views: 2 }, $pull: { tags: 'wood' } });
    await models.ProductModel.updateOne({ _id: p._id }, { $addToSet: { tags: 'steel' } });
    expect(await models.ProductModel.findById(p._id).lean()).toMatchObject({ views: 2, tags: ['steel'] });
    const many = await models.ProductModel.updateMany({ category: { $ne: 7 } }, { $set: { active: false } });
    expect(many.modifiedCount).toBeGreaterThanOrEqual(4);
    const del = await models.ProductModel.deleteOne({ _id: p._id });
    expect(del.deletedCount).toBe(1);
    expect(await models.ProductModel.findById(p._id).lean()).toBeNull();
    const gone = await models.ProductModel.findOneAndDelete({ slug: 'stove-3' }).lean();
    expect(gone?.slug).toBe('stove-3');
    const res = await models.ProductModel.deleteMany({ active: false });
    expect(res.deletedCount).toBeGreaterThanOrEqual(2);
  });

  it('iterates a query cursor over more than 101 documents', async () => {
    const Item = conn.model('Item', new Schema({ i: Number }), 'items');
    await Item.insertMany(Array.from({ length: 205 }, (_, i) => ({ i })));
    let n = 0;
    for await (const doc of Item.find().sort({ i: 1 }).cursor()) {
      expect(doc.i).toBe(n);
      n += 1;
    }
    expect(n).toBe(205);
  });
});
