import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'docker',
    include: ['test/**/*.test.ts'],
    globalSetup: ['../local/src/test-env/global-setup.ts'],
    // Replaying the image builds installs dependencies and builds every app.
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
});
