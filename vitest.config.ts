import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'infra/*', 'services/*', 'gateway', 'web', 'e2e'],
  },
});
