import { startDocstore } from '@hiti/docstore';

export interface StartedMongo {
  /** Server URI without a database name; each service picks its own database. */
  uri: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `MONGO_URL` when given, else the embedded docstore (on disk under `dataDir`, or in memory). */
export async function startMongo(options: { url?: string; dataDir?: string }): Promise<StartedMongo> {
  if (options.url) return { uri: options.url, embedded: false, stop: async () => undefined };
  const store = await startDocstore({ ...(options.dataDir ? { dataDir: options.dataDir } : {}) });
  return { uri: store.uri, embedded: true, stop: () => store.stop() };
}
