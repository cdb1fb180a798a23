import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { catalogEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(catalogEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('catalog', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
