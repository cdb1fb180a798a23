import { MAX_HERO_SLIDES } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { SiteContentModel } from './models/site-content';

const ALL_SLOTS = Array.from({ length: MAX_HERO_SLIDES }, (_, index) => index + 1);

function isTakenSlot(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, keyPattern } = error as { code?: unknown; keyPattern?: Record<string, unknown> };
  return code === 11000 && keyPattern !== undefined && 'heroSlot' in keyPattern;
}

/**
 * Every hero slide holds one of the places 1..MAX_HERO_SLIDES, kept unique by an index, so two admins
 * adding a slide at the same moment cannot both get the last place.
 */
export class HeroSlots {
  constructor(private readonly model: SiteContentModel) {}

  async free(): Promise<number[]> {
    const holders = await this.model.find({ heroSlot: { $exists: true } }, { heroSlot: 1 }).lean();
    const taken = new Set(holders.map((holder) => holder.heroSlot));
    return ALL_SLOTS.filter((slot) => !taken.has(slot));
  }

  /** Runs `write` with a free place; HERO_SLIDE_LIMIT when every place is taken, also by a concurrent write. */
  async withFreeSlot<T>(write: (slot: number) => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt <= MAX_HERO_SLIDES; attempt += 1) {
      const [slot] = await this.free();
      if (slot === undefined) break;
      try {
        return await write(slot);
      } catch (error) {
        if (!isTakenSlot(error)) throw error;
      }
    }
    throw new AppError('HERO_SLIDE_LIMIT');
  }

  /** Gives a place to hero slides stored without one (seeded defaults, data from before places existed). */
  async placeUnplaced(): Promise<void> {
    const unplaced = await this.model
      .find({ type: 'hero', heroSlot: { $exists: false } }, { id: 1 })
      .sort({ id: 1 })
      .lean();
    for (const slide of unplaced) {
      const placed = await this.withFreeSlot((slot) =>
        this.model.updateOne({ id: slide.id, heroSlot: { $exists: false } }, { $set: { heroSlot: slot } }),
      ).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (placed === null) return;
    }
  }
}
