import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { identityEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(identityEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('identity', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
