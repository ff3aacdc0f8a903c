// Jest (in CommonJS mode on Node 20) cannot require ESM-only packages such as Kysely 0.29, nor run a
// dynamic import() without --experimental-vm-modules, so the server projects compile those few
// packages to CommonJS with esbuild (which tsx already ships), turning import() into require().
import { transformSync } from 'esbuild';

export default {
  process(sourceText, sourcePath) {
    const { code, map } = transformSync(sourceText, {
      format: 'cjs',
      loader: 'js',
      target: 'node20',
      supported: { 'dynamic-import': false },
      sourcefile: sourcePath,
      sourcemap: true,
    });
    return { code, map };
  },
};
