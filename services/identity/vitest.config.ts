import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'identity',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../../infra/local/src/test-env/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
