import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import {
  isPrivateContentKey,
  type ContentType,
  type SiteContentCreate,
  type BilingualSiteContentItem,
  type SiteContentUpdate,
} from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence, type DomainEvents } from '@hiti/service-kit';
import { prepareDraft, type ContentDraft } from './domain/item-rules';
import { HeroSlots } from './hero-slots';
import { migrateLegacyContent } from './migrate-legacy';
import {
  SITE_CONTENT_SEQUENCE,
  siteContentModel,
  toSiteContentItem,
  type SiteContentModel,
} from './models/site-content';

function keyTakenOrRethrow(error: unknown): never {
  throw isDuplicateKey(error) ? new AppError('CONTENT_KEY_TAKEN') : error;
}

/** Site content items: reads, checked writes, and the event after each write. */
export class ContentStore {
  private readonly model: SiteContentModel;
  private readonly heroSlots: HeroSlots;

  constructor(
    private readonly connection: Connection,
    private readonly events: DomainEvents,
  ) {
    this.model = siteContentModel(connection);
    this.heroSlots = new HeroSlots(this.model);
  }

  /** Builds the indexes (key, id and hero place unique) and moves older items to texts per language. */
  async ready(logger: FastifyBaseLogger): Promise<void> {
    await this.model.init();
    await migrateLegacyContent(this.model, logger);
  }

  /** Gives seeded and older hero slides their place among the MAX_HERO_SLIDES. */
  async placeHeroSlides(): Promise<void> {
    await this.heroSlots.placeUnplaced();
  }

  /** The items (of one type, or all); private ones (the contact recipient) only for editors. */
  async list(type?: ContentType, { includePrivate = false } = {}): Promise<BilingualSiteContentItem[]> {
    const documents = await this.model
      .find(type ? { type } : {})
      .sort({ id: 1 })
      .lean();
    return documents
      .filter((document) => includePrivate || !isPrivateContentKey(document.key))
      .map(toSiteContentItem);
  }

  async getById(id: number): Promise<BilingualSiteContentItem> {
    const document = await this.model.findOne({ id }).lean();
    if (!document) throw new AppError('CONTENT_NOT_FOUND');
    return toSiteContentItem(document);
  }

  async getByKey(key: string): Promise<BilingualSiteContentItem> {
    const document = await this.model.findOne({ key }).lean();
    if (!document) throw new AppError('CONTENT_NOT_FOUND');
    return toSiteContentItem(document);
  }

  async create(input: SiteContentCreate): Promise<BilingualSiteContentItem> {
    const draft = prepareDraft(input);
    await this.assertKeyFree(draft.key);
    // The id is drawn only once a hero slide has its place, so a refused slide uses up no id.
    const insert = async (heroSlot?: number) => {
      const id = await nextSequence(this.connection, SITE_CONTENT_SEQUENCE);
      return this.model.create({ ...draft, id, updatedAt: new Date(), ...(heroSlot ? { heroSlot } : {}) });
    };
    const document = await (draft.type === 'hero' ? this.heroSlots.withFreeSlot(insert) : insert()).catch(
      keyTakenOrRethrow,
    );
    const item = toSiteContentItem(document.toObject());
    await this.events.publish('content.updated', { id: item.id, key: item.key, type: item.type });
    return item;
  }

  /** Changes the given fields; `metadata` is one value, so a given one replaces the stored one. */
  async update(id: number, patch: SiteContentUpdate): Promise<BilingualSiteContentItem> {
    const existing = await this.model.findOne({ id }).lean();
    if (!existing) throw new AppError('CONTENT_NOT_FOUND');
    const draft = prepareDraft({
      key: patch.key ?? existing.key,
      type: patch.type ?? existing.type,
      content: patch.content ?? existing.content,
      contentType: patch.contentType ?? existing.contentType,
      metadata: patch.metadata ?? existing.metadata ?? {},
    });
    if (draft.key !== existing.key) await this.assertKeyFree(draft.key);
    const change = (heroSlot?: number) =>
      this.model
        .findOneAndUpdate(
          { id },
          {
            $set: { ...draft, updatedAt: new Date(), ...(heroSlot ? { heroSlot } : {}) },
            ...(draft.type !== 'hero' && existing.heroSlot !== undefined ? { $unset: { heroSlot: 1 } } : {}),
          },
          { returnDocument: 'after' },
        )
        .lean();
    const becomesHero = draft.type === 'hero' && existing.type !== 'hero';
    const updated = await (becomesHero ? this.heroSlots.withFreeSlot(change) : change()).catch(
      keyTakenOrRethrow,
    );
    if (!updated) throw new AppError('CONTENT_NOT_FOUND');
    const item = toSiteContentItem(updated);
    await this.events.publish('content.updated', { id: item.id, key: item.key, type: item.type });
    return item;
  }

  /** Stores the drafts whose keys are not taken yet (never touching existing items); answers how many. */
  async insertMissing(drafts: readonly ContentDraft[]): Promise<number> {
    let inserted = 0;
    for (const draft of drafts) {
      const { key, ...fields } = prepareDraft(draft);
      const id = await nextSequence(this.connection, SITE_CONTENT_SEQUENCE);
      const result = await this.model.updateOne(
        { key },
        { $setOnInsert: { ...fields, id, updatedAt: new Date() } },
        { upsert: true },
      );
      inserted += result.upsertedCount;
    }
    return inserted;
  }

  private async assertKeyFree(key: string): Promise<void> {
    if (await this.model.exists({ key })) throw new AppError('CONTENT_KEY_TAKEN');
  }
}
