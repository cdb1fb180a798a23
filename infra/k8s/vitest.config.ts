import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'k8s',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
