import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const backend = process.env.HITI_GATEWAY_URL ?? 'http://localhost:8080';

/**
 * Two builds: the browser app into dist/client (index.html is the page template), and the server
 * renderer into dist/server, bundled whole so the gateway loads it without the web app's packages.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => {
  // a production build is one whatever NODE_ENV the caller runs with (test runners set `test`)
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    // the browser's files also as .br and .gz, which the gateway sends as they are
    plugins: isSsrBuild ? [react()] : [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
    build: {
      outDir: isSsrBuild ? 'dist/server' : 'dist/client',
      emptyOutDir: true,
      assetsDir: 'assets',
      chunkSizeWarningLimit: 900,
      ...(isSsrBuild ? { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } } : {}),
    },
    publicDir: isSsrBuild ? false : 'public',
    // the renderer runs inside the gateway, whatever NODE_ENV it has: React's build of this build's mode
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV) } : {},
    ssr: { noExternal: true, target: 'node' },
    server: {
      proxy: {
        '/api': { target: backend, changeOrigin: false },
        '/attached_assets': { target: backend, changeOrigin: false },
      },
    },
  };
});
