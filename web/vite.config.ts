import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.HITI_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/attached_assets': { target: backend, changeOrigin: false },
    },
  },
});
