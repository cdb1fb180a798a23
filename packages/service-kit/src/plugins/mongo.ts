import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: Connection;
  }
}

export interface MongoPluginOptions {
  url: string;
  dbName: string;
  /** How long to wait for a reachable server before failing start-up. */
  serverSelectionTimeoutMS?: number;
}

/** One mongoose connection per service, closed with the app; readiness pings it. */
async function mongoPlugin(app: FastifyInstance, options: MongoPluginOptions): Promise<void> {
  const connection = mongoose.createConnection(options.url, {
    dbName: options.dbName,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
    autoIndex: true,
  });
  await connection.asPromise();
  app.log.info({ dbName: options.dbName }, 'connected to MongoDB');
  app.decorate('mongo', connection);
  app.addHealthCheck('mongo', async () => {
    if (!connection.db) throw new Error('not connected');
    await connection.db.admin().command({ ping: 1 });
  });
  app.addHook('onClose', async () => {
    await connection.close();
  });
}

export const mongo = fp(mongoPlugin, { name: 'hiti-mongo', dependencies: ['hiti-health'] });
