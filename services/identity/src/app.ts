import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, events, mongo, redis } from '@hiti/service-kit';
import { AuditLog } from './services/audit-log.service';
import { DEFAULT_DB_NAME, type IdentityConfig } from './config';
import { createDummyHash } from './domain/passwords';
import { importAuditHandlers } from './services/import-audit';
import { LoginThrottle } from './services/login-throttle';
import { retentionAuditHandlers } from './services/retention-audit';
import { adminUserModel } from './models/admin-user';
import { auditEntryModel } from './models/audit-entry';
import { auditRoutes } from './routes/audit';
import { bootstrapRoutes } from './routes/bootstrap';
import { credentialRoutes } from './routes/credentials';
import { sessionRoutes } from './routes/sessions';
import { userRoutes } from './routes/users';
import { secondFactorRoutes } from './routes/second-factor';
import { SecondFactors } from './services/second-factors.service';
import { SecretBox } from './services/secret-box';
import { seedFirstAdmin } from './seed';
import { UserDirectory } from './services/user-directory.service';
import { UserWrites } from './services/user-writes.service';

export interface BuildIdentityOptions {
  config: IdentityConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildIdentityOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({
    service: 'identity',
    logger: options.logger,
    internalToken: config.INTERNAL_TOKEN,
  });

  // external
  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });

  // app
  const connection = app.mongo;
  const users = adminUserModel(connection);
  const auditLog = new AuditLog(auditEntryModel(connection));
  await Promise.all([users.init(), auditEntryModel(connection).init()]);
  await app.register(events, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    consume: {
      as: 'identity',
      handlers: { ...importAuditHandlers(auditLog), ...retentionAuditHandlers(auditLog) },
    },
  });
  const throttle = new LoginThrottle({
    redis: app.redis,
    prefix: config.REDIS_PREFIX,
    maxFailures: config.LOGIN_MAX_FAILURES,
    maxAccountFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    windowMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    log: app.log,
  });
  const secondFactors = new SecondFactors({
    users,
    box: new SecretBox(config.SECOND_FACTOR_KEY),
    throttle,
    superAdmins: config.SECOND_FACTOR_SUPER_ADMINS,
  });
  const directory = new UserDirectory(users, await createDummyHash(), throttle, secondFactors);
  const writes = new UserWrites({
    connection,
    users,
    redis: app.redis,
    lockKey: `${config.REDIS_PREFIX}:identity:user-roles-lock`,
  });
  await writes.refreshSkeletons();
  const status = await seedFirstAdmin(
    { connection, users, log: app.log },
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
  );

  // routes
  await app.register(credentialRoutes, { directory });
  await app.register(sessionRoutes, { directory });
  await app.register(userRoutes, { directory, writes, auditLog });
  await app.register(secondFactorRoutes, { secondFactors, writes, auditLog });
  await app.register(auditRoutes, { auditLog });
  await app.register(bootstrapRoutes, { status });

  return app;
}
