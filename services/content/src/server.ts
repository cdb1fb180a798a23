import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { contentEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(contentEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('content', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
