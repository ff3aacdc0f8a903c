import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
const apiPrefixes = ['/com', '/stu', '/pub', '/web', '/mgr', '/im-api'];

const APP_BASE = '/dwpage/';
const brotli = promisify(brotliCompress);
const PRECOMPRESSED = new Set(['.js', '.css', '.html', '.svg', '.json']);

/**
 * Writes a brotli copy (quality 11, too slow to run per request) beside every text file of the build;
 * the server sends it to browsers that accept br, as nginx's brotli_static would.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dwpage:precompress',
    // The app's build only: Storybook reuses this config with its own base and output.
    apply: (config, { command }) => command === 'build' && config.base === APP_BASE,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => PRECOMPRESSED.has(extname(file)) && !file.startsWith('.vite'))
          .map(async (file) => {
            const content = await readFile(join(outDir, file));
            const compressed = await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            await writeFile(join(outDir, `${file}.br`), compressed);
          }),
      );
    },
  };
}

export default defineConfig({
  base: APP_BASE,
  plugins: [react(), precompressBuild()],
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
