import { MAX_HERO_SLIDES } from '@hiti/contracts';
import { AppError, isDuplicateKey } from '@hiti/service-kit';
import type { SiteContentModel } from '../models/site-content';

const ALL_SLOTS = Array.from({ length: MAX_HERO_SLIDES }, (_, index) => index + 1);

/**
 * Every hero slide holds one of the places 1..MAX_HERO_SLIDES, kept unique by an index, so two admins
 * adding a slide at the same moment cannot both get the last place.
 */
export class HeroSlots {
  constructor(private readonly model: SiteContentModel) {}

  /** Runs `write` with a free place; HERO_SLIDE_LIMIT when every place is taken, also by a concurrent write. */
  async withFreeSlot<T>(write: (slot: number) => Promise<T>): Promise<T> {
    const written = await this.tryWithFreeSlot(write);
    if (written === null) throw new AppError('HERO_SLIDE_LIMIT');
    return written.result;
  }

  /** How many places are free now (a save creating slides checks it before it writes anything). */
  async freeCount(): Promise<number> {
    return (await this.freeSlots()).length;
  }

  /** Gives a place to hero slides stored without one (seeded defaults, data from before places existed). */
  async placeUnplaced(): Promise<void> {
    const unplaced = await this.model
      .find({ type: 'hero', heroSlot: { $exists: false } }, { id: 1 })
      .sort({ id: 1 })
      .lean();
    for (const slide of unplaced) {
      const placed = await this.tryWithFreeSlot((slot) =>
        this.model.updateOne({ id: slide.id, heroSlot: { $exists: false } }, { $set: { heroSlot: slot } }),
      );
      if (placed === null) return;
    }
  }

  /** Like `withFreeSlot`, but answers null when no place is free. */
  private async tryWithFreeSlot<T>(write: (slot: number) => Promise<T>): Promise<{ result: T } | null> {
    for (let attempt = 0; attempt <= MAX_HERO_SLIDES; attempt += 1) {
      const [slot] = await this.freeSlots();
      if (slot === undefined) return null;
      try {
        return { result: await write(slot) };
      } catch (error) {
        if (!isDuplicateKey(error, 'heroSlot')) throw error;
      }
    }
    return null;
  }

  private async freeSlots(): Promise<number[]> {
    const holders = await this.model.find({ heroSlot: { $exists: true } }, { heroSlot: 1 }).lean();
    const taken = new Set(holders.map((holder) => holder.heroSlot));
    return ALL_SLOTS.filter((slot) => !taken.has(slot));
  }
}
