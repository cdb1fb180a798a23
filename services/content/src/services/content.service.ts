import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import {
  isPrivateContentKey,
  type ContentType,
  type SiteContentCreate,
  type BilingualSiteContentItem,
  type SiteContentSaveItem,
  type SiteContentSaveResult,
  type SiteContentUpdate,
} from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence, type DomainEvents } from '@hiti/service-kit';
import { prepareDraft, type ContentDraft } from '../domain/item-rules';
import { planSave } from '../domain/save-plan';
import { HeroSlots } from './hero-slots';
import { migrateLegacyContent } from '../migrate-legacy';
import {
  SITE_CONTENT_SEQUENCE,
  siteContentModel,
  toSiteContentItem,
  type SiteContentModel,
} from '../models/site-content';

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
    const item = await this.insert(draft);
    await this.published([item]);
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
    await this.published([item]);
    return item;
  }

  /**
   * An editor's save (see `planSave`): every item is checked before anything is written, then the new
   * items are created (what a concurrent write can still refuse, so it comes first) and the changed ones
   * written in one bulk write. Items equal to the stored ones are not written and raise no event.
   */
  async save(items: readonly SiteContentSaveItem[]): Promise<SiteContentSaveResult> {
    const keys = items.map((item) => item.key);
    const stored = await this.model.find({ key: { $in: keys } }).lean();
    const plan = planSave(
      items,
      new Map(stored.map((document) => [document.key, toSiteContentItem(document)])),
    );
    const newSlides = plan.creates.filter((draft) => draft.type === 'hero').length;
    if (newSlides > 0 && (await this.heroSlots.freeCount()) < newSlides)
      throw new AppError('HERO_SLIDE_LIMIT');
    const created: BilingualSiteContentItem[] = [];
    for (const draft of plan.creates) created.push(await this.insert(draft));
    if (plan.updates.length > 0) {
      const updatedAt = new Date();
      await this.model.bulkWrite(
        plan.updates.map(({ before, draft }) => ({
          updateOne: { filter: { id: before.id }, update: { $set: { ...draft, updatedAt } } },
        })),
      );
    }
    const updated = await this.model
      .find({ id: { $in: plan.updates.map(({ before }) => before.id) } })
      .lean();
    const after = new Map([...created, ...updated.map(toSiteContentItem)].map((item) => [item.key, item]));
    const before = new Map(plan.updates.map((update) => [update.draft.key, update.before]));
    const changed = keys.flatMap((key) => {
      const item = after.get(key);
      return item ? [{ before: before.get(key) ?? null, after: item }] : [];
    });
    await this.published(changed.map((change) => change.after));
    return { changed };
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

  /** Stores a new item; a hero slide takes a free place first, so a refused slide uses up no id. */
  private async insert(draft: ContentDraft): Promise<BilingualSiteContentItem> {
    const insert = async (heroSlot?: number) => {
      const id = await nextSequence(this.connection, SITE_CONTENT_SEQUENCE);
      return this.model.create({ ...draft, id, updatedAt: new Date(), ...(heroSlot ? { heroSlot } : {}) });
    };
    const document = await (draft.type === 'hero' ? this.heroSlots.withFreeSlot(insert) : insert()).catch(
      keyTakenOrRethrow,
    );
    return toSiteContentItem(document.toObject());
  }

  /** Tells every reader (the gateway's cache, notify) that these items changed. */
  private async published(items: readonly BilingualSiteContentItem[]): Promise<void> {
    await Promise.all(
      items.map((item) =>
        this.events.publish('content.updated', { id: item.id, key: item.key, type: item.type }),
      ),
    );
  }

  private async assertKeyFree(key: string): Promise<void> {
    if (await this.model.exists({ key })) throw new AppError('CONTENT_KEY_TAKEN');
  }
}
