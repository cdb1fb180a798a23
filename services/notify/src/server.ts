import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { notifyEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(notifyEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('notify', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
