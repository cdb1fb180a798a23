import { defineConfig } from 'tsup';

/**
 * The bundle of a service or the gateway: one ESM file with the workspace packages inlined and every
 * third-party package left to node_modules (some, like bullmq, read files next to their own code).
 */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@hiti\//],
  external: [/^(?!@hiti\/)(@[^/]+\/)?[^./][^/]*/],
});
