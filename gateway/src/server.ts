import { loadConfig, loggerOptions, runService, startMain } from '@hiti/service-kit';
import { buildApp } from './app';
import { gatewayEnvSchema } from './config';

startMain(async () => {
  const config = loadConfig(gatewayEnvSchema);
  const app = await buildApp({ config, logger: loggerOptions('gateway', config.LOG_LEVEL) });
  await runService(app, { host: config.HOST, port: config.PORT, managementPort: config.MANAGEMENT_PORT });
});
