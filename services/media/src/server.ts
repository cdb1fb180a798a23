import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { mediaEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(mediaEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('media', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
