import './global-setup';

export { testEnv, type TestEnv } from './test-env';
export { describeServiceBasics } from './service-health';
export { serviceVariables, startService, type ServiceNames, type StartServiceOptions } from './start-service';
export { internalHeaders, staffCaller } from './internal-headers';
