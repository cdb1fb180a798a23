import { defineConfig } from 'tsup';
import shared from '../tsup.shared';

// The render threads' file is loaded by its path beside the bundle (see plugins/render-pool).
export default defineConfig({
  ...shared,
  entry: { server: 'src/server.ts', 'render-worker': 'src/plugins/render-worker.ts' },
});
