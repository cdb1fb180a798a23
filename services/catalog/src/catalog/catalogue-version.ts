import { currentSequence, nextSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';

const VERSION_SEQUENCE = 'catalogue-version';

/**
 * A number that every write to products or categories moves on once it is done, in the database all
 * replicas share: a copy of the catalogue read at version N holds every write acknowledged before N.
 */
export class CatalogueVersion {
  constructor(private readonly connection: Connection) {}

  read(): Promise<number> {
    return currentSequence(this.connection, VERSION_SEQUENCE);
  }

  /** Called after each write, before it is acknowledged. */
  async moveOn(): Promise<void> {
    await nextSequence(this.connection, VERSION_SEQUENCE);
  }
}
