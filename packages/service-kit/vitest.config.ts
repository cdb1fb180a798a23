import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'service-kit',
    include: ['test/**/*.test.ts'],
    globalSetup: ['../../infra/local/src/test-env/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
