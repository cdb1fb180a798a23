import type { FastifyBaseLogger } from 'fastify';

/**
 * The writes of one multi-step change, each with the write that takes it back. Without transactions,
 * this is how a change that fails halfway leaves the data as it was before it started.
 */
export class UndoLog {
  private readonly undos: { what: string; undo: () => Promise<unknown> }[] = [];

  constructor(private readonly logger: FastifyBaseLogger) {}

  /** Runs a write; once it has succeeded, remembers how to take it back. */
  async apply<T>(what: string, write: () => Promise<T>, undoOf: (result: T) => () => Promise<unknown>) {
    const result = await write();
    this.undos.push({ what, undo: undoOf(result) });
    return result;
  }

  /** Takes back every write made so far, newest first; a write that cannot be taken back is logged. */
  async rollBack(): Promise<void> {
    for (const { what, undo } of this.undos.reverse()) {
      try {
        await undo();
      } catch (error) {
        this.logger.error({ err: error, what }, 'a write could not be taken back');
      }
    }
    this.undos.length = 0;
  }
}
