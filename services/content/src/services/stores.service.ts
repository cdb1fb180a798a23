import type { Connection } from 'mongoose';
import { MAX_STORES, refusal, type Store, type StoreInput } from '@hiti/contracts';
import { AppError, nextSequence, type DomainEvents } from '@hiti/service-kit';
import { STORE_SEQUENCE, storeModel, toStore, type StoreModel } from '../models/store';

/** The showrooms: reads in their order, writes, and the event after each write. */
export class StoreRegistry {
  readonly model: StoreModel;

  constructor(
    private readonly connection: Connection,
    private readonly events: DomainEvents,
  ) {
    this.model = storeModel(connection);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /** In their order; the head office first among stores of the same order, then by id. */
  async list(): Promise<Store[]> {
    const documents = await this.model.find().sort({ order: 1, headOffice: -1, id: 1 }).lean();
    return documents.map(toStore);
  }

  async get(id: number): Promise<Store> {
    const document = await this.model.findOne({ id }).lean();
    if (!document) throw new AppError('STORE_NOT_FOUND');
    return toStore(document);
  }

  async create(input: StoreInput): Promise<Store> {
    if ((await this.model.countDocuments()) >= MAX_STORES) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'name', ...refusal('storeLimit') }],
      });
    }
    const id = await nextSequence(this.connection, STORE_SEQUENCE);
    const document = await this.model.create({ ...input, id, updatedAt: new Date() });
    const store = toStore(document.toObject());
    await this.events.publish('store.updated', { id });
    return store;
  }

  async update(id: number, input: StoreInput): Promise<Store> {
    const document = await this.model
      .findOneAndUpdate({ id }, { $set: { ...input, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean();
    if (!document) throw new AppError('STORE_NOT_FOUND');
    await this.events.publish('store.updated', { id });
    return toStore(document);
  }

  async remove(id: number): Promise<Store> {
    const document = await this.model.findOneAndDelete({ id }).lean();
    if (!document) throw new AppError('STORE_NOT_FOUND');
    await this.events.publish('store.deleted', { id });
    return toStore(document);
  }

  /** Adds the stores when there are none yet (a demo install); answers how many it added. */
  async seedWhenEmpty(stores: readonly StoreInput[]): Promise<number> {
    if ((await this.model.estimatedDocumentCount()) > 0) return 0;
    for (const input of stores) {
      const id = await nextSequence(this.connection, STORE_SEQUENCE);
      await this.model.create({ ...input, id, updatedAt: new Date() });
    }
    return stores.length;
  }
}
