import { currentSequence, nextSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { SharedRead } from '../domain/shared-read';

const VERSION_SEQUENCE = 'catalogue-version';

/**
 * A number that every write to products or categories moves on once it is done, in the database all
 * replicas share: a copy of the catalogue read at version N holds every write acknowledged before N.
 */
export class CatalogueVersion {
  private readonly shared: SharedRead<number>;

  constructor(private readonly connection: Connection) {
    this.shared = new SharedRead(() => currentSequence(connection, VERSION_SEQUENCE));
  }

  /** The version as of a database read that began after this call (concurrent callers share reads). */
  read(): Promise<number> {
    return this.shared.get();
  }

  /** Called after each write, before it is acknowledged. */
  async moveOn(): Promise<void> {
    await nextSequence(this.connection, VERSION_SEQUENCE);
  }
}
