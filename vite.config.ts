import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
const apiPrefixes = ['/com', '/stu', '/pub', '/web', '/mgr', '/im-api'];

export default defineConfig({
  base: '/dwpage/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each screen loads (scripts/measure.mjs reads it).
    manifest: true,
    target: 'es2022',
    // Chunks are per screen; a larger one is a regression worth seeing.
    chunkSizeWarningLimit: 200,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true }]),
    ),
  },
});
